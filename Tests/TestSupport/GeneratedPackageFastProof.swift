import ArchGenKit
import Foundation

/// The variants of a `GeneratedPackage` that the compiler proves alone
/// (`PackageVariant.Proof.fastProof`), as archgen's fast proof proves a
/// sandbox: each target compiled by `swiftc -wmo -emit-module`
/// (`CompilerInvocation`: type-checked and run through the mandatory passes,
/// isolation checking among them, with no code generation), warnings as
/// errors where the variant says so. The libraries first, then their test
/// targets against them; the targets they depend on (a platform stub) before
/// them. The tests are compiled, not run.
///
///     <folder>/Sources/<target>/...   <folder>/Tests/<target>Tests/...
///     <folder>/Modules/<target>.swiftmodule   <folder>/records/<target>
package struct GeneratedPackageFastProof: Sendable {
    /// What the compilers printed, and the targets that compiled.
    package struct Outcome: Sendable {
        /// What the compilers printed in one text, each after its command (silent successes left out);
        /// status 0 when all compiled.
        package var result: SwiftToolchain.CommandResult
        package var proved: Set<String>
    }

    /// The package's variants: those to prove, and the targets they depend on.
    package var variants: [PackageVariant]
    package var packageName: String

    package init(variants: [PackageVariant], packageName: String) {
        self.variants = variants
        self.packageName = packageName
    }

    /// The variants to prove.
    package var proved: [PackageVariant] { variants.filter { $0.proof == .fastProof } }

    /// Writes the variants' files to `folder` and compiles them with the `swiftc` beside `swift`. A target
    /// proved before from the same command line, files and dependencies (`records/<target>`) is not compiled again.
    package func run(swift: URL, in folder: URL) throws -> Outcome {
        guard let swiftc = FastProof.compiler(besides: swift.path, isExecutable: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw GeneratedPackage.Problem("no swiftc beside \(swift.path) for the fast proof")
        }
        let start = Date()
        let libraries = try layers().map { layer in try layer.map { try invocation(of: $0, isTest: false, in: folder) } }
        let tests = try proved.filter { !$0.tests.isEmpty }.map { try invocation(of: $0, isTest: true, in: folder) }
        var outputs: [String] = []
        var fingerprints: [String: String] = [:]
        var failed = false
        for layer in libraries + [tests] {
            let ready = layer.filter { $0.invocation.target.dependencies.allSatisfy { fingerprints[$0] != nil } }
            let known = fingerprints
            let results = try ready.concurrentMap { target in
                Result { try compile(target, swiftc: swiftc, dependencies: known, in: folder) }
            }.map { try $0.get() }
            for (target, (result, fingerprint)) in zip(ready, results) {
                if result.status != 0 || !result.output.isEmpty {
                    outputs.append("$ swiftc ... -module-name \(target.invocation.target.name)   # exit \(result.status)\n" + result.output)
                }
                if result.status == 0 { fingerprints[target.invocation.target.name] = fingerprint } else { failed = true }
            }
            failed = failed || ready.count < layer.count
        }
        let result = SwiftToolchain.CommandResult(
            command: "swiftc -wmo -emit-module (the fast proof of \(fingerprints.count) targets)", status: failed ? 1 : 0,
            output: outputs.joined(separator: "\n"), seconds: Date().timeIntervalSince(start))
        return Outcome(result: result, proved: Set(fingerprints.keys))
    }

    /// A target's command line and its files' text.
    private struct Target: Sendable {
        var invocation: CompilerInvocation
        var texts: [String]
    }

    /// One target compiled, or its record's output when nothing it is compiled from changed; and its fingerprint.
    private func compile(
        _ target: Target, swiftc: String, dependencies: [String: String], in folder: URL
    ) throws -> (SwiftToolchain.CommandResult, String) {
        var hasher = StableHasher()
        (target.invocation.arguments + target.texts + target.invocation.target.dependencies.compactMap { dependencies[$0] })
            .forEach { hasher.combine($0) }
        let record = folder.appendingPathComponent("records/" + target.invocation.target.name)
        let module = target.invocation.modulePath
        // The record archgen's fast proof keeps of a target (`BuildRecord`).
        if let text = try? String(contentsOf: record, encoding: .utf8), let kept = BuildRecord(text: text),
           kept.fingerprint == hasher.value, FileManager.default.fileExists(atPath: module) {
            return (SwiftToolchain.CommandResult(command: "swiftc", status: 0, output: kept.output, seconds: 0), hasher.value)
        }
        try? FileManager.default.removeItem(at: record)
        try FileManager.default.createDirectory(atPath: target.invocation.modulesFolder, withIntermediateDirectories: true)
        let result = try SwiftToolchain.run(URL(fileURLWithPath: swiftc), target.invocation.arguments)
        if result.status == 0 {
            try FileManager.default.createDirectory(at: record.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(BuildRecord(fingerprint: hasher.value, output: result.output).text.utf8).write(to: record, options: .atomic)
        }
        return (result, hasher.value)
    }

    /// The library targets to compile, in layers each depending only on those before it:
    /// the dependencies of the variants to prove, then those variants.
    private func layers() throws -> [[PackageVariant]] {
        let byName = Dictionary(variants.map { ($0.targetName, $0) }, uniquingKeysWith: { first, _ in first })
        let names = Set(proved.flatMap(\.dependencies))
        let dependencies = try names.sorted().map { name in
            guard let variant = byName[name] else { throw GeneratedPackage.Problem("no target '\(name)' in the package") }
            guard variant.dependencies.isEmpty else { throw GeneratedPackage.Problem("'\(name)' depends on another target") }
            return variant
        }
        return [dependencies, proved.filter { $0.sharedLibrary == nil }]
    }

    /// Writes one target's files (those changed) and returns its compiler invocation.
    private func invocation(of variant: PackageVariant, isTest: Bool, in folder: URL) throws -> Target {
        let name = isTest ? variant.testTargetName : variant.targetName
        let targetFolder = (isTest ? "Tests/" : "Sources/") + name
        let files = (isTest ? variant.tests.map(variant.retargeted) : variant.sources).sorted { $0.name < $1.name }
        var sources: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(targetFolder + "/" + file.name)
            if (try? Data(contentsOf: url)) != Data(file.text.utf8) {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .atomic)
            }
            sources.append(url.path)
        }
        let target = SandboxTarget(name: name, folder: targetFolder, isTest: isTest,
                                   dependencies: isTest ? [variant.libraryName] : variant.dependencies)
        // Test targets: no cross-import overlays, as in `GeneratedPackage.manifest` (Testing's UIKit overlay is Apple's only).
        let extra = (variant.warningsAsErrors ? ["-warnings-as-errors"] : [])
            + (isTest ? ["-Xfrontend", "-disable-cross-import-overlays"] : [])
        let invocation = CompilerInvocation(
            target: target, sources: sources, modulesFolder: folder.appendingPathComponent("Modules").path,
            moduleCache: SwiftToolchain.moduleCache, languageMode: variant.languageMode == .v6 ? 6 : 5,
            packageName: packageName.lowercased(), extraArguments: extra)
        return Target(invocation: invocation, texts: files.map(\.text))
    }
}
