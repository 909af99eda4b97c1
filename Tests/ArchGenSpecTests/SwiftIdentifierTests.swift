import ArchGenSpec
import XCTest

/// Keywords and escaping: every reserved keyword is one, whatever its length
/// and first letter; names that only share a keyword's length or initial are not.
final class SwiftIdentifierTests: XCTestCase {
    func testEveryReservedKeywordIsAKeyword() {
        for keyword in SwiftIdentifier.reservedKeywords {
            XCTAssertTrue(SwiftIdentifier.isKeyword(keyword), keyword)
        }
    }

    func testNamesThatAreNotKeywords() {
        for name in ["", "a", "ifx", "iff", "In", "any", "self_", "username", "precedencegroups", "associatedtypes", "é", "Ω", "_"] {
            XCTAssertFalse(SwiftIdentifier.isKeyword(name), name)
        }
    }

    /// ASCII names are judged by their bytes, others by their scalars: both agree with Swift's rules.
    func testIdentifiers() {
        for name in ["a", "_", "_1", "signIn", "URL2", "Ω", "café", "名前", "a\u{301}", "x_é9"] {
            XCTAssertTrue(SwiftIdentifier.isIdentifier(name), name)
        }
        for name in ["", "1a", "9", "a-b", "a b", "\u{301}a", "é-", "-é", "a.b", "$0"] {
            XCTAssertFalse(SwiftIdentifier.isIdentifier(name), name)
        }
    }

    func testEscaping() {
        XCTAssertEqual(SwiftIdentifier.escaped("default"), "`default`")
        XCTAssertEqual(SwiftIdentifier.escaped("Self"), "`Self`")
        XCTAssertEqual(SwiftIdentifier.escaped("username"), "username")
        XCTAssertTrue(SwiftIdentifier.needsBackticks("in"))
        XCTAssertFalse(SwiftIdentifier.needsBackticks("open"))  // contextual: Swift accepts it as a name
    }
}
