import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// Inputs that the fuzzers and the timing of large inputs found slow or wrong,
/// kept so they stay fixed (see scripts/fuzz and the README's Testing section).
final class FuzzRegressionTests: XCTestCase {
    /// Loads `text`, failing if that takes over `seconds` of processor time;
    /// returns the first error's message.
    private func load(_ text: String, within seconds: Double = 3, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let bytes = Array(text.utf8)
        XCTAssertLessThanOrEqual(bytes.count, SpecLimits.maximumFileSize, file: file, line: line)
        let start = WorkBudget()
        let result = SpecLoader().load(bytes: bytes, path: "Big.archgen")
        XCTAssertLessThan(start.spent, seconds, file: file, line: line)
        return result.errors.first?.message
    }

    /// A scalar folded over 60,000 lines was built by `append(contentsOf:)`, which
    /// copies the whole text each time: a 750 kB quoted string took 4.5 s in a
    /// release build (quadratic). Now each takes a few hundredths of a second.
    func testLongMultiLineScalarsAreLinear() {
        let lines = 60_000
        let cases = [
            "doc: \"" + String(repeating: "  word\\t word \n", count: lines) + "  \"\n",
            "doc: '" + String(repeating: "  word'' word \n", count: lines) + "  '\n",
            "doc: |\n" + String(repeating: "  word word\n", count: lines),
            "doc: >\n" + String(repeating: "  word word\n\n", count: lines),
            "doc: word\n" + String(repeating: "  word word\n", count: lines),
            "doc: \"" + String(repeating: "  word word\n", count: lines),
        ]
        let messages = cases.map { load("module: Big\n" + $0) }
        XCTAssertEqual(messages, [
            "unknown key 'doc'", "unknown key 'doc'", "unknown key 'doc'", "unknown key 'doc'", "unknown key 'doc'",
            "unterminated double-quoted string",
        ])
    }

    /// Found by `scripts/fuzz declaration` (`sqnchronize&()rethrows -> Bool`): a function type
    /// in a composition printed as `sqnchronize & (() rethrows -> Bool)`, which reads back as
    /// another type. Swift combines only protocols and classes with '&'; so does archgen.
    func testAFunctionTypeCannotBeCombinedWithAmpersand() {
        for (text, offset) in [("sqnchronize&()rethrows -> Bool", 12), ("() -> Void & P", -1), ("P & Q & (Int) -> Void", 8)] {
            do {
                let type = try DeclarationParser.parseType(text)
                XCTAssertEqual(offset, -1, "\(text) parsed as \(type)")
                XCTAssertEqual(try DeclarationParser.parseType(type.description), type, "\(text) prints as \(type.description)")
            } catch {
                XCTAssertEqual(error.message, "a function type cannot be combined with '&'", text)
                XCTAssertEqual(error.offset, offset, text)
                XCTAssertEqual(error.hint, "'&' combines protocols and classes; a function taking or returning a composition puts it in parentheses: '(A & B) -> C'")
            }
        }
    }

    /// Found by `scripts/fuzz declaration` (`` @`a\0aVas`ttta ``): an attribute named in backticks
    /// (holding a NUL) printed back without them. An attribute's name is a plain word.
    func testAnAttributeNameIsAPlainWord() {
        for text in ["@`a\0aVas`ttta", "@`MainActor` func f()", "f(x: @`escaping` () -> Void)"] {
            let offset = text.utf8.count - text.drop { $0 != "@" }.dropFirst().utf8.count
            XCTAssertThrowsError(try DeclarationParser.parseMember(text), text) { error in
                let error = error as? DeclarationError
                XCTAssertEqual(error?.message, "expected an attribute name after '@'", text)
                XCTAssertEqual(error?.offset, offset, text)
            }
        }
        XCTAssertEqual(try DeclarationParser.parseMember("@MainActor func f()").description, "@MainActor func f()")
    }

    /// 20,000 items of one YAML sequence read in linear time.
    func testLongYAMLInputIsLinear() throws {
        var text = "items:\n"
        for index in 0..<20_000 { text += "  - item\(index)(value: [Int], other: \"a # b\") # comment\n" }
        let started = WorkBudget()
        let node = try YAMLTestSupport.parse(text)
        XCTAssertLessThan(started.spent, 5)
        guard case .mapping(let pairs)? = node?.value, case .sequence(let items) = pairs[0].value.value else {
            return XCTFail("unexpected tree")
        }
        XCTAssertEqual(items.count, 20_000)
    }
}
