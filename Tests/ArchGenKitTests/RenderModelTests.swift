@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// The render model's rules, with inline specs: sample values, Equatable
/// detection, scaffold bodies, forwarding, and the VIPER wiring.
final class RenderModelTests: XCTestCase {
    private func spec(_ text: String) throws -> Spec {
        let result = SpecLoader().load(bytes: Array(text.utf8), path: "M.archgen")
        XCTAssertEqual(result.errors.map(\.message), [])
        return try XCTUnwrap(result.spec)
    }

    private func type(_ text: String) throws -> TypeSyntax { try DeclarationParser.parseType(text) }

    private func method(_ text: String) throws -> MethodDeclaration {
        guard case .method(let method) = try DeclarationParser.parseMember(text) else { throw XCTSkip("not a method") }
        return method
    }

    private let moduleSpec = """
        module: Shop
        entities:
          - Product(name: String, price: Double, tags: [String], added: Date)
          - Handler(run: () -> Void)
          - enum Category { case food, toys }
          - enum Failure: Error { case network(Int) }
        external:
          - struct Owner { var id: Int; let name: String? }
          - struct Complex { var id: Int; init(id: Int) { self.id = id } }
        services:
          Catalog:
            - products(in category: Category) async throws -> [Product]
        view:
          - show(products: [Product])
        events:
          - load(category: Category)
          - select(_ product: Product) -> Bool
        interactor:
          - load(category: Category)
          - select(_ product: Product) -> Bool
        output:
          - show(products: [Product])
          - loadFailed()
        routes:
          - loadFailed()
        """

    func testSampleValues() throws {
        let samples = ModuleFacts(spec: try spec(moduleSpec)).samples
        let product = "Product(name: \"name\", price: 1.5, tags: [\"tags\"], added: Date(timeIntervalSince1970: 0))"
        let cases: [(String, String, String?)] = [
            ("String", "username", "\"username\""), ("Int", "n", "1"), ("UInt8", "n", "1"), ("Bool", "b", "true"),
            ("Decimal", "d", "Decimal(string: \"1.5\")!"), ("Float", "f", "1.5"), ("Character", "c", "\"a\""),
            ("Date", "d", "Date(timeIntervalSince1970: 0)"), ("Int?", "n", "1"), ("[Product]", "p", "[\(product)]"),
            ("Set<String>", "s", "[\"s\"]"), ("[String: Int]", "d", "[\"d\": 1]"), ("[Unknown]", "u", "[]"),
            ("(() -> Void)?", "c", "{}"), ("(any Error)?", "e", "CancellationError()"), ("Unknown?", "u", "nil"),
            ("@escaping @Sendable (Int, String) -> Void", "c", "{ _, _ in }"), ("(Int) -> Int", "c", "{ _ in 1 }"),
            ("(Unknown) -> Unknown", "c", nil), ("Error", "e", "CancellationError()"), ("(a: Int, b: String)", "t", "(a: 1, b: \"b\")"),
            ("Product", "p", product), ("Owner", "o", "Owner(id: 1, name: \"name\")"), ("Complex", "c", "Complex(id: 1)"),
            ("Category", "c", ".food"), ("Failure", "f", ".network(1)"), ("any Catalog", "c", "CatalogMock()"),
            ("some Catalog", "c", "CatalogMock()"), ("ClosedRange<Int>", "r", "0...1"), ("Range<Double>", "r", "1.5..<1.5"),
            ("Result<Int, Error>", "r", ".success(1)"), ("Any", "a", "\"a\""), ("Int.Type", "t", "Int.self"),
            ("any Catalog.Type", "t", "CatalogMock.self"), ("Unknown", "u", nil), ("T", "t", nil),
        ]
        for (text, name, expected) in cases {
            XCTAssertEqual(samples.sample(of: try type(text), named: name), expected, text)
        }
    }

