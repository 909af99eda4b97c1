import ArchGenKit
import Foundation

/// 7 and 8: the fast compile proof as users wait for it: `new` from an empty
/// cache (the compiler's module cache included) against a bare
/// `swift build --build-tests` of the same module's sandbox package, and a
/// `check` of a 10-module project after one file changed.
extension Benchmark {
    mutating func measureProof() throws {
        var cold = Samples(), bare = Samples()
        for run in 1...options.checkRuns {
            let folder = try workspace.folder("proof-new-\(run)")
            let cache = try workspace.folder("proof-new-\(run)-cache")
            cold.add(try TimedProcess.succeed(
                archgen, ["new", "SignIn", "--style", "vip"], in: folder,
                variables: ["ARCHGEN_CACHE_DIR": cache], log: workspace.log).duration)
            // The same module's sandbox package, built by SwiftPM alone from a fresh copy.
            let package = SandboxDirectory(cacheRoot: cache, projectRoot: folder).packagePath
            let copy = try workspace.copy(package, to: "proof-new-\(run)-bare")
            try? FileManager.default.removeItem(atPath: copy + "/.build")
            try? FileManager.default.removeItem(atPath: copy + "/module-cache")
            bare.add(try TimedProcess.succeed(
                swift, ["build", "--build-tests", "--package-path", copy], in: copy, log: workspace.log).duration)
        }
        table.add("7. `new` with its compile proof, one module, empty cache (median of \(options.checkRuns))",
                  archgen: cold.median.formatted, baseline: "`swift build --build-tests` \(bare.median.formatted)",
                  result: "\(cold.median.formatted) (\(ratioText(cold.median.seconds / bare.median.seconds)))",
                  target: "≤ 1.5 s", met: cold.median <= .seconds(1.5))

        let project = try workspace.folder("proof-check")
        let specs = BenchmarkSpecs.make(count: 10)
        try workspace.write(specs, to: project)
        _ = try TimedProcess.succeed(archgen, ["generate"], in: project, log: workspace.log)
        let cache = try workspace.folder("proof-check-cache")
        let variables = ["ARCHGEN_CACHE_DIR": cache]
        _ = try TimedProcess.succeed(archgen, ["check"], in: project, variables: variables, log: workspace.log)
        let changed = try changedFile(in: project)
        var warm = Samples()
        for run in 1...options.runs {
            // One scaffold file changes (a line added, as an edit would), then the check proves it.
            try Data("\n// edit \(run)\n".utf8).append(toFile: changed)
            warm.add(try TimedProcess.succeed(archgen, ["check"], in: project, variables: variables, log: workspace.log).duration)
        }
        table.add("8. `check` of 10 modules after one file changed, warm (median of \(options.runs))",
                  archgen: warm.median.formatted, result: warm.median.formatted, target: "≤ 1 s", met: warm.median <= .seconds(1))
    }

    /// The presenter (or interactor) of the project's first module: a scaffold file the team edits.
    private func changedFile(in project: String) throws -> String {
        let files = FileManager.default.enumerator(atPath: project)?.compactMap { $0 as? String } ?? []
        guard let file = files.sorted().first(where: { $0.hasSuffix("Presenter.swift") || $0.hasSuffix("Interactor.swift") }) else {
            throw TimedProcess.Failure(description: "no presenter or interactor in \(project)")
        }
        return project + "/" + file
    }
}

extension Data {
    /// Appends the bytes to the file at `path`.
    func append(toFile path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: self)
    }
}
