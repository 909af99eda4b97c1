import ArchGenKit
import ArchGenSource
import ArchGenSpec
import Foundation

/// A SwiftPM package holding many rendered modules, built and tested at
/// once: one library target (and its test target) per group of modules of
/// one style in one language mode, warnings as errors, beside stand-in
/// `UIKit` and `SwiftUI` modules so `#if canImport` code is compiled too.
/// Several modules share a target (their names never clash: every name a
/// generated spec declares ends with its index), so a run of hundreds of
/// modules builds in a few dozen targets.
///
/// A failure is traced to the module whose files it names; that module is
/// taken out and the rest built again, so one failure hides no other.
struct ModulePackage {
    /// A library target: modules of one style in one language mode.
    struct Target {
        var name: String
        var mode: Int
        var modules: [RenderedModule]
        var testTarget: String { name + "Tests" }
    }

    /// What happened to one module in one target.
    struct Failure {
        var module: RenderedModule
        var isBuild: Bool
        /// The diagnostics that name it (build) or the test failures (tests).
        var lines: [String]
    }

    let folder: String
    let swift: String
    let stubs: [(name: String, text: String)]
    var targets: [Target]

    var sandbox: SandboxDirectory { SandboxDirectory(path: folder) }
    var packagePath: String { sandbox.packagePath }
    var scratchPath: String { Path.join(folder, "scratch") }

    /// Each module of `groups` (modules of one style each) in a Swift 6 and a Swift 5 target.
    init(folder: String, swift: String, stubs: [(name: String, text: String)], groups: [[RenderedModule]]) {
        self.folder = folder
        self.swift = swift
        self.stubs = stubs
        targets = groups.enumerated().flatMap { index, modules in
            [6, 5].map { mode in
                let style = modules.first?.style.replacingOccurrences(of: "-", with: "") ?? "none"
                return Target(name: "G\(index)_\(style)_swift\(mode)", mode: mode, modules: modules)
            }
        }
    }

    // MARK: - Files

    var manifest: String {
        var text = """
            // swift-tools-version:6.0
            // Written by archgen-specgen (scripts/specgen); rewritten on every run.
            import PackageDescription

            let package = Package(
                name: "SpecgenModules",
                platforms: [.macOS(.v13)],
                targets: [

            """
        let stubSettings = "[.swiftLanguageMode(.v6), .unsafeFlags([\"-warnings-as-errors\"])]"
        for stub in stubs {
            text += "        .target(name: \"\(stub.name)\", path: \"Sources/\(stub.name)\", swiftSettings: \(stubSettings)),\n"
        }
        let dependencies = stubs.map { "\"\($0.name)\"" }.joined(separator: ", ")
        for target in targets where !target.modules.isEmpty {
            let settings = "[.swiftLanguageMode(.v\(target.mode)), .unsafeFlags([\"-warnings-as-errors\"])]"
            text += "        .target(name: \"\(target.name)\", dependencies: [\(dependencies)], path: \"Sources/\(target.name)\", "
                + "swiftSettings: \(settings)),\n"
            text += "        .testTarget(name: \"\(target.testTarget)\", dependencies: [\"\(target.name)\"], "
                + "path: \"Tests/\(target.testTarget)\", swiftSettings: \(settings)),\n"
        }
        return text + "    ]\n)\n"
    }

    var files: [SandboxPackage.File] {
        var files = [("Package.swift", manifest)] + stubs.map { ("Sources/\($0.name)/\($0.name).swift", $0.text) }
        for target in targets {
            for module in target.modules {
                files += module.sources.map { ("Sources/\(target.name)/\(module.module)/\($0.path)", $0.text) }
                files += module.testFiles.map { file in
                    let text = TestImportRetargeting.retarget(file.text, importing: module.appModule, to: target.name)
                    return ("Tests/\(target.testTarget)/\(module.module)/\(file.path)", text)
                }
            }
        }
        return files.map { SandboxPackage.File(path: $0.0, contents: $0.1, origin: .userFile($0.0)) }
    }

    // MARK: - Building and testing

    /// Builds until every module left compiles, taking out those that do not;
    /// then tests, tracing failed tests to their modules. Returns every failure.
    mutating func buildAndTest(progress: (String) -> Void) throws -> [Failure] {
        let lock = try sandbox.lock()
        defer { lock.release() }
        var failures: [Failure] = []
        while targets.contains(where: { !$0.modules.isEmpty }) {
            try sandbox.sync(files, folders: ["Sources", "Tests"])
            progress("building \(targets.reduce(0) { $0 + $1.modules.count }) modules in \(targets.filter { !$0.modules.isEmpty }.count) targets…")
            let build = try run(["build", "--build-tests"])
            if build.status == 0 { break }
            let found = buildFailures(in: build.output)
            guard !found.isEmpty else {
                // Nothing names a module: every module left is reported with the output's errors.
                let lines = build.output.split(separator: "\n").map(String.init).filter { $0.contains("error:") }
                for target in targets { failures += target.modules.map { Failure(module: $0, isBuild: true, lines: lines) } }
                return failures
            }
            failures += found
            for failure in found {
                for index in targets.indices {
                    targets[index].modules.removeAll { $0.module == failure.module.module && $0.style == failure.module.style }
                }
            }
        }
        guard targets.contains(where: { !$0.modules.isEmpty }) else { return failures }
        progress("testing…")
        let test = try run(["test", "--skip-build"])
        guard test.status != 0 else { return failures }
        for target in targets where !target.modules.isEmpty {
            let targetRun = try run(["test", "--skip-build", "--filter", "^\(target.testTarget)\\."])
            guard targetRun.status != 0 else { continue }
            for module in target.modules {
                let moduleRun = try run(["test", "--skip-build", "--filter", "^\(target.testTarget)\\.\(module.module)[A-Z]"])
                guard moduleRun.status != 0 else { continue }
                let lines = moduleRun.output.split(separator: "\n").map(String.init).filter(Self.isFailureLine)
                failures.append(Failure(module: module, isBuild: false, lines: lines.isEmpty ? ["the tests exited with \(moduleRun.status)"] : lines))
            }
        }
        return failures
    }

    private func run(_ arguments: [String]) throws -> ProcessResult {
        try LocalProcessRunner().run(swift, arguments + ["--package-path", packagePath, "--scratch-path", scratchPath], in: nil)
    }

    /// The build's errors and warnings, each traced to the module of the file it names.
    private func buildFailures(in output: String) -> [Failure] {
        var byModule: [String: (module: RenderedModule, lines: [String])] = [:]
        var order: [String] = []
        for line in output.split(separator: "\n").map(String.init) where line.contains("error:") || line.contains("warning:") {
            for target in targets {
                for module in target.modules where line.contains("/\(target.name)/\(module.module)/")
                    || line.contains("/\(target.testTarget)/\(module.module)/")
                {
                    let key = "\(module.style)/\(module.module)"
                    if byModule[key] == nil { order.append(key) }
                    byModule[key, default: (module, [])].lines.append(line)
                }
            }
        }
        return order.compactMap { key in byModule[key].map { Failure(module: $0.module, isBuild: true, lines: Self.unique($0.lines)) } }
    }

    private static func unique(_ lines: [String]) -> [String] {
        var seen = Set<String>()
        return lines.filter { seen.insert($0).inserted }
    }

    /// XCTest's `error:` lines, Swift Testing's `✘` lines, crashes.
    static func isFailureLine(_ line: String) -> Bool {
        line.contains(" error: ") || line.hasPrefix("✘") || line.contains("Fatal error") || line.contains("exited with unexpected signal")
    }
}
