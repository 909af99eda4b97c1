import ArchGenKit
import Foundation

/// 6. Build reuse across selections: a check of one module of ten, then of
/// all ten, then of the one again, in one warm sandbox. Between the runs the
/// build records are removed, so each check runs `swift build`: what it
/// costs is what SwiftPM recompiles, compared with a no-op build of the
/// same sandbox. Then the same switch with the records kept, which reuses
/// each selection's earlier build.
extension Benchmark {
    mutating func measureSelections() throws {
        let count = 10
        let project = try workspace.folder("selection")
        let specs = BenchmarkSpecs.make(count: count)
        try workspace.write(specs, to: project)
        _ = try TimedProcess.succeed(archgen, ["generate"], in: project, log: workspace.log)
        let cache = try workspace.folder("selection-cache")
        let one = specs[0].name
        _ = try check(project, [], cache: cache)
        _ = try check(project, [one], cache: cache)
        let package = SandboxDirectory(cacheRoot: cache, projectRoot: project).packagePath
        func forget() throws {
            for record in ["archgen-build-record", "archgen-build-records"] {
                try? FileManager.default.removeItem(atPath: package + "/.build/" + record)
            }
        }
        var all = Samples(), subset = Samples(), noOp = Samples(), allKept = Samples(), subsetKept = Samples()
        for _ in 1...options.runs {
            try forget()
            all.add(try check(project, [], cache: cache))
            noOp.add(try TimedProcess.succeed(
                swift, ["build", "--build-tests", "--package-path", package], in: package, log: workspace.log).duration)
            try forget()
            subset.add(try check(project, [one], cache: cache))
            allKept.add(try check(project, [], cache: cache))
            subsetKept.add(try check(project, [one], cache: cache))
        }
        func add(_ text: String, _ samples: Samples, target: Double) {
            let ratio = samples.median.seconds / noOp.median.seconds
            table.add(text, archgen: samples.median.formatted, baseline: "no-op `swift build --build-tests` \(noOp.median.formatted)",
                      result: ratioText(ratio), target: "≤ \(target)×", met: ratio <= target)
        }
        add("6. `check` of \(count) modules after a check of 1 of them (median of \(options.runs))", all, target: 3)
        add("   `check` of the 1 module after a check of all \(count)", subset, target: 3)
        add("   the same two with each selection's build record kept: all \(count)", allKept, target: 0.2)
        add("   … and the 1 module", subsetKept, target: 0.2)
    }

    private func check(_ project: String, _ specs: [String], cache: String) throws -> Duration {
        try TimedProcess.succeed(
            archgen, ["check"] + specs, in: project, variables: ["ARCHGEN_CACHE_DIR": cache], log: workspace.log).duration
    }
}
