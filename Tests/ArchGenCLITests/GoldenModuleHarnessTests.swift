import Foundation
import TestSupport
import XCTest

/// The golden build's harness (`GoldenModuleBuild`) without a build: a tree without golden
/// module folders is an error, never a skip.
final class GoldenModuleHarnessTests: XCTestCase {
    func testNoGoldenFoldersIsAnErrorNotASkip() throws {
        let scratch = try ScratchDirectory()
        XCTAssertThrowsError(try GoldenModuleBuild.variants(under: scratch.url)) { error in
            XCTAssertEqual("\(error)", "no golden module folders (<style>/<Module>/<variant>/) under \(scratch.url.path)")
        }
        XCTAssertThrowsError(try GoldenModuleBuild.variants(under: scratch.url.appendingPathComponent("Golden")))
        try scratch.write("Golden/viper/SignIn/README.md", "a module folder without variant folders")
        XCTAssertThrowsError(try GoldenModuleBuild.variants(under: scratch.url.appendingPathComponent("Golden")))
    }
}
