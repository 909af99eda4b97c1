import TestSupport
import XCTest
@testable import ArchGenSpec

/// Thousands of deterministic random and mutated fragments: every entry point must
/// return or throw a `DeclarationError` with an offset inside the text, never crash or hang;
/// what parses as a member or a type must print to text that parses back to the same AST.
final class DeclarationFuzzTests: XCTestCase {

    private static let corpus = DeclarationSeedTests.seedMembers + [
        "load<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T where T: Sendable",
        "fetchMovies(completion: @escaping (Result<[Movie], Error>) -> Void)",
        "log(_ items: Any..., separator: String = \" \", terminator: String = \"\\(x)\\n\")",
        "@available(iOS 15, *) @MainActor nonisolated static func make() -> some View",
        "validate() throws(ValidationError) -> (ok: Bool, errors: [String: [Int]]?)",
        "var photos: [Photo] { get async throws }",
        "protocol P: AnyObject { func a(); var b: Int { get set } }",
        "enum SignInErrorCodes: Error { case empty, tooLong }",
        "Item(name: String, enabled: Bool, date: Date)",
        "(name: String?, isSaveEnabled: Bool, isGreetEnabled: Bool)",
    ]

    private static let alphabet = Array(
        "abcXYZ_09 ()[]{}<>,:;.=&?!@#`\"\\-+*/%|^~$\u{0}\t\néß😀\u{301}\u{200B}".unicodeScalars)
    private static let words = [
        "func", "var", "let", "init", "subscript", "class", "static", "async", "throws", "rethrows", "->", "...",
        "inout", "some", "any", "where", "@escaping", "(", ")", "[", "]", "<", ">", ":", ",", "{", "}", "get", "set",
        "T", "Int", "String?", "`x`", "\"s\"", "=", "_", ".Type", "&", "!", "?", "protocol", "struct", "enum",
    ]

    /// Returns whether `text` parsed as a member.
    @discardableResult
    private func check(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let length = text.unicodeScalars.count
        func inRange(_ error: DeclarationError) {
            XCTAssertTrue((0...length).contains(error.offset), "offset \(error.offset) outside \(text.debugDescription)", file: file, line: line)
            XCTAssertFalse(error.message.isEmpty, file: file, line: line)
        }
        var parsedAsMember = false
        do {
            let member = try DeclarationParser.parseMember(text)
            parsedAsMember = true
            do {
                let reparsed = try DeclarationParser.parseMember(member.description)
                XCTAssertEqual(reparsed, member, "\(text.debugDescription) → \(member)", file: file, line: line)
            } catch {
                XCTFail("\(text.debugDescription) → \(member) does not parse: \(error.message)", file: file, line: line)
            }
        } catch { inRange(error) }
        do {
            let type = try DeclarationParser.parseType(text)
            XCTAssertEqual(try? DeclarationParser.parseType(type.description), type, "\(text.debugDescription) → \(type)", file: file, line: line)
        } catch { inRange(error) }
        do { _ = try DeclarationParser.parseEntity(text) } catch { inRange(error) }
        do { _ = try DeclarationParser.parseFieldList(text) } catch { inRange(error) }
        return parsedAsMember
    }

    func testRandomScalarStrings() {
        var generator = SeededGenerator(seed: 0xA7C6_E5)
        for _ in 0..<1500 {
            let length = Int.random(in: 0...40, using: &generator)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length { scalars.append(Self.alphabet.randomElement(using: &generator)!) }
            check(String(scalars))
        }
    }

    func testTokenSoup() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<1500 {
            let count = Int.random(in: 0...14, using: &generator)
            let separator = Bool.random(using: &generator) ? " " : ""
            check((0..<count).map { _ in Self.words.randomElement(using: &generator)! }.joined(separator: separator))
        }
    }

    func testMutatedValidFragments() {
        var generator = SeededGenerator(seed: 2024)
        var parsed = 0
        for _ in 0..<2500 {
            var scalars = Array(Self.corpus.randomElement(using: &generator)!.unicodeScalars)
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let position = Int.random(in: 0...scalars.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0 where position < scalars.count: scalars.remove(at: position)
                case 1: scalars.insert(Self.alphabet.randomElement(using: &generator)!, at: position)
                case 2: scalars = Array(scalars[..<position])
                default:
                    let word = Self.words.randomElement(using: &generator)!
                    scalars.insert(contentsOf: word.unicodeScalars, at: position)
                }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            if check(String(view)) { parsed += 1 }
        }
        // Enough mutants still parse for the print-and-reparse property to be exercised.
        XCTAssertGreaterThan(parsed, 250)
    }

    func testPathologicalInputs() {
        for text in [
            String(repeating: "(", count: 10_000), String(repeating: "<", count: 10_000), String(repeating: "[", count: 10_000),
            String(repeating: "f(x: ", count: 2_000), String(repeating: "@a(", count: 2_000), String(repeating: "\"\\(", count: 5_000),
            String(repeating: "() -> ", count: 5_000) + "Void", "f(x: Int" + String(repeating: "?", count: 10_000) + ")",
            "f(x: " + String(repeating: "A.", count: 10_000) + "B)", String(repeating: "static ", count: 5_000) + "func f()",
            "protocol P { " + String(repeating: "func a(); ", count: 2_000) + "}", String(repeating: "/*", count: 3_000),
            "`", "\"", "#\"", "\"\"\"", "f(x: Int = #\"a\"#)", "\u{0}", "\u{FEFF}f()",
        ] {
            check(text)
        }
    }
}
