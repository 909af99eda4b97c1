import Foundation
import TestSupport
import XCTest

/// The golden modules (`Tests/Fixtures/Golden/<style>/<Module>/<variant>/`)
/// build in a real SwiftPM package in Swift 6 mode, warnings as errors, and
/// their tests pass under `swift test`; in Swift 5 mode, the compiler proves
/// them and their tests, as archgen's fast proof does (`GoldenModuleBuild`).
final class GoldenModuleBuildTests: XCTestCase {
    func testGoldenModulesBuildInSwift6AndSwift5AndTheirTestsPass() throws {
        _ = try SwiftToolchain.requireSwift()
        let outcome = SharedGoldenBuild.outcome
        if let error = outcome.goldenError { return XCTFail(error) }
        if let error = outcome.runError { return XCTFail(error) }
        let run = try XCTUnwrap(outcome.run)
        let problems = GoldenModuleBuild.problems(in: run, golden: outcome.golden)
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n\n"))
    }

    /// The harness itself, on a hand-written module laid out as a golden tree:
    /// an XCTest variant and a Swift Testing variant, with an external
    /// declaration from the spec, built and tested in Swift 6 mode and proved in Swift 5 mode.
    func testTheHarnessBuildsAHandWrittenGoldenTree() throws {
        let swift = try SwiftToolchain.requireSwift()
        let scratch = try ScratchDirectory()
        try scratch.write("Specs/Tiny.archgen", """
            module: Tiny
            platform: none
            external:
              - protocol Clock { func now() -> Int }
            view:
              - show(count: Int)
            """)
        for variant in ["none-xctest", "none-swift-testing"] {
            try scratch.write("Golden/viper/Tiny/\(variant)/Sources/TinyPresenter.swift", Self.tinySource)
        }
        try scratch.write("Golden/viper/Tiny/none-xctest/Tests/TinyPresenterTests.swift", Self.tinyXCTest)
        try scratch.write("Golden/viper/Tiny/none-swift-testing/Tests/TinyPresenterTests.swift", Self.tinySwiftTesting)

        let golden = try GoldenModuleBuild.variants(under: scratch.url.appendingPathComponent("Golden"))
        XCTAssertEqual(golden.map(\.path), ["viper/Tiny/none-swift-testing", "viper/Tiny/none-xctest"])
        let variants = try GoldenModuleBuild.packageVariants(for: golden, specs: scratch.url.appendingPathComponent("Specs"))
        XCTAssertEqual(variants.map(\.targetName), [
            "Tiny_viper_none_swift_testing_swift6", "Tiny_viper_none_swift_testing_swift5",
            "Tiny_viper_none_xctest_swift6", "Tiny_viper_none_xctest_swift5",
        ])
        let run = try GeneratedPackage(name: "ArchGenHarnessSelfTest", variants: variants).buildAndTest(swift: swift)
        print("ArchGenHarnessSelfTest: \(run.timings)")
        let problems = GoldenModuleBuild.problems(in: run, golden: golden)
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n\n"))
        XCTAssertEqual(run.report.xctestExecuted, 1, run.output)
        XCTAssertEqual(run.report.swiftTestingTests, 1, run.output)
        XCTAssertEqual(Set(run.listedTests.map { "\($0.target).\($0.name)" }), [
            "Tiny_viper_none_xctest_swift6Tests.TinyPresenterTests/testRefreshShowsTheTime",
            "Tiny_viper_none_swift_testing_swift6Tests.TinyPresenterTests/refreshShowsTheTime()",
        ])
        // The two variants' sources are the same: the XCTest variant's tests test the Swift Testing variant's library.
        XCTAssertEqual(variants.map(\.sharedLibrary), [nil, nil, "Tiny_viper_none_swift_testing_swift6", "Tiny_viper_none_swift_testing_swift5"])
        XCTAssertEqual(run.proof?.proved, [
            "Tiny_viper_none_swift_testing_swift5", "Tiny_viper_none_swift_testing_swift5Tests", "Tiny_viper_none_xctest_swift5Tests",
        ], run.output)

        // A warning only Swift 5 mode sees fails the Swift 5 proof, and is named.
        let warning = "\n#if !swift(>=6)\nfunc unusedResult() { let unused = 1 }\n#endif\n"
        for variant in golden where variant.variant == "none-xctest" {
            let failing = try GoldenModuleBuild.packageVariants(for: [variant], specs: scratch.url.appendingPathComponent("Specs"))
                .map { package in
                    var package = package
                    package.sources[0].text += package.languageMode == .v5 ? warning : ""
                    return package
                }
            let proof = try GeneratedPackageFastProof(variants: failing, packageName: "ArchGenHarnessSelfTest")
                .run(swift: swift, in: scratch.url.appendingPathComponent("fast-proof"))
            XCTAssertEqual(proof.result.status, 1, proof.result.output)
            XCTAssertEqual(proof.proved, [], proof.result.output)
            XCTAssertTrue(proof.result.output.contains("error: initialization of immutable value 'unused' was never used"),
                          proof.result.output)
        }
    }

    private static let tinySource = """
        import Foundation

        @MainActor
        protocol TinyView: AnyObject {
            func show(count: Int)
        }

        @MainActor
        final class TinyPresenter {
            weak var view: (any TinyView)?
            private let clock: any Clock

            init(clock: any Clock) {
                self.clock = clock
            }

            func refresh() {
                view?.show(count: clock.now())
            }
        }

        """

    private static let tinyXCTest = """
        import XCTest
        @testable import Tiny

        // Async: on Linux, XCTest's test discovery crashes on a synchronous
        // main-actor test method ("Could not cast value of type ... @MainActor () -> ()").
        @MainActor
        final class TinyPresenterTests: XCTestCase {
            func testRefreshShowsTheTime() async {
                let view = TinyViewSpy()
                let sut = TinyPresenter(clock: FixedClock())
                sut.view = view
                sut.refresh()
                XCTAssertEqual(view.shown, [42])
            }
        }

        """ + tinyDoubles

    private static let tinySwiftTesting = """
        import Testing
        @testable import Tiny

        @MainActor
        struct TinyPresenterTests {
            @Test func refreshShowsTheTime() {
                let view = TinyViewSpy()
                let sut = TinyPresenter(clock: FixedClock())
                sut.view = view
                sut.refresh()
                #expect(view.shown == [42])
            }
        }

        """ + tinyDoubles

    /// The test doubles both test files use.
    private static let tinyDoubles = """
        private struct FixedClock: Clock {
            func now() -> Int { 42 }
        }

        @MainActor
        private final class TinyViewSpy: TinyView {
            var shown: [Int] = []
            func show(count: Int) { shown.append(count) }
        }

        """
}
