import ArchGenKit
import ArchGenSpec
import Foundation
import TestSupport

/// A golden module folder, `Golden/<style>/<Module>/<variant>/` with `Sources/`
/// and `Tests/`; its spec is `Specs/<Module>.archgen`.
struct GoldenVariant: Sendable {
    var style: String
    var module: String
    /// `uikit-xctest`, `swiftui-swift-testing`, `none-xctest`, ...
    var variant: String
    var folder: URL

    var path: String { "\(style)/\(module)/\(variant)" }
    var sources: URL { folder.appendingPathComponent("Sources") }
    var tests: URL { folder.appendingPathComponent("Tests") }

    /// `SignIn_viper_uikit_xctest_swift6`: one library target per language mode.
    func targetName(_ mode: SwiftLanguageMode) -> String {
        let stem = [module, style, variant].joined(separator: "_")
            .map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        return stem + "_swift" + (mode == .v6 ? "6" : "5")
    }
}

/// Proves the golden modules, warnings as errors: built in Swift 6 mode in one
/// package with one `swift build` and one `swift test`, and in Swift 5 mode
/// by the compiler alone, as archgen's fast proof (`GeneratedPackageFastProof`):
/// what Swift 5 mode changes is what the compiler accepts and warns about, and
/// the tests' behaviour is the Swift 6 run's.
enum GoldenModuleBuild {
    static let goldenRoot = Fixtures.goldenDirectory
    static let specsRoot = Fixtures.specsDirectory

