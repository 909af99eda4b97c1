import ArchGenSource
import XCTest

/// `[UInt8].isUTF8(of:)`: a file's bytes against a rendered text.
final class UTF8ComparisonTests: XCTestCase {
    func testTheSameBytesAreTheTextsUTF8() {
        XCTAssertTrue(Array("import UIKit\n".utf8).isUTF8(of: "import UIKit\n"))
        XCTAssertTrue(Array("Café — ✓\n".utf8).isUTF8(of: "Café — ✓\n"))
        XCTAssertTrue([UInt8]().isUTF8(of: ""))
        // A string that is not native contiguous UTF-8 to begin with.
        XCTAssertTrue(Array("ab".utf8).isUTF8(of: String(decoding: [0x61, 0x62] as [UInt16], as: UTF16.self)))
    }

    func testOtherBytesAreNot() {
        XCTAssertFalse(Array("import UIKit\n".utf8).isUTF8(of: "import UIKit"), "shorter")
        XCTAssertFalse(Array("import UIKit".utf8).isUTF8(of: "import UIKit\n"), "longer")
        XCTAssertFalse(Array("import UIKis\n".utf8).isUTF8(of: "import UIKit\n"), "one byte differs")
        XCTAssertFalse([UInt8]().isUTF8(of: "a"))
        XCTAssertFalse(Array("a".utf8).isUTF8(of: ""))
        XCTAssertFalse([0xC3].isUTF8(of: "\u{FFFD}"), "invalid UTF-8 is not its replacement")
    }
}
