import ArchGenKit
import Foundation

/// 4 and 5: `archgen check --full-build` against the bare `swift build` of the same
/// sandbox package, cold and warm, in the same run.
extension Benchmark {
    mutating func measureCheck(modules count: Int) throws {
        let project = try workspace.folder("check-\(count)")
        try workspace.write(Array(BenchmarkSpecs.make(count: 10).prefix(count)), to: project)
        _ = try TimedProcess.succeed(archgen, ["generate"], in: project, log: workspace.log)
        let modules = count == 1 ? "1 module" : "\(count) modules"

        // A first check writes the sandbox package (and warms the page cache); the bare builds build copies of it.
        let firstCache = try workspace.folder("check-\(count)-cache-first")
        _ = try check(project, cache: firstCache)
        let package = SandboxDirectory(cacheRoot: firstCache, projectRoot: project).packagePath
        let template = try workspace.copy(package, to: "check-\(count)-bare")
        var cold = Samples(), bare = Samples()
        var cache = firstCache, copy = template
        for run in 1...options.checkRuns {
            // Alternate which goes first, so neither always follows the other.
            for step in run % 2 == 0 ? [0, 1] : [1, 0] {
                if step == 0 {
                    cache = try workspace.folder("check-\(count)-cache-\(run)")
                    cold.add(try check(project, cache: cache))
                } else {
                    copy = try workspace.copy(template, to: "check-\(count)-bare-\(run)")
                    bare.add(try bareBuild(copy))
                }
            }
        }
        let coldRatio = cold.median.seconds / bare.median.seconds
        table.add("4. `check` cold, \(modules) (median of \(options.checkRuns))", archgen: cold.median.formatted,
                  baseline: "`swift build --build-tests` \(bare.median.formatted)", result: ratioText(coldRatio),
                  target: "≤ 1.1×", met: coldRatio <= 1.1)

        var warm = Samples(), noOp = Samples(), rebuilt = Samples()
        let sandbox = SandboxDirectory(cacheRoot: cache, projectRoot: project).packagePath
        for _ in 1...options.runs {
            warm.add(try check(project, cache: cache))
            noOp.add(try bareBuild(copy))
            Self.forgetBuilds(of: sandbox)
            rebuilt.add(try check(project, cache: cache))
        }
        let warmRatio = warm.median.seconds / noOp.median.seconds
        table.add("5. `check` warm, nothing changed, \(modules) (median of \(options.runs))", archgen: warm.median.formatted,
                  baseline: "no-op `swift build --build-tests` \(noOp.median.formatted)", result: ratioText(warmRatio),
                  target: "≤ 1.2×", met: warmRatio <= 1.2)
        let rebuiltRatio = rebuilt.median.seconds / noOp.median.seconds
        table.add("   the same with its build record removed (so it runs the no-op build)", archgen: rebuilt.median.formatted,
                  baseline: "no-op `swift build --build-tests` \(noOp.median.formatted)", result: ratioText(rebuiltRatio),
                  target: "≤ 1.2×", met: rebuiltRatio <= 1.2)
    }

    /// Removes the sandbox's build records, so that the next `check --full-build` runs `swift build`.
    static func forgetBuilds(of package: String) {
        for record in ["archgen-build-record", "archgen-build-records"] {
            try? FileManager.default.removeItem(atPath: package + "/.build/" + record)
        }
    }

    private func check(_ project: String, cache: String) throws -> Duration {
        try TimedProcess.succeed(archgen, ["check", "--full-build"], in: project, variables: ["ARCHGEN_CACHE_DIR": cache], log: workspace.log).duration
    }

    private func bareBuild(_ package: String) throws -> Duration {
        try TimedProcess.succeed(swift, ["build", "--build-tests", "--package-path", package], in: package, log: workspace.log).duration
    }
}