    /// A sample is always declared with its type, which Swift needs for `[]`,
    /// `nil`, closures and literals of types other than `Int`, `Double` and `String`.
    func testSamplesAreDeclaredWithTheirType() throws {
        let samples = ModuleFacts(spec: try spec(moduleSpec)).samples
        let cases: [(String, String, String?)] = [
            ("tip", "Decimal", "let tip: Decimal = Decimal(string: \"1.5\")!"), ("initial", "Character", "let initial: Character = \"a\""),
            ("onFinish", "@escaping @Sendable (Bool) -> Void", "let onFinish: @Sendable (Bool) -> Void = { _ in }"),
            ("onClose", "(() -> Void)?", "let onClose: (() -> Void)? = {}"), ("lines", "[Unknown]", "let lines: [Unknown] = []"),
            ("item", "String!", "let item: String? = \"item\""), ("catalog", "some Catalog", "let catalog: any Catalog = CatalogMock()"),
            ("default", "Int", "let `default`: Int = 1"), ("thing", "Unknown", nil),
        ]
        for (name, text, expected) in cases {
            XCTAssertEqual(samples.declaration(name, of: try type(text))?.joined(separator: "\n"), expected, text)
        }
        XCTAssertEqual(samples.declaration("value", of: try type("Int"), isVariable: true), ["var value: Int = 1"])
        // Past 120 columns, an initializer's arguments go one a line.
        XCTAssertEqual(samples.declaration("aProductWithAVeryLongNameIndeed", of: try type("Product"), indent: 8), [
            "let aProductWithAVeryLongNameIndeed: Product = Product(",
            "    name: \"name\",", "    price: 1.5,", "    tags: [\"tags\"],", "    added: Date(timeIntervalSince1970: 0)", ")",
        ])
    }

    func testEquatableDetection() throws {
        let catalog = TypeCatalog(spec: try spec(moduleSpec))
        for text in ["String", "[Int]", "Product", "[Product]?", "Category", "[String: Date]"] {
            XCTAssertTrue(catalog.isEquatable(try type(text)), text)
        }
        // `Owner` is written out without `Equatable`: Swift synthesizes `==` only when a struct declares it.
        for text in ["Handler", "Error", "Failure", "Complex", "Owner", "() -> Void", "Any", "(Int, Int)"] {
            XCTAssertFalse(catalog.isEquatable(try type(text)), text)
        }
    }

    /// An external shorthand is the app's type: archgen builds it, but does not
    /// know it to be `Equatable`, so no test compares it.
    func testExternalShorthandsAreNotKnownToBeEquatable() throws {
        let catalog = TypeCatalog(spec: try spec("module: M\nentities:\n  - Own(a: Int)\nexternal:\n  - Badge(a: Int)\n"))
        XCTAssertTrue(catalog.isEquatable(try type("Own")))
        XCTAssertFalse(catalog.isEquatable(try type("Badge")))
        XCTAssertFalse(catalog.isEquatable(try type("[Int: Badge]")))
        XCTAssertEqual(SampleValues(catalog: catalog).sample(of: try type("Badge"), named: "b"), "Badge(a: 1)")
    }

    func testShorthandEntitiesAreEquatableWhereTheirFieldsAre() throws {
        let facts = ModuleFacts(spec: try spec(moduleSpec))
        XCTAssertEqual(facts.entityDeclarations[0], """
            struct Product: Equatable {
                var name: String
                var price: Double
                var tags: [String]
                var added: Date
            }
            """)
        XCTAssertEqual(facts.entityDeclarations[1], "struct Handler {\n    var run: () -> Void\n}")
        XCTAssertEqual(facts.entityDeclarations[2], "enum Category { case food, toys }")
    }