    /// Every `<style>/<Module>/<variant>` folder under `root`, sorted. Throws
    /// when there is none: an empty golden tree must fail the test, not pass it.
    static func variants(under root: URL) throws -> [GoldenVariant] {
        var found: [GoldenVariant] = []
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) && isDirectory.boolValue
        for style in exists ? try subfolders(of: root) : [] {
            for module in try subfolders(of: style) {
                for variant in try subfolders(of: module) {
                    found.append(GoldenVariant(style: style.lastPathComponent, module: module.lastPathComponent,
                                               variant: variant.lastPathComponent, folder: variant))
                }
            }
        }
        guard !found.isEmpty else {
            throw GeneratedPackage.Problem("no golden module folders (<style>/<Module>/<variant>/) under \(root.path)")
        }
        return found
    }

    /// The spec's `external` entries as one source file (nil when it has none).
    static func externalSource(of spec: Spec) throws -> SourceFile? {
        guard !spec.external.isEmpty else { return nil }
        let text = try ExternalSources.contents(of: spec) { try String(contentsOfFile: $0, encoding: .utf8) }
        return SourceFile(name: "\(spec.module)External.swift", text: text)
    }

    /// Hand-written tests that drive a module's doubles, built with its golden
    /// tests: `DoubleDrivers/<Module>/Shared/` and `DoubleDrivers/<Module>/<style>/`
    /// (the style's names for the doubles); none for most modules, and none for
    /// a style without such a folder (MVVM has no interactor or output for
    /// Gallery's drivers to call; its doubles come from the same template).
    static func driverTests(module: String, style: String) throws -> [SourceFile] {
        let folder = Fixtures.directory.appendingPathComponent("DoubleDrivers/\(module)")
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(style).path) else { return [] }
        return try SourceFile.swiftFiles(in: folder.appendingPathComponent("Shared"))
            + SourceFile.swiftFiles(in: folder.appendingPathComponent(style))
    }

    /// Two package variants per golden variant: Swift 6, built and tested, and Swift 5,
    /// proved by the compiler; warnings as errors, the spec's external declarations beside the sources.
    static func packageVariants(for golden: [GoldenVariant], specs: URL) throws -> [PackageVariant] {
        var variants: [PackageVariant] = []
        var stubs: [String] = []
        var libraries: [[String]: String] = [:]
        for variant in golden {
            // UIKit and SwiftUI code is compiled against stand-ins, so `#if canImport` parts are checked too.
            let platform = variant.variant.hasPrefix("uikit-") ? "UIKit" : variant.variant.hasPrefix("swiftui-") ? "SwiftUI" : nil
            if let platform, !stubs.contains(platform) {
                stubs.append(platform)
                let files = try SourceFile.swiftFiles(in: Fixtures.directory.appendingPathComponent("PlatformStubs/\(platform)"))
                variants.append(PackageVariant(targetName: platform, testedModule: platform, sources: files, tests: [],
                                               languageMode: .v6, warningsAsErrors: true))
            }
            let spec = try Fixtures.spec(variant.module, in: specs)
            let sources = try SourceFile.swiftFiles(in: variant.sources) + [externalSource(of: spec)].compactMap { $0 }
            let tests = try SourceFile.swiftFiles(in: variant.tests) + driverTests(module: variant.module, style: variant.style)
            guard !tests.isEmpty else { throw GeneratedPackage.Problem("\(variant.path)/Tests has no .swift file") }
            for mode in [SwiftLanguageMode.v6, .v5] {
                var package = PackageVariant(targetName: variant.targetName(mode), testedModule: spec.appModule,
                                             sources: sources, tests: tests, languageMode: mode, warningsAsErrors: true)
                package.dependencies = platform.map { [$0] } ?? []
                package.proof = mode == .v6 ? .built : .fastProof
                // Variants of one module differing only in their tests (XCTest, Swift Testing) share one library.
                let library = [mode.rawValue] + package.dependencies + sources.flatMap { [$0.name, $0.text] }
                package.sharedLibrary = libraries[library]
                libraries[library] = libraries[library] ?? package.targetName
                variants.append(package)
            }
        }
        return variants
    }

    /// What is wrong with `run` for the golden targets; empty when each built
    /// in Swift 6 mode without a warning, listed tests of its framework, every
    /// test of the package ran and passed, and the fast proof compiled each in Swift 5 mode.
    static func problems(in run: GeneratedPackageRun, golden: [GoldenVariant]) -> [String] {
        var problems = proofProblems(in: run, golden: golden)
        guard run.build.status == 0 else { return problems + ["swift build failed:\n\(run.output)"] }
        let warnings = run.unexpectedWarnings
        if !warnings.isEmpty {
            problems.append("warnings:\n" + warnings.joined(separator: "\n"))
        }
        guard let listing = run.listing, listing.status == 0 else {
            return problems + ["swift test list failed:\n\(run.output)"]
        }
        let listed = run.listedTests
        for variant in golden {
            let target = variant.targetName(.v6) + "Tests"
            let tests = listed.filter { $0.target == target }
            if variant.variant.hasSuffix("-swift-testing"), !tests.contains(where: \.isSwiftTesting) {
                problems.append("\(variant.path) (\(target)) lists no Swift Testing test")
            } else if variant.variant.hasSuffix("-xctest"), !tests.contains(where: { !$0.isSwiftTesting }) {
                problems.append("\(variant.path) (\(target)) lists no XCTest test")
            } else if tests.isEmpty {
                problems.append("\(variant.path) (\(target)) lists no test")
            }
        }
        problems += testRunProblems(in: run, listed: listed)
        return problems
    }

    /// The Swift 5 half: every golden test target and the library it tests compiled by the fast proof, without a warning.
    static func proofProblems(in run: GeneratedPackageRun, golden: [GoldenVariant]) -> [String] {
        guard let proof = run.proof else { return ["no fast proof ran for the Swift 5 targets"] }
        // A test target is compiled only after the library it tests (its own, or a shared one).
        let missing = golden.map { $0.targetName(.v5) + "Tests" }.filter { !proof.proved.contains($0) }
        guard proof.result.status != 0 || !missing.isEmpty else { return [] }
        return ["the fast proof in Swift 5 mode did not compile \(missing.joined(separator: ", ")):\n\(proof.result.output)"]
    }

    /// The test run passed, and ran every listed test: XCTest's
    /// `Executed N tests, with 0 failures` (none skipped) and Swift Testing's
    /// `Test run with N tests ... passed`, N as many as listed.
    static func testRunProblems(in run: GeneratedPackageRun, listed: [ListedTest]) -> [String] {
        guard let test = run.test else { return ["swift test did not run:\n\(run.output)"] }
        let report = run.report
        var problems: [String] = []
        if test.status != 0 {
            problems.append("swift test exited with \(test.status):\n" + report.failureLines.joined(separator: "\n"))
        }
        let xctest = listed.filter { !$0.isSwiftTesting }.count
        let swiftTesting = listed.filter(\.isSwiftTesting).count
        if xctest + swiftTesting == 0 { problems.append("the package lists no test") }
        if xctest > 0, report.xctestExecuted != xctest || report.xctestFailures != 0 || report.xctestSkipped != 0 {
            problems.append("XCTest: \(xctest) tests listed; executed \(report.xctestExecuted.map(String.init) ?? "none"),"
                            + " skipped \(report.xctestSkipped.map(String.init) ?? "unknown"),"
                            + " failures \(report.xctestFailures.map(String.init) ?? "unknown")")
        }
        if swiftTesting > 0, report.swiftTestingTests != swiftTesting || report.swiftTestingPassed != true {
            problems.append("Swift Testing: \(swiftTesting) tests listed; the run reported "
                            + "\(report.swiftTestingTests.map(String.init) ?? "no count"), "
                            + (report.swiftTestingPassed == true ? "passed" : "not passed"))
        }
        if !problems.isEmpty { problems.append("output:\n\(run.output)") }
        return problems
    }
}

