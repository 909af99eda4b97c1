/// The SwiftPM package the build check writes and builds: one library target
/// per module (its sources and the Swift of its `external` entries) and one
/// test target per module (its doubles and tests), all in one package so one
/// `swift build --build-tests` compiles every module. A module using the
/// project's shared declarations has their files in both targets.
///
///     Package.swift
///     Sources/SignIn/SignInPresenter.swift ...   Sources/SignIn/archgen-external.swift
///     Sources/SignIn/archgen-shared-SharedDeclarations.swift
///     Tests/SignInTests/SignInPresenterTests.swift ...   Tests/SignInTests/archgen-shared-SharedTestDoubles.swift
///
/// Every file remembers where its lines come from, so the compiler's
/// diagnostics can be mapped back to the user's files (`SandboxSourceMap`).
package struct SandboxPackage: Equatable, Sendable {
    /// A file of the package and the origin of its lines.
    package struct File: Equatable, Sendable {
        package enum Origin: Equatable, Sendable {
            /// Line for line the user's file at this path.
            case userFile(String)
            /// Assembled by archgen (`external` types).
            case mapped(MappedSource)
        }

        /// Its path in the package folder.
        package var path: String
        package var contents: String
        package var origin: Origin

        package init(path: String, contents: String, origin: Origin) {
            self.path = path
            self.contents = contents
            self.origin = origin
        }
    }

    package static let name = "ArchGenSandbox"
    /// The iOS version the sandbox is built for: its manifest's `.iOS(.v16)`, the simulator's triple.
    package static let iOSDeploymentTarget = "16.0"
    /// The macOS version the sandbox is built for on a Mac: its manifest's `.macOS(.v13)`.
    package static let macOSDeploymentTarget = "13.0"
    /// The file holding a module's `external` types (a hyphen keeps it from
    /// clashing with a Swift file the user named after a type).
    package static let externalFileName = "archgen-external.swift"

    package var modules: [SandboxModule]
    /// 5 or 6.
    package var languageMode: Int

    package init(modules: [SandboxModule], languageMode: Int = 6) {
        self.modules = modules
        self.languageMode = languageMode
    }

    package var manifest: String {
        let targets = targets.map { $0.declaration(languageMode: languageMode) }
        return """
            // swift-tools-version:6.0
            // archgen's build check: every module with its tests, as they are on disk. Rewritten by each check.
            import PackageDescription

            let package = Package(
                name: "\(Self.name)",
                platforms: [.macOS(.v13), .iOS(.v16)],
                targets: [
            \(targets.map { "        " + $0 + ",\n" }.joined())    ]
            )

            """
    }

    /// The folders of the package's targets: `Sources/SignIn`, `Tests/SignInTests`.
    package var targetFolders: [String] {
        modules.flatMap { ["Sources/\($0.name)", "Tests/\($0.testTargetName)"] }
    }

    /// The manifest and every module's files.
    package var files: [File] {
        var files = [File(path: "Package.swift", contents: manifest, origin: .mapped(MappedSource()))]
        for module in modules {
            let sources = "Sources/\(module.name)/", tests = "Tests/\(module.testTargetName)/"
            files += module.sources.map { File(path: sources + $0.name, contents: $0.contents, origin: .userFile($0.path)) }
            if let external = module.external {
                files.append(File(path: sources + Self.externalFileName, contents: external.text, origin: .mapped(external)))
            }
            files += module.tests.map { test in
                File(path: tests + test.name,
                     contents: TestImportRetargeting.retarget(test.contents, importing: module.appModule, to: module.name),
                     origin: .userFile(test.path))
            }
            if let shared = module.shared {
                files += shared.sources.map { File(path: sources + Self.sharedName($0), contents: $0.contents, origin: .userFile($0.path)) }
                if let external = shared.external {
                    files.append(File(path: sources + Self.sharedExternalFileName, contents: external.text, origin: .mapped(external)))
                }
                files += shared.tests.map { test in
                    File(path: tests + Self.sharedName(test),
                         contents: TestImportRetargeting.retarget(test.contents, importing: module.appModule, to: module.name),
                         origin: .userFile(test.path))
                }
            }
        }
        return files
    }

    /// The shared declarations' `external` types in a module's target.
    package static let sharedExternalFileName = "archgen-shared-external.swift"

    /// A shared file's name in a module's target: prefixed, its folders
    /// flattened, so it never takes the name of one of the module's own files
    /// (Swift wants each file name once in a module).
    static func sharedName(_ file: SandboxModule.File) -> String {
        "archgen-shared-" + file.name.split(separator: "/").joined(separator: "-")
    }
}
