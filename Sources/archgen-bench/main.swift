import ArchGenCLI
import ArchGenKit
import ArchGenSource
import Foundation

// archgen-bench: measures archgen as built in release (scripts/bench builds
// it and runs this) and prints a Markdown table; exits 1 when a target is missed.

func locate(_ option: String?, beside name: String) -> String {
    if let option { return URL(fileURLWithPath: option).path }
    let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return Path.join(Path.folder(of: own.path), name)
}

/// The first line `executable arguments` prints (a version), or `?`.
func firstLine(_ executable: String, _ arguments: [String]) -> String {
    let output = (try? LocalProcessRunner().run(executable, arguments))?.output ?? ""
    return output.split(separator: "\n").first.map(String.init) ?? "?"
}

do {
    let options = try BenchmarkOptions(Array(CommandLine.arguments.dropFirst()))
    let archgen = locate(options.archgen, beside: "archgen")
    guard FileManager.default.isExecutableFile(atPath: archgen) else {
        throw BenchmarkOptions.Invalid(description: "no archgen at \(archgen): run scripts/bench, or pass --archgen PATH")
    }
    guard let swift = options.swift ?? ExecutableSearch.local.find("swift", path: ProcessInfo.processInfo.environment["PATH"]) else {
        throw BenchmarkOptions.Invalid(description: "`swift` is not on PATH: pass --swift PATH")
    }
    let workspace = try Workspace()
    var benchmark = Benchmark(options: options, archgen: archgen, swift: swift, workspace: workspace)
    let date = ISO8601DateFormatter().string(from: Date())
    print("archgen-bench, \(date): \(archgen) (\(firstLine(archgen, ["--version"]))), "
        + "\(firstLine(swift, ["--version"])), \(ProcessInfo.processInfo.activeProcessorCount) cores")
    print("work folder: \(workspace.root)\n")
    if options.runs("new") || options.runs("generate") {
        FileHandle.standardError.write(Data("measuring new and generate…\n".utf8))
    }
    if options.runs("new") { try benchmark.measureNew() }
    if options.runs("generate") { try benchmark.measureGenerate() }
    if options.runs("check") {
        for count in [1, 10] {
            FileHandle.standardError.write(Data("measuring check on \(count) module(s): cold builds take a while…\n".utf8))
            try benchmark.measureCheck(modules: count)
        }
    }
    if options.runs("selection") {
        FileHandle.standardError.write(Data("measuring checks of other selections…\n".utf8))
        try benchmark.measureSelections()
    }
    if options.runs("proof") {
        FileHandle.standardError.write(Data("measuring the compile proof of new and check…\n".utf8))
        try benchmark.measureProof()
    }
    print(benchmark.table.markdown)
    if !options.keep { workspace.remove() }
    exit(benchmark.table.allMet ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("archgen-bench: error: \(error)\n\(BenchmarkOptions.usage)\n".utf8))
    exit(2)
}
