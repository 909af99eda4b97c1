import XCTest
@testable import ArchGenSpec

final class DeclarationTypeTests: XCTestCase {
    private func nominal(_ names: String...) -> TypeSyntax { .nominal(names.map { NominalComponent(name: $0) }) }

    private func assertReprint(_ text: String, _ expected: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let type = try DeclarationParser.parseType(text)
            XCTAssertEqual(type.description, expected ?? text, file: file, line: line)
        } catch {
            XCTFail("\(text): \(error)", file: file, line: line)
        }
    }

    func testTypeStructures() throws {
        XCTAssertEqual(try DeclarationParser.parseType("[String: Int]?"),
                       .optional(.dictionary(key: nominal("String"), value: nominal("Int"))))
        XCTAssertEqual(try DeclarationParser.parseType("Main.UserInfo.Request"), nominal("Main", "UserInfo", "Request"))
        XCTAssertEqual(try DeclarationParser.parseType("T.Type"), .metatype(nominal("T"), kind: "Type"))
        XCTAssertEqual(try DeclarationParser.parseType("P.Protocol"), .metatype(nominal("P"), kind: "Protocol"))
        XCTAssertEqual(try DeclarationParser.parseType("A & B"), .composition([nominal("A"), nominal("B")]))
        XCTAssertEqual(try DeclarationParser.parseType("some Collection"), .opaque(nominal("Collection")))
        XCTAssertEqual(try DeclarationParser.parseType("any Error"), .existential(nominal("Error")))
        XCTAssertEqual(try DeclarationParser.parseType("()"), .tuple([]))
        XCTAssertEqual(try DeclarationParser.parseType("(Int)"), .tuple([TupleTypeElement(type: nominal("Int"))]))
        XCTAssertEqual(try DeclarationParser.parseType("(name: String, age: Int)"), .tuple([
            TupleTypeElement(label: "name", type: nominal("String")), TupleTypeElement(label: "age", type: nominal("Int")),
        ]))
        XCTAssertEqual(try DeclarationParser.parseType("NetworkDataFetcherResponse!"), .implicitlyUnwrapped(nominal("NetworkDataFetcherResponse")))
        XCTAssertEqual(try DeclarationParser.parseType("@escaping @Sendable (Int) async throws -> String"), .attributed(
            attributes: ["@escaping", "@Sendable"],
            .function(FunctionTypeSyntax(
                parameters: [TupleTypeElement(type: nominal("Int"))], isAsync: true, throwsClause: .untyped,
                returnType: nominal("String")))))
        XCTAssertEqual(try DeclarationParser.parseType("(inout Int, String...) -> Void"), .function(FunctionTypeSyntax(
            parameters: [TupleTypeElement(type: nominal("Int"), isInout: true), TupleTypeElement(type: nominal("String"), isVariadic: true)],
            returnType: nominal("Void"))))
        XCTAssertEqual(try DeclarationParser.parseType("`Type`"), nominal("Type"))
    }

    /// `(_ success: Bool, _ error: Error?) -> Void`: the parameter names are kept for a closure
    /// answering it (`{ success, error in }`), but are not part of the type.
    func testAFunctionTypesParameterNamesAreKeptOutsideItsIdentity() throws {
        guard case .function(let function) = try DeclarationParser.parseType("(_ success: Bool, _ `default`: Int, String) -> Void")
        else { return XCTFail("not a function type") }
        XCTAssertEqual(function.parameters.map(\.name), ["success", "default", nil])
        XCTAssertEqual(try DeclarationParser.parseType("(_ success: Bool) -> Void"), try DeclarationParser.parseType("(Bool) -> Void"))
    }

    func testCanonicalPrinting() {
        assertReprint("[String: Int]?")
        assertReprint("(Result<[Item], Error>) -> Void")
        assertReprint("@escaping @Sendable (Int) async throws -> String")
        assertReprint("some Collection")
        assertReprint("any Error")
        assertReprint("T.Type")
        assertReprint("A & B")
        assertReprint("(name: String, age: Int)")
        assertReprint("()")
        assertReprint("[ String :Int ] ?", "[String: Int]?")
        assertReprint("Result<[Item],Error>", "Result<[Item], Error>")
        assertReprint("Dictionary<String,Array<Int>>", "Dictionary<String, Array<Int>>")
        assertReprint("((Int) -> Void)?")
        assertReprint("(any Error)?")
        assertReprint("(any P).Type")
        assertReprint("() throws(MyError) -> Int")
        assertReprint("(_ value: Int) -> Void", "(Int) -> Void")
        assertReprint("(Int) -> (String) -> Bool")
        assertReprint("Optional<String?>")
        assertReprint("[[Int]]")
        assertReprint("Any")
        assertReprint("Self")
        assertReprint("@MainActor @Sendable () -> Void")
        assertReprint("(consuming Token) -> Void")
        assertReprint("Swift.Error")
    }

    func testPrinterParenthesizesWhereNeeded() {
        let function = TypeSyntax.function(FunctionTypeSyntax(parameters: [], returnType: nominal("Void")))
        XCTAssertEqual(TypeSyntax.optional(function).description, "(() -> Void)?")
        XCTAssertEqual(TypeSyntax.optional(.existential(nominal("Error"))).description, "(any Error)?")
        XCTAssertEqual(TypeSyntax.metatype(.composition([nominal("A"), nominal("B")]), kind: "Type").description, "(A & B).Type")
        XCTAssertEqual(TypeSyntax.implicitlyUnwrapped(.array(nominal("Int"))).description, "[Int]!")
    }

    func testTypeErrors() {
        XCTAssertThrowsError(try DeclarationParser.parseType("")) { error in
            XCTAssertEqual(error as? DeclarationError, DeclarationError(message: "expected a type", offset: 0))
        }
        XCTAssertThrowsError(try DeclarationParser.parseType("[Int")) { error in
            XCTAssertEqual(error as? DeclarationError, DeclarationError(message: "expected ']' to close the array type", offset: 0))
        }
        XCTAssertThrowsError(try DeclarationParser.parseType("Result<Int, Error")) { error in
            XCTAssertEqual(error as? DeclarationError,
                           DeclarationError(message: "expected '>' to close the generic argument list", offset: 6))
        }
        XCTAssertThrowsError(try DeclarationParser.parseType("Int Int")) { error in
            XCTAssertEqual(error as? DeclarationError, DeclarationError(message: "unexpected 'Int' after the type", offset: 4))
        }
        XCTAssertThrowsError(try DeclarationParser.parseType("(x: Int) -> Void")) { error in
            XCTAssertEqual((error as? DeclarationError)?.message, "function types cannot have argument labels")
            XCTAssertEqual((error as? DeclarationError)?.offset, 1)
        }
        XCTAssertThrowsError(try DeclarationParser.parseType("func")) { error in
            XCTAssertEqual(error as? DeclarationError, DeclarationError(message: "expected a type, found the keyword 'func'", offset: 0))
        }
    }

    func testNestingDepthIsBounded() {
        let deep = String(repeating: "[", count: 200) + "Int" + String(repeating: "]", count: 200)
        XCTAssertThrowsError(try DeclarationParser.parseType(deep)) { error in
            XCTAssertEqual((error as? DeclarationError)?.message, "the declaration is nested too deeply")
        }
        let fine = String(repeating: "[", count: 30) + "Int" + String(repeating: "]", count: 30)
        XCTAssertNoThrow(try DeclarationParser.parseType(fine))
        let closures = String(repeating: "() -> ", count: 100) + "Void"
        XCTAssertThrowsError(try DeclarationParser.parseType(closures))
    }
}
