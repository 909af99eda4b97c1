import ArchGenKit
import ArchGenPackage
import ArchGenSource
import ArchGenSpec
import ArchGenXcode
import Foundation

/// SwiftPM's reading of a manifest's text: `swift package dump-package` on
/// a copy in a temporary folder (named like the package, with the target
/// folders made), removed afterwards with everything SwiftPM left there:
/// it runs with that folder as its TMPDIR, where it puts its lock files.
/// Evaluating a manifest fetches nothing, so it works offline, remote
/// dependencies and all.
struct DumpPackageEvaluator {
    var runner: any ProcessRunner
    /// `env`, which runs `swift` with TMPDIR set.
    var env: String
    /// The `swift` to run.
    var swift: String
    /// The package folder's name, which SwiftPM's messages name the package by.
    var packageName: String

    func evaluate(_ text: String, folders: [String]) throws(ManifestUpdateError) -> ManifestEvaluation {
        let manager = FileManager.default
        let scratch = Path.join(manager.temporaryDirectory.path, "archgen-manifest-" + UUID().uuidString)
        defer { try? manager.removeItem(atPath: scratch) }
        let package = Path.join(scratch, packageName.isEmpty || packageName == "/" ? "package" : packageName)
        let temporary = Path.join(scratch, ".tmp")
        do {
            try manager.createDirectory(atPath: package, withIntermediateDirectories: true)
            try manager.createDirectory(atPath: temporary, withIntermediateDirectories: true)
            for folder in folders {
                try manager.createDirectory(atPath: Path.join(package, folder), withIntermediateDirectories: true)
            }
            try Data(text.utf8).write(to: URL(fileURLWithPath: Path.join(package, "Package.swift")))
        } catch {
            throw .evaluation("cannot make a temporary copy of the manifest in \(scratch): \(error.localizedDescription)")
        }
        let result: ProcessResult
        do throws(ProcessError) {
            result = try runner.run(env, ["TMPDIR=" + temporary, swift, "package", "--package-path", package, "dump-package"])
        } catch {
            throw .evaluation("cannot run \(error.executable): \(error.message)")
        }
        guard result.succeeded, let dump = PackageDump(output: result.output) else { return .rejected(output: result.output) }
        return .evaluated(dump)
    }
}

extension CommandContext {
    /// The evaluator of the manifest at `path` (from the current folder), with `swift` (--swift's, else found).
    func dumpPackageEvaluator(forManifestAt path: String, swift: String?) throws(BuildCheckError) -> DumpPackageEvaluator {
        let executable = try Toolchain.locate(option: swift, variables: system.variables, search: system.executables)
        let package = ProjectPath(absolute: system.currentDirectory).appending(Path.folder(of: path))
        return DumpPackageEvaluator(runner: system.processRunner, env: envExecutable, swift: executable, packageName: package.lastComponent)
    }

    /// `env`, which runs a program with variables set.
    var envExecutable: String {
        system.executables.find("env", path: system.variables["PATH"]) ?? "/usr/bin/env"
    }
}
