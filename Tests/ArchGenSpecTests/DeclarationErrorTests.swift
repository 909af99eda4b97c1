import ArchGenSource
import XCTest
@testable import ArchGenSpec

/// Error messages and offsets, verbatim: the spec loader shows them with a caret at `offset`.
final class DeclarationErrorTests: XCTestCase {
    private func assertMemberError(
        _ text: String, _ message: String, at offset: Int, hint: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do {
            let member = try DeclarationParser.parseMember(text)
            XCTFail("\(text) parsed as \(member)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.message, message, text, file: file, line: line)
            XCTAssertEqual(error.offset, offset, text, file: file, line: line)
            if let hint { XCTAssertEqual(error.hint, hint, text, file: file, line: line) }
        }
    }

    func testEmptyInput() {
        assertMemberError("", "expected a member declaration", at: 0)
        assertMemberError("   ", "expected a member declaration", at: 3)
    }

    func testUnbalancedBrackets() {
        assertMemberError("signIn(username: String", "expected ')' to close the parameter list", at: 6)
        assertMemberError("signIn(username: [String)", "expected ']' to close the array type", at: 17)
        assertMemberError("f(a: Int]", "expected ')' to close the parameter list", at: 1)
        assertMemberError("fetch(completion: @escaping (Result<[Movie], Error>) -> Void",
                          "expected ')' to close the parameter list", at: 5)
        assertMemberError("load(x: Result<Int, Error)", "expected '>' to close the generic argument list", at: 14)
        assertMemberError("f<T(x: T)", "expected ',' or '>' in the generic parameter list", at: 3)
        assertMemberError("var x: Int { get", "expected '}' to close the accessor block", at: 11)
        assertMemberError("@available(iOS 15, * func f()", "expected ')' to close the attribute's arguments", at: 10)
        assertMemberError("((((((", "expected a method name", at: 0)
    }

    func testMissingTypes() {
        assertMemberError("signIn(username: )", "expected a type after ':'", at: 17)
        assertMemberError("signIn(username:", "expected a type after ':'", at: 16)
        assertMemberError("signIn(username)", "missing ':' and a type for parameter 'username'", at: 15)
        assertMemberError("set(_ value, forKey key: String)", "missing ':' and a type for parameter 'value'", at: 11)
        assertMemberError("f() ->", "expected a return type after '->'", at: 6)
        assertMemberError("var x", "missing ':' and a type for property 'x'", at: 5)
        assertMemberError("f(x: [Int: ])", "expected a value type after ':'", at: 11)
        assertMemberError("f(a: Int = )", "expected a default value after '='", at: 11)
    }

    func testTrailingGarbage() {
        assertMemberError("signIn(username: String) x", "unexpected 'x' after the declaration", at: 25)
        assertMemberError("signIn(username: String))", "unexpected ')' after the declaration", at: 24)
        assertMemberError("f(x: Int) async async", "unexpected 'async' after the declaration", at: 16)
        assertMemberError("f() \"s\"", "unexpected string literal after the declaration", at: 4)
        assertMemberError("signIn(username: String) {}", "a method requirement has no body", at: 25, hint: "remove the body '{ ... }'")
    }

    func testInvalidIdentifiers() {
        assertMemberError("2fa()", "'2fa' is not a valid identifier", at: 0, hint: "a name starts with a letter or '_'")
        assertMemberError("sign-in(username: String)", "'sign-in' is not a valid identifier", at: 0)
        assertMemberError("`foo bar`()", "'foo bar' is not a valid identifier", at: 0)
        assertMemberError("f(user-name: String)", "expected ':' after the parameter name 'user'", at: 6)
        assertMemberError("$0()", "'$0' is not a valid identifier", at: 0)
        assertMemberError("`", "unterminated backtick", at: 0)
        assertMemberError("f(x: String = \"abc)", "unterminated string literal", at: 14)
    }

    func testKeywordsAsNames() {
        assertMemberError("class()", "'class' is a keyword and cannot be a method name", at: 0,
                          hint: "write `class` in backticks to use it as a name")
        assertMemberError("func default()", "'default' is a keyword and cannot be a method name", at: 5)
        assertMemberError("f(for in: Int)", "'in' is a keyword and cannot be a parameter name", at: 6)
        assertMemberError("var where: Int { get }", "'where' is a keyword and cannot be a property name", at: 4)
        assertMemberError("f(inout x: Int)", "'inout' goes before the parameter's type", at: 2, hint: "write 'name: inout Type'")
        assertMemberError("f(var x: Int)", "'var' cannot be used as an argument label", at: 2)
        assertMemberError("f(x: func)", "expected a type, found the keyword 'func'", at: 5)
    }

    func testShapesThatAreNotMembers() {
        assertMemberError("signIn", "expected '(' after the method name 'signIn'", at: 6,
                          hint: "a method without parameters is written 'signIn()'")
        assertMemberError("name: String", "expected '(' after the method name 'name'", at: 4,
                          hint: "a property is written 'var name: Type { get }'")
        assertMemberError("subscript(index: Int) -> Item", "subscripts are not supported as members", at: 0)
        assertMemberError("struct S {}", "'struct' declarations are not supported as members", at: 0)
        assertMemberError("func ==(a: Int, b: Int) -> Bool", "operator declarations are not supported as members", at: 5)
        assertMemberError("init() -> Int", "an initializer cannot have a return type", at: 7)
        assertMemberError("var x(a: Int): Int", "a property cannot have parameters", at: 5)
        assertMemberError("var x: Int { set }", "a property requirement needs a 'get'", at: 13)
        assertMemberError("var x: Int = 3", "a property requirement cannot have an initial value", at: 11)
        assertMemberError("let x: Int { get }", "a 'let' property cannot have accessors", at: 11)
        assertMemberError("var x: Int { get async set }", "a property with 'async' or 'throws' cannot have a setter", at: 23)
        assertMemberError("fetch() throws async", "'async' must precede 'throws'", at: 15, hint: "write 'async throws'")
        assertMemberError("f(x: (a: Int) -> Void)", "function types cannot have argument labels", at: 6)
        assertMemberError("@MainActor", "expected a declaration after the modifiers", at: 10)
        assertMemberError("@", "expected an attribute name after '@'", at: 1)
    }

    func testOffsetsCountUnicodeScalars() {
        // "é" written as e + combining acute is two scalars.
        assertMemberError("caf\u{0065}\u{0301}(x: Int) ]", "unexpected ']' after the declaration", at: 14)
        assertMemberError("f(😀: Int)", "expected a parameter name", at: 2)
    }

    func testDepthLimit() {
        let deep = "f(x: " + String(repeating: "(", count: 500) + "Int" + String(repeating: ")", count: 500) + ")"
        assertMemberError(deep, "the declaration is nested too deeply", at: 5 + SpecLimits.maximumDeclarationNesting)
        let generics = "f(x: " + String(repeating: "A<", count: 300) + "Int" + String(repeating: ">", count: 300) + ")"
        XCTAssertThrowsError(try DeclarationParser.parseMember(generics))
        let strings = "f(x: String = " + String(repeating: "\"\\(", count: 3000) + ")"
        XCTAssertThrowsError(try DeclarationParser.parseMember(strings))
    }
}
