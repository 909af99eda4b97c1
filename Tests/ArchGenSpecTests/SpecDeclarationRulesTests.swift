import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// What a spec's types and declarations may be: warnings about unknown types,
/// the requirements a protocol accepts, stored fields, the names of inputs and
/// services; asserted verbatim as the user sees them.
final class SpecDeclarationRulesTests: XCTestCase, SpecValidating {
    func testWarningsAreKeptApartFromErrors() {
        let result = load("""
            module: SignIn
            routes:
            view:
              - show(photo: Photo)
            """)
        XCTAssertEqual(result.errors, [])
        XCTAssertNotNil(result.spec)
        XCTAssertEqual(DiagnosticRenderer().render(result.warnings), """
            Spec.archgen:2:1: warning: 'routes' is empty
            routes:
            ^
            hint: add members (presenter → router: navigation) or remove the key
            Spec.archgen:4:17: warning: type 'Photo' is not declared in this spec
              - show(photo: Photo)
                            ^
            hint: declare it under 'entities' or 'external', or import its module; the build check will fail otherwise

            """)
    }

    /// `Self` is the conforming type, as Swift reads it in a protocol: no warning.
    func testSelfIsADeclaredType() {
        let result = load("""
            module: Timer
            services:
              Clock:
                - static func makeDefault() -> Self
                - func copy() -> Self?
            """)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.warnings, [])
    }

    /// The standard library's and Foundation's less common types need no declaration.
    func testLessCommonStandardTypesAreKnown() {
        let result = load("""
            module: Ledger
            view:
              - show(total: Decimal, rounding: FloatingPointRoundingRule, sign: FloatingPointSign)
              - seed(with generator: inout SystemRandomNumberGenerator, key: PartialKeyPath<String>)
              - format(bytes: Int64, with formatter: ByteCountFormatter, lock: NSLock)
            """)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.warnings, [])
    }

    /// The types inside entities and external declarations, the input and the
    /// use cases' models are checked as member types are, each at its name.
    func testTypesInsideDeclarationsInputAndUseCasesAreChecked() {
        let result = load("""
            module: Cart
            input: (owner: Owner)
            entities:
              - Line(item: Itme, count: Int)
              - enum Status: Codable { case open, paid(Reciept) }
              - struct Total { var amount: Decimal; init(amount: Decimal, tax: Tax) {} }
              - protocol Pricing { func price(of line: Line) -> Money }
            external:
              - class Owner: Person { let id: UUID }
            useCases:
              Pay:
                request: (card: Card)
            """)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.warnings.map { "\($0.location!) \($0.message)" }, [
            "4:16 type 'Itme' is not declared in this spec",
            "5:44 type 'Reciept' is not declared in this spec",
            "6:68 type 'Tax' is not declared in this spec",
            "7:53 type 'Money' is not declared in this spec",
            "9:18 type 'Person' is not declared in this spec",
            "12:21 type 'Card' is not declared in this spec",
        ])
    }

    /// Modifiers Swift rejects on a protocol requirement, and what a class-bound
    /// role list cannot hold, are errors at the word.
    func testRequirementsTakeOnlyModifiersAProtocolAccepts() {
        XCTAssertEqual(lint("""
            module: Shop
            services:
              Store:
                - private func load()
                - class func make() -> Store
                - func view() -> some Equatable
                - mutating func bump()
                - static var shared: Store { get }
                - init(name: String)
            view:
              - mutating func show()
              - static func make()
              - init(title: String)
            """), """
            Spec.archgen:4:7: error: 'private' cannot be used on a protocol requirement
                - private func load()
                  ^
            hint: remove 'private'
            Spec.archgen:5:7: error: a protocol requirement is 'static', not 'class'
                - class func make() -> Store
                  ^
            hint: write 'static' instead of 'class'
            Spec.archgen:6:22: error: a protocol requirement cannot return an opaque type ('some')
                - func view() -> some Equatable
                                 ^
            hint: return an existential such as 'any P', or a concrete type
            Spec.archgen:11:5: error: 'mutating' cannot be used in 'view': its protocol is class-bound
              - mutating func show()
                ^
            hint: remove 'mutating'
            Spec.archgen:13:5: error: 'view' lists methods the module's actors call; an initializer belongs to a service
              - init(title: String)
                ^
            hint: move it to a service

            """)
    }

    /// A field is stored, so it cannot be opaque: Swift rejects `var a: some P`.
    func testStoredFieldsCannotBeOpaque() {
        XCTAssertEqual(lint("module: A\ninput: (a: some Equatable)\nentities:\n  - B(x: [some Hashable])\n"), """
            Spec.archgen:2:12: error: field 'a' is stored, so its type cannot be opaque ('some')
            input: (a: some Equatable)
                       ^
            hint: use an existential such as 'any P', or a concrete type
            Spec.archgen:4:11: error: field 'x' is stored, so its type cannot be opaque ('some')
              - B(x: [some Hashable])
                      ^
            hint: use an existential such as 'any P', or a concrete type

            """)
    }

    /// The input and the services' properties become properties of one actor:
    /// none may take a name an actor holds already, nor each other's.
    func testInputAndServicePropertiesHaveNamesOfTheirOwn() {
        XCTAssertEqual(lint("module: A\ninput: (view: Int, store: Int)\nservices:\n  Store:\n    - load()\n"), """
            Spec.archgen:2:8: error: input field 'view' has the name of a property archgen's actors hold
            input: (view: Int, store: Int)
                   ^
            hint: rename it; the presenter, director, interactor or the assembly already has one named 'view'
            Spec.archgen:4:3: error: property 'store' of service 'Store' has the name of input field 'store'
              Store:
              ^
            hint: rename one: both become properties of one actor and parameters of the assembly

            """)
    }

    /// VIPER's presenter and VIPER-S's director implement `events` and `output`:
    /// a method written in both is one method, so it must be declared alike.
    func testAMethodOfEventsAndOutputIsDeclaredAlike() {
        XCTAssertEqual(lint("module: A\nevents:\n  - sync()\n  - load(id: Int)\noutput:\n  - sync()\n  - load(id: Int) async\n"), """
            Spec.archgen:7:5: error: 'output' declares 'load(id:)' as 'events' does, but not alike
              - load(id: Int) async
                ^
            hint: the presenter (VIPER) or director (VIPER-S) implements both lists, so one method serves both: declare it alike (line 4) or rename one

            """)
    }

    /// What Swift rejects in a parameter list or in a requirement's isolation is an error at the word.
    func testParameterListsAndIsolationSwiftRejects() {
        XCTAssertEqual(load("""
            module: A
            services:
              S:
                - f(a x: Int, b x: Int)
                - g(_ a: Int..., _ b: Int)
                - "@MainActor nonisolated func h()"
            """).errors.map { "\($0.location!) \($0.message)" }, [
            "4:11 parameter 'x' is named twice in 'f(a:b:)'",
            "5:24 a parameter after a variadic one needs a label",
            "6:19 a requirement cannot be both '@MainActor' and 'nonisolated'",
        ])
    }

    /// Subscripts are rejected alike wherever a requirement is written: a
    /// service, a role list, a protocol under `entities` or `external`.
    func testSubscriptsAreRejectedWhereverARequirementIsWritten() {
        let errors = load("""
            module: A
            services:
              S:
                - subscript(index: Int) -> Int { get }
            view:
              - subscript(index: Int) -> Int
            entities:
              - protocol Indexed { subscript(index: Int) -> Int { get } }
            external:
              - protocol Table { subscript(row: Int) -> String { get } }
            """).errors
        XCTAssertEqual(errors.map { "\($0.location!) \($0.message)" }, [
            "4:7 subscripts are not supported as members", "6:5 subscripts are not supported as members",
            "8:24 subscripts are not supported as members", "10:22 subscripts are not supported as members",
        ])
        XCTAssertEqual(Set(errors.map(\.hint)), ["declare a method instead, such as 'item(at index: Int) -> Item'"])
    }

    func testUnknownTypesAreNotWarnedAboutWhenAnotherModuleIsImported() {
        let result = load("module: SignIn\nimports: [Foundation, PhotosKit]\nview:\n  - show(photo: Photo)\n")
        XCTAssertEqual(result.warnings, [])
        XCTAssertEqual(result.spec?.imports, ["Foundation", "PhotosKit"])
    }
}
