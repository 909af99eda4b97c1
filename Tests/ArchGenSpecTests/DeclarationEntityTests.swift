import XCTest
@testable import ArchGenSpec

final class DeclarationEntityTests: XCTestCase {
    private func nominal(_ names: String...) -> TypeSyntax { .nominal(names.map { NominalComponent(name: $0) }) }

    private func declaration(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> TypeDeclaration {
        let entity = try DeclarationParser.parseEntity(text)
        guard case .declaration(let declaration) = entity else {
            XCTFail("expected a declaration, got \(entity)", file: file, line: line)
            throw XCTSkip("not a declaration")
        }
        return declaration
    }

    func testShorthand() throws {
        XCTAssertEqual(try DeclarationParser.parseEntity("Item(name: String, enabled: Bool, date: Date)"), .shorthand(
            name: "Item",
            fields: [
                FieldDeclaration(name: "name", type: nominal("String")),
                FieldDeclaration(name: "enabled", type: nominal("Bool")),
                FieldDeclaration(name: "date", type: nominal("Date")),
            ]))
        XCTAssertEqual(try DeclarationParser.parseEntity("Empty()"), .shorthand(name: "Empty", fields: []))
        XCTAssertEqual(try DeclarationParser.parseEntity("  Movie(title: String, tags: [String: [Int]]?)  ").name, "Movie")
    }

    func testEnumKeepsBodyVerbatim() throws {
        let parsed = try declaration("enum SignInErrorCodes: Error { case empty, tooLong }")
        XCTAssertEqual(parsed, TypeDeclaration(
            kind: .enum, name: "SignInErrorCodes", inheritance: [nominal("Error")],
            body: TypeBody(cases: [EnumCase(name: "empty"), EnumCase(name: "tooLong")]),
            text: "enum SignInErrorCodes: Error { case empty, tooLong }"))
        XCTAssertEqual(try declaration("indirect enum Tree<T> { case leaf(T), node(Tree, Tree) }").modifiers, ["indirect"])
    }

    func testStructClassActor() throws {
        let item = try declaration("struct Item { var name: String; var enabled: Bool; var date: Date }")
        XCTAssertEqual(item.kind, .struct)
        XCTAssertEqual(item.name, "Item")
        XCTAssertEqual(item.text, "struct Item { var name: String; var enabled: Bool; var date: Date }")
        let final = try declaration("@MainActor final class Cache<Key: Hashable, Value>: NSObject, @unchecked Sendable { let label = \"{ not a brace\" }")
        XCTAssertEqual(final.attributes, ["@MainActor"])
        XCTAssertEqual(final.modifiers, ["final"])
        XCTAssertEqual(final.kind, .class)
        XCTAssertEqual(final.genericParameters, [GenericParameter(name: "Key", constraint: nominal("Hashable")), GenericParameter(name: "Value")])
        XCTAssertEqual(final.inheritance, [nominal("NSObject"), .attributed(attributes: ["@unchecked"], nominal("Sendable"))])
        XCTAssertEqual(try declaration("public struct Token: ~Copyable {}").inheritance.map(\.description), ["~Copyable"])
        XCTAssertEqual(try declaration("actor Store { var items: [Int] = [] }").kind, .actor)
    }

    /// The body of a struct, class, actor or enum: properties, cases and initializers
    /// (what samples and unknown-type warnings need); other members are skipped.
    func testTypeBodies() throws {
        let item = try XCTUnwrap(try declaration(
            "struct Item { static let empty = Item(name: \"\"); var name: String; let id = 1; var count: Int { name.count }; "
                + "var tags: [String] = [] { didSet { print(tags) } }; func rename(to name: String) -> Item { self } }").body)
        XCTAssertEqual(item.properties.map(\.name), ["empty", "name", "id", "count", "tags"])
        XCTAssertEqual(item.storedProperties.map(\.name), ["name", "id", "tags"])
        XCTAssertEqual(item.storedProperties.map(\.hasInitialValue), [false, true, true])
        XCTAssertEqual(item.storedProperties.map { $0.type?.description }, ["String", nil, "[String]"])

        let state = try XCTUnwrap(try declaration("enum State: Equatable { case idle, loaded(items: [Int], Bool); case failed(String) = 3 }").body)
        XCTAssertEqual(state.cases.map(\.name), ["idle", "loaded", "failed"])
        XCTAssertEqual(state.cases[1].payload, [TupleTypeElement(label: "items", type: .array(nominal("Int"))), TupleTypeElement(type: nominal("Bool"))])

        let session = try XCTUnwrap(try declaration(
            "final class Session { private let token: String; init(token: String) { self.token = token }; convenience init?() { nil } }").body)
        XCTAssertEqual(session.initializers.map(\.description), ["init(token: String)", "convenience init?()"])

        // What the reader does not follow leaves the body unread, never an error.
        XCTAssertNil(try declaration("struct Pair { var (a, b): (Int, Int) }").body)
        XCTAssertNil(try declaration("struct Odd { var a: Int var b: Int }").body)
        XCTAssertNil(try declaration("protocol P { func a() }").body)
    }

    func testProtocolMembersAreParsed() throws {
        let parsed = try declaration(
            "protocol NetworkDataFetcherResponse: AnyObject { func fetcherResponseSuccess(); func fetcherResponseFailed(error: Error) }")
        XCTAssertEqual(parsed.kind, .protocol)
        XCTAssertEqual(parsed.inheritance, [nominal("AnyObject")])
        XCTAssertEqual(parsed.members.map(\.description), ["func fetcherResponseSuccess()", "func fetcherResponseFailed(error: Error)"])
        let unseparated = try declaration(
            "protocol Storage { var count: Int { get } func set(_ value: Any?, forKey defaultName: String) func synchronize() -> Bool }")
        XCTAssertEqual(unseparated.members.map(\.name), ["count", "set", "synchronize"])
        XCTAssertEqual(try declaration("protocol ItemsAdd_Delegate: AnyObject { func itemDidCreate() }").members.count, 1)
        XCTAssertEqual(try declaration("protocol Empty {}").members, [])
    }

    func testTypealiasAndExtension() throws {
        XCTAssertEqual(try declaration("typealias ID = String"),
                       TypeDeclaration(kind: .typealias, name: "ID", inheritance: [nominal("String")], text: "typealias ID = String"))
        XCTAssertEqual(try declaration("typealias Completion = (Result<[Item], Error>) -> Void").inheritance.map(\.description),
                       ["(Result<[Item], Error>) -> Void"])
        let extended = try declaration("extension Main.UserInfo: Equatable where Self: Sendable {}")
        XCTAssertEqual(extended.kind, .extension)
        XCTAssertEqual(extended.name, "Main.UserInfo")
        XCTAssertEqual(extended.inheritance, [nominal("Equatable")])
    }

    func testFieldLists() throws {
        XCTAssertEqual(try DeclarationParser.parseFieldList("()"), [])
        XCTAssertEqual(try DeclarationParser.parseFieldList("(items: [Item])"), [FieldDeclaration(name: "items", type: .array(nominal("Item")))])
        XCTAssertEqual(try DeclarationParser.parseFieldList("(name: String?, isSaveEnabled: Bool, isGreetEnabled: Bool)").map(\.description),
                       ["name: String?", "isSaveEnabled: Bool", "isGreetEnabled: Bool"])
        XCTAssertEqual(try DeclarationParser.parseFieldList("(request: Main.UserInfo.Request,)").count, 1)
        XCTAssertEqual(try DeclarationParser.parseFieldList("(`default`: Int)").map(\.description), ["`default`: Int"])
    }

    func testEntityAndFieldErrors() {
        func assertError(_ body: () throws -> Any, _ expected: DeclarationError, file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertThrowsError(try body(), file: file, line: line) { error in
                XCTAssertEqual((error as? DeclarationError)?.message, expected.message, file: file, line: line)
                XCTAssertEqual((error as? DeclarationError)?.offset, expected.offset, file: file, line: line)
            }
        }
        assertError({ try DeclarationParser.parseFieldList("(String)") }, DeclarationError(message: "expected a field name", offset: 1))
        assertError({ try DeclarationParser.parseFieldList("(a: Int, a: Int)") }, DeclarationError(message: "duplicate field 'a'", offset: 9))
        assertError({ try DeclarationParser.parseFieldList("(a: Int") }, DeclarationError(message: "expected ')' to close the field list", offset: 0))
        assertError({ try DeclarationParser.parseFieldList("a: Int") }, DeclarationError(message: "expected '(' to start the field list", offset: 0))
        assertError({ try DeclarationParser.parseFieldList("() x") }, DeclarationError(message: "unexpected 'x' after the field list", offset: 3))
        assertError({ try DeclarationParser.parseFieldList("(a: Int = 1)") }, DeclarationError(message: "a field cannot have a default value", offset: 8))
        assertError({ try DeclarationParser.parseEntity("") }, DeclarationError(message: "expected an entity declaration", offset: 0))
        assertError({ try DeclarationParser.parseEntity("enum E { case a") }, DeclarationError(message: "expected '}' to close the enum's body", offset: 7))
        assertError({ try DeclarationParser.parseEntity("struct S {} x") }, DeclarationError(message: "unexpected 'x' after the declaration", offset: 12))
        assertError({ try DeclarationParser.parseEntity("struct S") }, DeclarationError(message: "expected '{' and the body of the struct", offset: 8))
        assertError({ try DeclarationParser.parseEntity("Item") }, DeclarationError(message: "expected '(' and the fields after the entity name 'Item'", offset: 4))
        assertError({ try DeclarationParser.parseEntity("typealias ID String") }, DeclarationError(message: "expected '=' and the aliased type", offset: 13))
        assertError({ try DeclarationParser.parseEntity("protocol P { func a() { } }") }, DeclarationError(message: "a method requirement has no body", offset: 22))
        assertError({ try DeclarationParser.parseEntity("struct S { let s = \"} }") }, DeclarationError(message: "unterminated string literal", offset: 19))
    }
}