    func testScaffoldBodies() throws {
        let load = try method("load(id: Int, force: Bool = false) async throws -> String")
        XCTAssertEqual(MethodImplementation.forwarding(load, in: "P", on: "interactor"), MethodImplementation(
            declaration: "@MainActor func load(id: Int, force: Bool) async throws -> String",
            body: ["return try await interactor.load(id: id, force: force)"]))
        XCTAssertEqual(MethodImplementation.forwarding(try method("bump(_ value: inout Int, `in` box: Box)"), in: "P", on: "view?")?.body,
                       ["view?.bump(&value, in: box)"])
        XCTAssertNil(MethodImplementation.forwarding(try method("sum(_ values: Int...)"), in: "P", on: "interactor"))
        // A parameter named like the link hides it: the link is reached through `self`.
        XCTAssertEqual(MethodImplementation.forwarding(try method("start(_ view: Int)"), in: "P", on: "view?")?.body,
                       ["self.view?.start(view)"])
        // The call carries the target's effects; a parameter without a name gets one.
        XCTAssertEqual(MethodImplementation.forwarding(
            try method("sync(_: Int) async throws"), in: "P", to: try method("sync(_ count: Int)"), on: "interactor"),
            MethodImplementation(declaration: "@MainActor func sync(_ arg0: Int) async throws", body: ["interactor.sync(arg0)"]))
        XCTAssertEqual(MethodImplementation.todo(try method("count() -> Int"), in: "P", "Count.").body, ["// TODO: Count.", "return 0"])
        XCTAssertEqual(MethodImplementation.todo(try method("item() -> Item"), in: "P", "Find it.").body,
                       ["// TODO: Find it.", "fatalError(\"\\(#function) is not implemented yet\")"])
        XCTAssertEqual(MethodImplementation.todo(try method("close()"), in: "P", "Navigate.").body, ["// TODO: Navigate."])
        // A final class implements `Self` as itself (Swift allows `Self` in a class only at the top of a result).
        XCTAssertEqual(MethodImplementation.todo(try method("copies() -> [Self]"), in: "ShopPresenter", "Copy.").declaration,
                       "func copies() -> [ShopPresenter]")
    }

    func testPresenterForwardsWhereASignatureMatches() throws {
        let module = ModuleModel(spec: try spec(moduleSpec))
        func member(_ text: String) throws -> Member {
            Member(declaration: .method(try method(text)), text: text, location: SourceLocation(line: 1, column: 1))
        }
        let forwards = try ["load(category: Category)", "select(_ product: Product) -> Bool"].map { text in
            module.forward(try member(text), of: "presenter", in: "events").map { "\($0.link.receiver) \($0.link.isWeak)" }
        }
        XCTAssertEqual(forwards, ["interactor false", "interactor false"])
        XCTAssertEqual(module.forward(try member("show(products: [Product])"), of: "presenter", in: "output")?.link.receiver, "view?")
        XCTAssertEqual(module.forward(try member("loadFailed()"), of: "presenter", in: "output")?.link.receiver, "router")
        XCTAssertNil(module.forward(try member("other()"), of: "presenter", in: "output"))
    }

    func testViperLinksFollowTheMemoryRules() throws {
        let module = ModuleModel(spec: try spec(moduleSpec + "\ndelegate:\n  - didFinish()\n"))
        XCTAssertEqual(module.links(of: "presenter").map(\.storedProperty), [
            "weak var view: (any ShopView)?", "let interactor: any ShopInteraction",
            "let router: any ShopRoutable", "weak var delegate: (any ShopDelegate)?",
        ])
        // No protocol exposes the wiring: the services and the strong links are passed to `init`,
        // the weak links set by the assembly on the concrete types.
        XCTAssertEqual(module.wiring(of: "interactor").map(\.requirement), [])
        XCTAssertEqual(module.wiring(of: "view").map(\.requirement), [])
        XCTAssertEqual(module.wiring(of: "presenter").map(\.requirement), [])
        XCTAssertTrue(ModuleFacts(spec: module.spec).isSendable(module.spec.services[0]))
    }

