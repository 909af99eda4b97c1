import ArchGenSource
import XCTest

/// Casing's ASCII fast path and its Unicode path give the names Swift code expects.
final class CasingTests: XCTestCase {
    func testLowerFirst() {
        let cases: [(String, String)] = [
            ("FetchItems", "fetchItems"), ("URLLoader", "urlLoader"), ("ID", "id"), ("A", "a"), ("signIn", "signIn"),
            ("", ""), ("_Private", "_Private"), ("9Lives", "9Lives"), ("HTTPRequest2", "httpRequest2"),
            ("ÉtatCivil", "étatCivil"), ("ÜBERSicht", "überSicht"), ("Straße", "straße"), ("ÅÄÖ", "åäö"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(Casing.lowerFirst(text), expected, text)
        }
    }

    func testUpperFirst() {
        let cases: [(String, String)] = [
            ("signIn", "SignIn"), ("SignIn", "SignIn"), ("", ""), ("_x", "_x"), ("1st", "1st"), ("a", "A"),
            ("état", "État"), ("ölFilter", "ÖlFilter"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(Casing.upperFirst(text), expected, text)
        }
    }

    /// A view factory is `makeUI`, not `makeUi` (Swift's API design guidelines case acronyms uniformly).
    func testUpperWordCasesAnAcronymWhole() {
        let cases: [(String, String)] = [("ui", "UI"), ("url", "URL"), ("id", "ID"), ("view", "View"), ("uiView", "UiView"), ("", "")]
        for (word, expected) in cases {
            XCTAssertEqual(Casing.upperWord(word), expected, word)
        }
    }
}
