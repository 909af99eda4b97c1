import ArchGenCLI
import ArchGenKit
import Foundation

/// The measurements, in the order of the table.
struct Benchmark {
    let options: BenchmarkOptions
    let archgen: String
    let swift: String
    let workspace: Workspace
    var table = ResultTable()

    /// 1. `archgen new --no-build`, whole process, each run in an empty folder.
    mutating func measureNew() throws {
        let pair = try alternate(runs: options.runs) { binary, run in
            let folder = try workspace.folder("new/\(binary.name)/\(run)")
            return try TimedProcess.succeed(
                binary.path, ["new", "SignIn", "--style", "viper", "--no-build"], in: folder, log: workspace.log)
        }
        add("1. `new --no-build`, one module, whole process (median of \(options.runs))", pair,
            target: "≤ 8 ms", met: pair.archgen.median <= .milliseconds(8))
    }

    /// 2 and 3. `archgen generate` of `options.specs` specs, as a process and in-process.
    mutating func measureGenerate() throws {
        let specs = try workspace.folder("specs")
        try workspace.write(BenchmarkSpecs.make(count: options.specs).map { ("Specs/" + $0.name, $0.text) }, to: specs)
        let runs = max(5, options.runs / 2)
        var peak = 0
        let pair = try alternate(runs: runs) { binary, run in
            let project = try workspace.copy(specs, to: "generate/\(binary.name)/\(run)")
            let result = try TimedProcess.succeed(binary.path, ["generate"], in: project, log: workspace.log)
            if binary.name == "archgen" {
                peak = max(peak, result.peakMemory)
                if run == 0 { try expectModules(in: project) }
            }
            return result
        }
        // Against an earlier revision the target is half its time; alone, a second.
        let ratio = pair.medianRatio
        add("2. `generate`, \(options.specs) specs (all styles, 3 sizes), whole process (median of \(runs))", pair,
            target: ratio == nil ? "≤ 1 s" : "≤ 0.5×", met: ratio.map { $0 <= 0.5 } ?? (pair.archgen.median <= .seconds(1)))
        table.add("   peak memory of that process", archgen: "\(peak / 1_048_576) MiB", result: "\(peak / 1_048_576) MiB")
        try measureGenerateInProcess(specs: specs, runs: runs)
    }

    private mutating func measureGenerateInProcess(specs: String, runs: Int) throws {
        var inProcess = Samples()
        let directory = FileManager.default.currentDirectoryPath
        defer { _ = FileManager.default.changeCurrentDirectoryPath(directory) }
        for run in 0...runs {
            let project = try workspace.copy(specs, to: "in-process/\(run)")
            _ = FileManager.default.changeCurrentDirectoryPath(project)
            var system = SystemEnvironment.live
            system.standardOutput = { _ in }
            system.currentDirectory = project
            let start = ContinuousClock.now
            let generation = Generation(system: system, options: GenerationOptions(input: .specs([])))
            let status = generation.write(generation.plan())
            let duration = ContinuousClock.now - start
            guard status == .success else { throw TimedProcess.Failure(description: "in-process generate exited \(status.rawValue)") }
            if run > 0 { inProcess.add(duration) }
        }
        let perModule = inProcess.median / options.specs
        table.add("3. the same in-process, per module (median of \(runs))", archgen: perModule.formatted,
                  result: "\(perModule.formatted) (\(inProcess.median.formatted) in all)")
    }

    /// Every spec's module was generated: its contract or models file exists.
    private func expectModules(in project: String) throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: project + "/Specs").filter { !$0.hasSuffix(".archgen") }
        guard folders.count == options.specs * 2 else {
            throw TimedProcess.Failure(description: "generate made \(folders.count) folders for \(options.specs) specs")
        }
    }
}
