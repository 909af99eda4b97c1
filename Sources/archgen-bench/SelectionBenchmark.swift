import ArchGenKit
import Foundation

/// 6. Build reuse across selections: in one warm sandbox, a check of one
/// module of ten after a check of all ten, and of all ten after the one,
/// each `--full-build`, with the build records removed so that it runs `swift build`: what
/// it costs is what SwiftPM recompiles (the tests' runner, which lists the
/// selected test targets), against a check of the ten from an empty cache
/// (everything compiled). Then the same switches with the records kept,
/// which reuse each selection's earlier build, against a no-op build.
extension Benchmark {
    mutating func measureSelections() throws {
        let count = 10
        let project = try workspace.folder("selection")
        let specs = BenchmarkSpecs.make(count: count)
        try workspace.write(specs, to: project)
        _ = try TimedProcess.succeed(archgen, ["generate"], in: project, log: workspace.log)
        let one = [specs[0].name]
        var cold = Samples()
        for run in 1...options.checkRuns {
            cold.add(try check(project, [], cache: try workspace.folder("selection-cache-\(run)")))
        }
        let cache = try workspace.folder("selection-cache")
        _ = try check(project, [], cache: cache)
        let package = SandboxDirectory(cacheRoot: cache, projectRoot: project).packagePath
        var subset = Samples(), all = Samples(), noOp = Samples(), subsetKept = Samples(), allKept = Samples()
        for _ in 1...options.runs {
            Self.forgetBuilds(of: package)
            subset.add(try check(project, one, cache: cache))
            Self.forgetBuilds(of: package)
            all.add(try check(project, [], cache: cache))
            noOp.add(try TimedProcess.succeed(
                swift, ["build", "--build-tests", "--package-path", package], in: package, log: workspace.log).duration)
        }
        // Each selection's build kept (a first check of each keeps it), then switching back and forth.
        _ = try check(project, one, cache: cache)
        for _ in 1...options.runs {
            allKept.add(try check(project, [], cache: cache))
            subsetKept.add(try check(project, one, cache: cache))
        }
        func add(_ text: String, _ samples: Samples, against baseline: Samples, _ name: String, target: Double) {
            let ratio = samples.median.seconds / baseline.median.seconds
            table.add(text, archgen: samples.median.formatted, baseline: "\(name) \(baseline.median.formatted)",
                      result: ratioText(ratio), target: "≤ \(target)×", met: ratio <= target)
        }
        let fromEmpty = "`check` of all \(count) from an empty cache"
        add("6. `check` of \(count) modules after a check of 1 of them (median of \(options.runs))", all,
            against: cold, fromEmpty, target: 0.25)
        add("   `check` of the 1 module after a check of all \(count)", subset, against: cold, fromEmpty, target: 0.25)
        let noOpName = "no-op `swift build --build-tests`"
        add("   the same, each selection's build record kept: all \(count)", allKept, against: noOp, noOpName, target: 0.2)
        add("   … and the 1 module", subsetKept, against: noOp, noOpName, target: 0.2)
    }

    private func check(_ project: String, _ specs: [String], cache: String) throws -> Duration {
        try TimedProcess.succeed(
            archgen, ["check", "--full-build"] + specs, in: project, variables: ["ARCHGEN_CACHE_DIR": cache], log: workspace.log).duration
    }
}
