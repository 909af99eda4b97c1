import XCTest
@testable import ArchGenSpec

final class DeclarationMemberTests: XCTestCase {
    private func method(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> MethodDeclaration {
        let member = try DeclarationParser.parseMember(text)
        guard case .method(let method) = member else {
            XCTFail("expected a method, got \(member)", file: file, line: line)
            throw XCTSkip("not a method")
        }
        return method
    }

    private func property(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> PropertyDeclaration {
        let member = try DeclarationParser.parseMember(text)
        guard case .property(let property) = member else {
            XCTFail("expected a property, got \(member)", file: file, line: line)
            throw XCTSkip("not a property")
        }
        return property
    }

    private func nominal(_ names: String...) -> TypeSyntax { .nominal(names.map { NominalComponent(name: $0) }) }

    /// Parses `text` and checks its canonical re-printing.
    private func assertCanonical(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let member = try DeclarationParser.parseMember(text)
            XCTAssertEqual(member.description, expected, file: file, line: line)
        } catch {
            XCTFail("\(text): \(error)", file: file, line: line)
        }
    }

    // MARK: Full ASTs

    func testSimpleMethodWithoutFunc() throws {
        let parsed = try method("signIn(username: String)")
        XCTAssertEqual(parsed, MethodDeclaration(
            name: "signIn", parameters: [ParameterDeclaration(label: "username", name: "username", type: nominal("String"))]))
        XCTAssertEqual(parsed.selector, "signIn(username:)")
        XCTAssertEqual(try DeclarationParser.parseMember("func signIn(username: String)"), .method(parsed))
    }

    func testExternalAndInternalLabels() throws {
        XCTAssertEqual(try method("showAlert(for error: Error)").parameters,
                       [ParameterDeclaration(label: "for", name: "error", type: nominal("Error"))])
        let set = try method("set(_ value: Any?, forKey defaultName: String)")
        XCTAssertEqual(set.parameters, [
            ParameterDeclaration(label: nil, name: "value", type: .optional(nominal("Any"))),
            ParameterDeclaration(label: "forKey", name: "defaultName", type: nominal("String")),
        ])
        XCTAssertEqual(set.selector, "set(_:forKey:)")
        let string = try method("string(forKey defaultName: String) -> String?")
        XCTAssertEqual(string.returnType, .optional(nominal("String")))
        XCTAssertNil(try method("start()").returnType)
    }

    func testGenericAsyncThrowingMethodWithWhereClause() throws {
        let parsed = try method("load<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T where T: Sendable")
        XCTAssertEqual(parsed, MethodDeclaration(
            name: "load",
            genericParameters: [GenericParameter(name: "T", constraint: nominal("Decodable"))],
            parameters: [
                ParameterDeclaration(label: nil, name: "type", type: .metatype(nominal("T"), kind: "Type")),
                ParameterDeclaration(label: "from", name: "url", type: nominal("URL")),
            ],
            isAsync: true, throwsClause: .untyped, returnType: nominal("T"), whereRequirements: ["T: Sendable"]))
    }

    func testEscapingClosureParameter() throws {
        let parsed = try method("fetchMovies(completion: @escaping (Result<[Movie], Error>) -> Void)")
        let result = TypeSyntax.nominal([NominalComponent(name: "Result", genericArguments: [.array(nominal("Movie")), nominal("Error")])])
        XCTAssertEqual(parsed.parameters, [ParameterDeclaration(
            label: "completion", name: "completion",
            type: .attributed(attributes: ["@escaping"], .function(FunctionTypeSyntax(
                parameters: [TupleTypeElement(type: result)], returnType: nominal("Void")))))])
    }

    func testInoutVariadicAndDefaults() throws {
        XCTAssertEqual(try method("update(_ value: inout Int)").parameters,
                       [ParameterDeclaration(label: nil, name: "value", type: nominal("Int"), isInout: true)])
        XCTAssertEqual(try method(#"log(_ items: Any..., separator: String = " ")"#).parameters, [
            ParameterDeclaration(label: nil, name: "items", type: nominal("Any"), isVariadic: true),
            ParameterDeclaration(label: "separator", name: "separator", type: nominal("String"), defaultValue: #"" ""#),
        ])
        let defaults = try method(#"configure(options: [String: Int] = [:], retry: (Int, Int) = (1, 2), title: String = "a, b) c", when: Date = .now)"#)
        XCTAssertEqual(defaults.parameters.map(\.defaultValue), ["[:]", "(1, 2)", #""a, b) c""#, ".now"])
        XCTAssertEqual(try method("consume(_ token: consuming Token, _ view: borrowing View)").parameters.map(\.ownership),
                       ["consuming", "borrowing"])
    }

    func testAttributesAndModifiers() throws {
        XCTAssertEqual(try method("@MainActor func reload()"), MethodDeclaration(attributes: ["@MainActor"], name: "reload"))
        XCTAssertEqual(try method("nonisolated func id() -> String"),
                       MethodDeclaration(modifiers: ["nonisolated"], name: "id", returnType: nominal("String")))
        let available = try method("@available(iOS 15, *) @discardableResult static func make() -> Self")
        XCTAssertEqual(available.attributes, ["@available(iOS 15, *)", "@discardableResult"])
        XCTAssertEqual(available.modifiers, ["static"])
        XCTAssertEqual(try method("class func create() -> UIViewController").modifiers, ["class"])
        XCTAssertEqual(try method("mutating func reset()").modifiers, ["mutating"])
        XCTAssertEqual(try method("override func setUp()").modifiers, ["override"])
        // A modifier word followed by a parameter list is a method name.
        XCTAssertEqual(try method("open(url: URL)").name, "open")
        XCTAssertEqual(try property("private(set) var count: Int").modifiers, ["private(set)"])
    }

    func testEffects() throws {
        let typed = try method("validate() throws(ValidationError) -> Bool")
        XCTAssertEqual(typed.throwsClause, .typed(nominal("ValidationError")))
        XCTAssertEqual(typed.returnType, nominal("Bool"))
        XCTAssertEqual(try method("map(_ transform: (Int) throws -> Int) rethrows -> [Int]").throwsClause, .rethrows)
        let fetch = try method("func fetchPhotos() async throws -> [Photo]")
        XCTAssertTrue(fetch.isAsync)
        XCTAssertEqual(fetch.throwsClause, .untyped)
        XCTAssertEqual(fetch.returnType, .array(nominal("Photo")))
    }

    func testKeywordsAsLabels() throws {
        XCTAssertEqual(try method("gotoDetail(`for` item: Item)").parameters.first?.label, "for")
        XCTAssertEqual(try method("index(of element: Int, in list: [Int])").selector, "index(of:in:)")
        let keyword = try method("value(`default`: Int, for: String)")
        XCTAssertEqual(keyword.parameters.map(\.label), ["default", "for"])
        XCTAssertEqual(keyword.parameters.map(\.name), ["default", "for"])
        XCTAssertEqual(try method("`default`()").name, "default")
        XCTAssertEqual(try method("func `class`()").description, "func `class`()")
    }

    func testInitializers() throws {
        let initializer = try method("init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)")
        XCTAssertTrue(initializer.isInitializer)
        XCTAssertEqual(initializer.selector, "init(nibName:bundle:)")
        let failable = try method("required init?(coder aDecoder: NSCoder)")
        XCTAssertEqual(failable.failability, .optional)
        XCTAssertEqual(failable.modifiers, ["required"])
        XCTAssertEqual(failable.description, "required init?(coder aDecoder: NSCoder)")
    }

    func testProperties() throws {
        XCTAssertEqual(try property("var presenter: SignInPresentation! { get set }"), PropertyDeclaration(
            name: "presenter", type: .implicitlyUnwrapped(nominal("SignInPresentation")), isSettable: true))
        XCTAssertEqual(try property("var view: SignInView? { get }"),
                       PropertyDeclaration(name: "view", type: .optional(nominal("SignInView")), isSettable: false))
        XCTAssertEqual(try property("var photos: [Photo] { get async throws }"), PropertyDeclaration(
            name: "photos", type: .array(nominal("Photo")), isSettable: false, isAsync: true, throwsClause: .untyped))
        let statics = try property("@MainActor static var shared: Self { get }")
        XCTAssertEqual(statics.attributes, ["@MainActor"])
        XCTAssertEqual(statics.modifiers, ["static"])
        // Without an accessor block: a `var` reads and writes, a `let` only reads.
        XCTAssertTrue(try property("var storage: Storage").isSettable)
        XCTAssertFalse(try property("let id: UUID").isSettable)
        XCTAssertEqual(try property("weak var view: SignInView?").modifiers, ["weak"])
    }

    // MARK: Canonical printing

    func testCanonicalPrinting() {
        assertCanonical("signIn(username:String)", "func signIn(username: String)")
        assertCanonical("static  func makeModule(with item:Item)-> ItemsDetailsScene",
                        "static func makeModule(with item: Item) -> ItemsDetailsScene")
        assertCanonical("load<T:Decodable,U>( _ type :T.Type,from url:URL)async throws->T where T:Sendable,U.Element==Int",
                        "func load<T: Decodable, U>(_ type: T.Type, from url: URL) async throws -> T where T: Sendable, U.Element == Int")
        assertCanonical("pair() -> (name: String, age: Int)", "func pair() -> (name: String, age: Int)")
        assertCanonical("counts() -> [String: [Int]]?", "func counts() -> [String: [Int]]?")
        assertCanonical("items() -> some Collection<Int>", "func items() -> some Collection<Int>")
        assertCanonical("fail(error: any Error & Sendable)", "func fail(error: any Error & Sendable)")
        assertCanonical("handler() -> ((Int) -> Void)?", "func handler() -> ((Int) -> Void)?")
        assertCanonical("run(_ job: @escaping @Sendable (Int) async throws -> String)",
                        "func run(_ job: @escaping @Sendable (Int) async throws -> String)")
        assertCanonical("attach(to view: UIView & Themable, error: (any Error)?)",
                        "func attach(to view: UIView & Themable, error: (any Error)?)")
        assertCanonical("var  delegate : ItemsAdd_Delegate?{get}", "var delegate: ItemsAdd_Delegate? { get }")
        assertCanonical("let id: UUID", "var id: UUID { get }")
        assertCanonical("nothing() -> ()", "func nothing() -> ()")
        assertCanonical("types() -> [Any.Type]", "func types() -> [Any.Type]")
        assertCanonical("func f(_: Int, _ _: String)", "func f(_: Int, _: String)")
        assertCanonical("f(x: Int?=nil, file: String = #file, y: [Int] = [1, 2], z: Bool = a < b)",
                        "func f(x: Int? = nil, file: String = #file, y: [Int] = [1, 2], z: Bool = a < b)")
        assertCanonical("nonisolated(unsafe) var x: Int", "nonisolated(unsafe) var x: Int { get set }")
        assertCanonical("@objc optional func f(x: /* c */ Int) // comment", "@objc optional func f(x: Int)")
        assertCanonical("log(_ items: Any..., separator: String = \" \")", "func log(_ items: Any..., separator: String = \" \")")
    }

    func testSignatureKey() throws {
        let a = try DeclarationParser.parseMember("signIn(username: String)")
        let b = try DeclarationParser.parseMember("@MainActor func signIn(username name: String) async")
        let c = try DeclarationParser.parseMember("signIn(user: String)")
        XCTAssertEqual(a.signatureKey, b.signatureKey)
        XCTAssertNotEqual(a.signatureKey, c.signatureKey)
        XCTAssertEqual(a.signatureKey, "signIn(username: String)")
        let d = try DeclarationParser.parseMember("signIn(username: String) -> Bool")
        XCTAssertEqual(a.signatureKey, d.signatureKey, "the result type does not tell two requirements apart")
    }
}
