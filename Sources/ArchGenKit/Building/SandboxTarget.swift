/// A target of the sandbox package, as both proofs see it: the manifest
/// declares it for `swift build`, and the fast proof compiles it with
/// `swiftc` after the targets it depends on (`FastProof`).
package struct SandboxTarget: Equatable, Sendable {
    /// The target's name, which is its Swift module's: `SignIn`, `SignInTests`.
    package var name: String
    /// Its folder in the package: `Sources/SignIn`, `Tests/SignInTests`.
    package var folder: String
    /// A test target: it imports XCTest or Testing, and its module is never imported.
    package var isTest: Bool
    /// The targets whose modules it imports, compiled before it.
    package var dependencies: [String]

    package init(name: String, folder: String, isTest: Bool, dependencies: [String] = []) {
        self.name = name
        self.folder = folder
        self.isTest = isTest
        self.dependencies = dependencies
    }

    /// Its line in the manifest's `targets:`, in `languageMode`.
    func declaration(languageMode: Int) -> String {
        let kind = isTest ? "testTarget" : "target"
        let dependencies = dependencies.isEmpty ? "" : "dependencies: [" + self.dependencies.map { "\"\($0)\"" }.joined(separator: ", ") + "], "
        return ".\(kind)(name: \"\(name)\", \(dependencies)path: \"\(folder)\", swiftSettings: [.swiftLanguageMode(.v\(languageMode))])"
    }
}

extension SandboxPackage {
    /// Every target of the package, each after those it depends on: a
    /// module's library target, then its test target (when it has tests).
    package var targets: [SandboxTarget] {
        modules.flatMap { module in
            let library = SandboxTarget(name: module.name, folder: "Sources/\(module.name)", isTest: false)
            guard !module.tests.isEmpty else { return [library] }
            return [library, SandboxTarget(
                name: module.testTargetName, folder: "Tests/\(module.testTargetName)", isTest: true, dependencies: [module.name])]
        }
    }
}
