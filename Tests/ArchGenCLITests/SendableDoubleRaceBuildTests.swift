import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// The mock of a `Sendable` service is thread-safe in fact: the Gallery
/// golden module (VIPER), with its hand-written double drivers, built and
/// tested under ThreadSanitizer. Its drivers call `PhotoStoreMock` ten times
/// from each of 1,000 concurrent tasks and the view spy's `nonisolated`
/// requirement from 100, and check every count; ThreadSanitizer must report
/// no race. (The unlocked mocks archgen wrote before lost about one call in
/// ten there, and ThreadSanitizer reported races.)
final class SendableDoubleRaceBuildTests: XCTestCase {
    func testTheGalleryDoublesPassTheirTestsUnderThreadSanitizer() throws {
        #if os(Linux) || os(macOS)
        let swift = try SwiftToolchain.requireSwift()
        let golden = try XCTUnwrap(try GoldenModuleBuild.variants(under: GoldenModuleBuild.goldenRoot)
            .first { $0.path == "viper/Gallery/none-xctest" })
        let variant = try XCTUnwrap(try GoldenModuleBuild.packageVariants(for: [golden], specs: GoldenModuleBuild.specsRoot)
            .first { $0.languageMode == .v6 })
        let run = try GeneratedPackage(name: "ArchGenRaceCheck", variants: [variant])
            .buildAndTest(swift: swift, sanitizer: "thread")
        print("ArchGenRaceCheck: \(run.timings)")
        XCTAssertTrue(run.succeeded, run.output)
        XCTAssertFalse(run.output.contains("WARNING: ThreadSanitizer"), run.output)
        XCTAssertTrue(run.report.passed("GalleryDoubleTests", "testServiceMockRecordsEveryCallFromAThousandConcurrentTasks",
                                        module: variant.testTargetName), run.output)
        XCTAssertTrue(run.report.passed("GalleryDoubleTests", "testViewDoubleRecordsNonisolatedCallsFromOtherTasks",
                                        module: variant.testTargetName), run.output)
        #endif
    }
}
