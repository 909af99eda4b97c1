import Foundation
import TestSupport
import XCTest

/// The starter spec `new` writes holds only the lists its style accepts:
/// MVVM's has no interactor or output, so `new X --style mvvm` works.
final class StarterSpecStyleTests: XCTestCase {
    func testTheStarterSpecOfEveryBuiltInStyleIsValid() throws {
        let scratch = try ScratchDirectory()
        for style in ["viper", "viper-s", "vip", "mvvm"] {
            let module = "Screen" + style.filter(\.isLetter).uppercased()
            let result = try BinaryRunner.run(["new", module, "--style", style, "--no-build"], in: scratch.url)
            XCTAssertEqual(result.status, 0, style + ": " + result.standardError)
        }
        let mvvm = try String(contentsOf: scratch.url.appendingPathComponent("ScreenMVVM.archgen"), encoding: .utf8)
        XCTAssertFalse(mvvm.contains("interactor:"), mvvm)
        XCTAssertFalse(mvvm.contains("output:"), mvvm)
        XCTAssertTrue(mvvm.contains("events:        # view -> presenter: user and lifecycle events\n  - refresh()\nroutes:"), mvvm)
    }
}