/// The golden modules, the seeds and the isolations' modules, built and tested
/// once per test process and shared by `GoldenModuleBuildTests`, the seed
/// compatibility tests and `IsolationBuildTests`.
enum SharedGoldenBuild {
    struct Outcome: Sendable {
        var golden: [GoldenVariant] = []
        /// Why there are no golden targets (no golden folders, a spec that does not load...).
        var goldenError: String?
        /// Why a seed has no target (its golden contract is missing...), by seed.
        var seedErrors: [String: String] = [:]
        /// Why the isolations' modules have no targets (`IsolationBuild`).
        var isolationError: String?
        var run: GeneratedPackageRun?
        var runError: String?
    }

    static let outcome: Outcome = build()

    private static func build() -> Outcome {
        var outcome = Outcome()
        var variants: [PackageVariant] = []
        do {
            outcome.golden = try GoldenModuleBuild.variants(under: GoldenModuleBuild.goldenRoot)
            variants = try GoldenModuleBuild.packageVariants(for: outcome.golden, specs: GoldenModuleBuild.specsRoot)
        } catch {
            outcome.goldenError = "\(error)"
        }
        for seed in SeedBuild.all {
            do {
                variants.append(try seed.variant(golden: GoldenModuleBuild.goldenRoot, specs: GoldenModuleBuild.specsRoot))
            } catch {
                outcome.seedErrors[seed.name] = "\(error)"
            }
        }
        do {
            variants += try IsolationBuild.packageVariants()
        } catch {
            outcome.isolationError = "\(error)"
        }
        guard !variants.isEmpty, let swift = SwiftToolchain.swiftOnPath() else { return outcome }
        do {
            let run = try GeneratedPackage(name: "ArchGenGoldenModules", variants: variants).buildAndTest(swift: swift)
            print("ArchGenGoldenModules (\(variants.count) targets + tests): \(run.timings)")
            outcome.run = run
        } catch {
            outcome.runError = "\(error)"
        }
        return outcome
    }
}

private func subfolders(of folder: URL) throws -> [URL] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw GeneratedPackage.Problem("\(folder.path) is not a folder")
    }
    // Resolved first: corelibs Foundation lists a symlink to a folder as empty.
    return try FileManager.default.contentsOfDirectory(at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isDirectoryKey])
        .filter { !$0.lastPathComponent.hasPrefix(".") && (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
}
