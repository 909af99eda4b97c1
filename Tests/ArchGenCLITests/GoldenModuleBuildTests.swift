import Foundation
import TestSupport
import XCTest

/// The golden modules (`Tests/Fixtures/Golden/<style>/<Module>/<variant>/`)
/// build in a real SwiftPM package in Swift 6 and Swift 5 mode, warnings as
/// errors, and their tests pass under `swift test`.
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
    /// declaration from the spec, in Swift 6 and Swift 5 mode.
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
        XCTAssertEqual(run.report.xctestExecuted, 2, run.output)
        XCTAssertEqual(run.report.swiftTestingTests, 2, run.output)
        XCTAssertEqual(Set(run.listedTests.map { "\($0.target).\($0.name)" }), [
            "Tiny_viper_none_xctest_swift6Tests.TinyPresenterTests/testRefreshShowsTheTime",
            "Tiny_viper_none_xctest_swift5Tests.TinyPresenterTests/testRefreshShowsTheTime",
            "Tiny_viper_none_swift_testing_swift6Tests.TinyPresenterTests/refreshShowsTheTime()",
            "Tiny_viper_none_swift_testing_swift5Tests.TinyPresenterTests/refreshShowsTheTime()",
        ])
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
