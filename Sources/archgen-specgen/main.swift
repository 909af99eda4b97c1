import ArchGenKit
import ArchGenSource
import ArchGenSpec
import Foundation

// archgen-specgen (scripts/specgen): generated code compiles and its tests
// pass for every spec, as a property test. It writes random valid specs,
// renders each in every built-in style and every style folder of a fixture
// project (`StyleProject`), each with only the keys the style takes, every
// other time with a team's conventions (`TeamConventions`), builds them in Swift 6 and Swift 5 mode
// with warnings as errors, runs their tests, and shrinks a failing spec to the
// smallest one that still fails. The last line is the run's figure.

func report(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Spec `index`'s own seed, from the run's.
func specSeed(_ seed: UInt64, _ index: Int) -> UInt64 {
    seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(index) &* 0xBF58_476D_1CE4_E5B9
}

/// The platform and test kit spec `index` is rendered with in the run's
/// `styleIndex`th style, varied from one to the next, and every other time a
/// team's conventions for it (`TeamConventions`).
func variant(seed: UInt64, index: Int, styleIndex: Int, style: StyleDefinition) -> (Platform, TestFramework, TeamConventions) {
    var random = SeededRandom(seed: specSeed(seed, index) ^ UInt64(styleIndex + 1))
    let platform = random.pick(Platform.allCases), tests = random.pick(TestFramework.allCases)
    return (platform, tests, random.chance(50) ? TeamConventions.random(for: style, using: &random) : TeamConventions())
}

do {
    let options = try SpecGenOptions(Array(CommandLine.arguments.dropFirst()))
    let seed = options.seed ?? UInt64(Date().timeIntervalSince1970 * 1_000) % 1_000_000
    guard let swift = options.swift ?? ExecutableSearch.local.find("swift", path: ProcessInfo.processInfo.environment["PATH"]) else {
        throw SpecGenOptions.Invalid(description: "`swift` is not on PATH: pass --swift PATH")
    }
    let root = FileManager.default.currentDirectoryPath
    let work = Path.join(root, ".build/specgen")
    let styles = try StyleProject.all(packageRoot: root, work: work)
    // Each stand-in's files, one text (SwiftUI's navigation is a file of its own).
    let stubs = try ["UIKit", "SwiftUI"].map { name in
        let folder = Path.join(root, "Tests/Fixtures/PlatformStubs/\(name)")
        let others = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") && $0 != "\(name).swift" }
        let files = ["\(name).swift"] + others.sorted()
        return (name, try files.map { try String(contentsOfFile: Path.join(folder, $0), encoding: .utf8) }.joined(separator: "\n"))
    }
    print("specgen: \(options.count) specs, seed \(seed) (scripts/specgen --count \(options.count) --seed \(seed) repeats this run)")
    let start = Date()

    let specs = (0..<options.count).map { index in
        var generator = SpecGenerator(seed: specSeed(seed, index), index: index)
        return generator.generate()
    }
    if let folder = options.specsFolder {
        try StyleSpecFolders.write(specs, seed: seed, styles: styles, to: folder)
        exit(0)
    }
    let specFolder = Path.join(work, "specs")
    try? FileManager.default.removeItem(atPath: specFolder)
    try FileManager.default.createDirectory(atPath: specFolder, withIntermediateDirectories: true)
    for spec in specs {
        try spec.text.write(toFile: Path.join(specFolder, spec.module + ".archgen"), atomically: true, encoding: .utf8)
    }

    // The specs to build: every one, or `--only`'s (the others are generated all the same, so each keeps its seed).
    let chosen = options.only.map { [$0] } ?? Array(specs.indices)
    // Every spec in every style, grouped by style into targets of `group` modules.
    var groups: [[RenderedModule]] = []
    var invalid: [(String, String)] = []
    for (styleIndex, style) in styles.enumerated() {
        for start in stride(from: 0, to: chosen.count, by: options.group) {
            var group: [RenderedModule] = []
            for index in chosen[start..<min(start + options.group, chosen.count)] {
                let (platform, tests, conventions) = variant(seed: seed, index: index, styleIndex: styleIndex, style: style.definition)
                do {
                    group.append(try RenderedModule.render(
                        specs[index], specIndex: index, style: style, platform: platform, tests: tests, conventions: conventions))
                } catch {
                    invalid.append(("\(specs[index].module) (\(style.name))", "\(error)"))
                }
            }
            if !group.isEmpty { groups.append(group) }
        }
    }
    for (title, problem) in invalid {
        report("INVALID \(title): the generator wrote a spec archgen does not accept:\n\(problem)")
    }

    var package = ModulePackage(folder: Path.join(work, "run"), swift: swift, stubs: stubs, groups: groups)
    let failures = try package.buildAndTest(progress: report)
    for failure in failures {
        report("FAIL \(failure.module.title), spec \(failure.module.specIndex) (\(specFolder)/\(failure.module.module).archgen): "
               + (failure.isBuild ? "does not build" : "tests fail"))
        for line in failure.lines.prefix(12) { report("    " + line) }
        if let style = styles.first(where: { $0.name == failure.module.style }), !failure.module.conventions.isEmpty {
            report("  with the archgen.yml:\n" + style.settings(failure.module.conventions))
        }
    }

    for failure in failures.prefix(options.shrink) {
        let module = failure.module
        guard let style = styles.first(where: { $0.name == module.style }) else { continue }
        report("shrinking \(module.title)…")
        var shrinker = Shrinker(check: { candidate in
            let rendered = try RenderedModule.render(
                candidate, specIndex: module.specIndex, style: style, platform: module.platform, tests: module.tests,
                conventions: module.conventions)
            var single = ModulePackage(folder: Path.join(work, "shrink"), swift: swift, stubs: stubs, groups: [[rendered]])
            return try single.buildAndTest(progress: { _ in }).first
        })
        let smallest = try shrinker.shrink(specs[module.specIndex].restricted(to: style.definition), failure: failure, progress: report)
        print("\nThe smallest spec found that still fails (\(module.style), platform: \(module.platform.rawValue), "
              + "tests: \(module.tests.rawValue)):\n")
        print(smallest.spec.text)
        if !module.conventions.isEmpty { print("with the archgen.yml:\n" + style.settings(module.conventions)) }
        print("It fails with:")
        for line in smallest.failure.lines.prefix(12) { print("    " + line) }
        print("")
    }

    let total = chosen.count * styles.count
    let buildFailures = Set(failures.filter(\.isBuild).map { "\($0.module.style)/\($0.module.module)" }).count
    let testFailures = Set(failures.filter { !$0.isBuild }.map { "\($0.module.style)/\($0.module.module)" }).count
    let built = total - invalid.count - buildFailures
    let passed = built - testFailures
    if !options.keep, failures.isEmpty, invalid.isEmpty { try? FileManager.default.removeItem(atPath: specFolder) }
    print(String(format: "(%.0f s)", Date().timeIntervalSince(start)))
    let names = styles.map(\.name).joined(separator: ", ")
    print("\(chosen.count) specs × \(styles.count) styles (\(names)): built \(built)/\(total), tests passed \(passed)/\(total)")
    exit(built == total && passed == total ? 0 : 1)
} catch let error as SpecGenOptions.Invalid {
    if !error.description.isEmpty { report("specgen: error: \(error)") }
    report(SpecGenOptions.usage)
    exit(2)
} catch {
    report("specgen: error: \(error)")
    exit(2)
}