    func testForwardingTestsCompareEquatableArguments() throws {
        let module = ModuleModel(spec: try spec(moduleSpec))
        let tests = module.testCase(of: "presenter").tests
        XCTAssertEqual(tests.map(\.name), [
            "loadCategoryIsForwardedToTheInteractor", "selectIsForwardedToTheInteractor",
            "showProductsIsForwardedToTheView", "loadFailedIsForwardedToTheRouter", "doesNotRetainItsView",
        ])
        // A call with a result: the receiver's spy is stubbed, and the result is what it returned.
        XCTAssertEqual(tests[1].given, [
            "let product: Product = Product(name: \"name\", price: 1.5, tags: [\"tags\"], added: Date(timeIntervalSince1970: 0))",
            "let expected: Bool = true", "interactor.selectReturnValue = expected",
        ])
        XCTAssertEqual(tests[1].when, ["let result = sut.select(product)"])
        XCTAssertEqual(tests[1].then, [
            "XCTAssertEqual(interactor.selectCallsCount, 1)", "XCTAssertEqual(interactor.selectReceivedProduct, product)",
            "XCTAssertEqual(result, expected)",
        ])
    }

    /// A requirement keeps its default arguments the way teams write them: the
    /// protocol declares it without, an extension with them, calling it.
    func testDefaultArgumentsLiveInAProtocolExtension() throws {
        let members: [MemberDeclaration] = try [
            "fetch(page: Int = 1, pageSize: Int = 20) async throws -> [String]", "store(_: Int, into box: inout Int, flag: Bool = false)",
            "static func make(size: Int = 3) -> Self", "init(name: String = \"main\")", "sum(_ values: Int..., start: Int = 0)", "plain()",
        ].map { try DeclarationParser.parseMember($0) }
        XCTAssertEqual(DefaultArguments.methods(of: members), [
            MethodImplementation(
                declaration: "func fetch(page: Int = 1, pageSize: Int = 20) async throws -> [String]",
                body: ["try await fetch(page: page, pageSize: pageSize)"]),
            MethodImplementation(
                declaration: "func store(_ arg0: Int, into box: inout Int, flag: Bool = false)", body: ["store(arg0, into: &box, flag: flag)"]),
            MethodImplementation(declaration: "static func make(size: Int = 3) -> Self", body: ["make(size: size)"]),
            MethodImplementation(declaration: "init(name: String = \"main\")", body: ["self.init(name: name)"]),
        ])
        XCTAssertEqual(MethodImplementation.requirement(members[0]), "func fetch(page: Int, pageSize: Int) async throws -> [String]")
    }

    /// A method written under `events` and `output` is one method of VIPER's
    /// presenter (and VIPER-S's director): implemented and tested once.
    func testAMethodOfEventsAndOutputIsImplementedOnce() throws {
        let text = "module: Shop\nevents:\n  - sync()\ninteractor:\n  - sync()\noutput:\n  - sync()\n  - done()\nview:\n  - done()\n"
        let viper = ModuleModel(spec: try spec(text))
        guard case .object(let methods)? = viper.context(of: "presenter")["methods"], case .array(let outputs)? = methods["output"]
        else { return XCTFail() }
        XCTAssertEqual(outputs.count, 1)
        XCTAssertEqual(viper.testCase(of: "presenter").tests.map(\.name).filter { $0.hasSuffix("IsForwardedToTheInteractor") || $0.hasSuffix("TheView") }, [
            "syncIsForwardedToTheInteractor", "doneIsForwardedToTheView",
        ])
        var vipers = try spec(text)
        vipers.style = .viperS
        guard case .object(let directorMethods)? = ModuleModel(spec: vipers).context(of: "director")["methods"],
              case .array(let directorOutputs)? = directorMethods["output"] else { return XCTFail() }
        XCTAssertEqual(directorOutputs.count, 1)
    }

    /// A `nonisolated` method may run off the main actor, where the links are out of reach: it is never forwarded.
    func testANonisolatedMethodIsNotForwarded() throws {
        let module = ModuleModel(spec: try spec("module: Shop\nevents:\n  - 'nonisolated func sync()'\ninteractor:\n  - sync()\n"))
        XCTAssertNil(module.forwards(of: "presenter", in: "events")[0])
    }
}
