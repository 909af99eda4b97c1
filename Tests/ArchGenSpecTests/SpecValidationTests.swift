import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// Validation errors and warnings, asserted verbatim as the user sees them.
final class SpecValidationTests: XCTestCase {
    func testUnknownTopLevelKeySuggestsTheNearMiss() {
        XCTAssertEqual(lint("module: SignIn\nstlye: viper\n"), """
            Spec.archgen:2:1: error: unknown key 'stlye'
            stlye: viper
            ^
            hint: did you mean 'style'?

            """)
    }

    func testUnknownKeyWithNothingNearHasNoHint() {
        XCTAssertEqual(lint("module: SignIn\nbananas: 3\n"), """
            Spec.archgen:2:1: error: unknown key 'bananas'
            bananas: 3
            ^

            """)
    }

    func testKeywordAsModuleName() {
        XCTAssertEqual(lint("module: class\n"), """
            Spec.archgen:1:9: error: module name 'class' is a Swift keyword
            module: class
                    ^
            hint: choose another name; generated types and files are named after it

            """)
    }

    func testModuleNameWithAPathSeparator() {
        XCTAssertEqual(lint("module: ../Evil\n"), """
            Spec.archgen:1:9: error: module name '../Evil' contains a path separator
            module: ../Evil
                    ^
            hint: a module name is a Swift identifier: letters, digits and '_', not starting with a digit

            """)
    }

    func testModuleNameWithDotDot() {
        XCTAssertEqual(lint("module: Sign..In\n"), """
            Spec.archgen:1:9: error: module name 'Sign..In' contains '..'
            module: Sign..In
                    ^
            hint: a module name is a Swift identifier: letters, digits and '_', not starting with a digit

            """)
    }

    func testModuleNameMustStartUppercase() {
        XCTAssertEqual(lint("module: signIn\n"), """
            Spec.archgen:1:9: error: module name 'signIn' must start with an uppercase letter
            module: signIn
                    ^
            hint: did you mean 'SignIn'?

            """)
    }

    func testMissingModule() {
        XCTAssertEqual(lint("style: vip\n"), """
            Spec.archgen:1:1: error: missing required key 'module'
            style: vip
            ^
            hint: add 'module: Name' (an UpperCamelCase Swift identifier)

            """)
    }

    func testTwoMembersWithTheSameSignature() {
        XCTAssertEqual(lint("""
            module: SignIn
            events:
              - signIn(username: String)
              - signIn(username: String) -> Bool
            """), """
            Spec.archgen:4:5: error: 'events' (SignInPresentation) declares 'signIn(username:)' twice
              - signIn(username: String) -> Bool
                ^
            hint: first declared at line 3

            """)
    }

    /// Swift compares the types an alias names: Foundation's `TimeInterval`
    /// is `Double`, and a spec's own `typealias Amount = Decimal` is `Decimal`
    /// (found by scripts/specgen: 'invalid redeclaration' of an overload).
    /// A member type of the same name (`Clock.TimeInterval`) is another type.
    func testTwoMembersThatDifferOnlyByATypeAlias() {
        XCTAssertEqual(lint("""
            module: Pay
            external:
              - typealias Amount = Decimal
            services:
              Wallet:
                - func wait(for delay: TimeInterval) async
                - func wait(for delay: Double) async
                - func wait(for delay: Clock.TimeInterval) async
                - func pay(_ amount: Amount, tip: [Amount]?)
                - func pay(_ amount: Decimal, tip: [Decimal]?)
            """), """
            Spec.archgen:7:7: error: service 'Wallet' declares 'wait(for:)' twice
                - func wait(for delay: Double) async
                  ^
            hint: first declared at line 6, with types that are the same type under an alias
            Spec.archgen:10:7: error: service 'Wallet' declares 'pay(_:tip:)' twice
                - func pay(_ amount: Decimal, tip: [Decimal]?)
                  ^
            hint: first declared at line 9, with types that are the same type under an alias

            """)
    }

    func testAMemberThatDoesNotParseIsLocatedInsideTheFragment() {
        XCTAssertEqual(lint("module: SignIn\nevents:\n  - signIn(username String)\n"), """
            Spec.archgen:3:27: error: missing ':' and a type for parameter 'String'
              - signIn(username String)
                                      ^
            hint: did you mean 'username: String'?

            """)
    }

    func testAQuotedMemberIsLocatedInsideTheQuotes() {
        XCTAssertEqual(lint("module: SignIn\nevents:\n  - \"load(_ id: Int) -> [Item\"\n"), """
            Spec.archgen:3:25: error: expected ']' to close the array type
              - "load(_ id: Int) -> [Item"
                                    ^

            """)
    }

    func testAnUnbalancedFragmentIsReportedWithTheSpecsOtherErrors() {
        XCTAssertEqual(lint("""
            module: SignIn
            view:
              - display(items: [Item)
            routes:
              - close(animated Bool)
            """), """
            Spec.archgen:3:20: error: unbalanced '[' in Swift fragment
              - display(items: [Item)
                               ^
            hint: close it on the same line; a fragment is one line
            Spec.archgen:5:24: error: missing ':' and a type for parameter 'Bool'
              - close(animated Bool)
                                   ^
            hint: did you mean 'animated: Bool'?

            """)
    }

    func testOverloadsWithOtherTypesOrLabelsAreAllowed() {
        let result = load("""
            module: SignIn
            events:
              - signIn(username: String)
              - signIn(username: Int)
              - signIn(email: String)
            """)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.spec?.members(of: .events).map(\.declaration.displayName),
                       ["signIn(username:)", "signIn(username:)", "signIn(email:)"])
    }

    func testWrongValueKinds() {
        XCTAssertEqual(lint("""
            module: SignIn
            imports: Foundation
            style: [viper]
            """), """
            Spec.archgen:2:10: error: 'imports' must be a list, found a string
            imports: Foundation
                     ^
            hint: write each item on its own line, starting with '- '
            Spec.archgen:3:8: error: 'style' must be a string, found a list
            style: [viper]
                   ^

            """)
    }

    func testUnknownStyleSuggestsTheNearMiss() {
        XCTAssertEqual(lint("module: SignIn\nstyle: viperS\nplatform: UIKit\n"), """
            Spec.archgen:2:8: error: unknown style 'viperS'
            style: viperS
                   ^
            hint: did you mean 'viper-s'?
            Spec.archgen:3:11: error: unknown platform 'UIKit'
            platform: UIKit
                      ^
            hint: did you mean 'uikit'?

            """)
    }

    func testEveryErrorOfASpecIsReportedTogetherInSourceOrder() {
        let result = load("""
            module: SignIn
            stlye: viper
            entities:
              - SignInPresenter(name: String)
            services:
              class:
                - start()
            useCases:
              Fetch:
                reqest: ()
            """)
        XCTAssertNil(result.spec)
        XCTAssertEqual(result.errors.map(\.message), [
            "unknown key 'stlye'",
            "entity 'SignInPresenter' has the name of a type archgen generates for module 'SignIn'",
            "service name 'class' is a Swift keyword",
            "unknown key 'reqest' in use case 'Fetch'",
        ])
        XCTAssertEqual(result.errors.map { $0.location?.line }, [2, 4, 6, 10])
    }

    func testGeneratedNamesDependOnTheStyle() {
        let spec = "module: ItemsList\nentities:\n  - ItemsListDirector(name: String)\n"
        XCTAssertEqual(load(spec).errors, [])
        XCTAssertEqual(load(spec, style: .viperS).errors.map(\.message),
                       ["entity 'ItemsListDirector' has the name of a type archgen generates for module 'ItemsList'"])
    }

    func testATypeDeclaredTwice() {
        XCTAssertEqual(load("""
            module: SignIn
            entities:
              - Item(name: String)
            external:
              - struct Item { var name: String }
            """).errors.map(\.message), ["external type 'Item' is declared twice"])
    }

    func testRoleListsTakeMethodsOnlyWhereTheStyleSaysNot() {
        XCTAssertEqual(lint("module: SignIn\nview:\n  - var title: String { get }\n"), """
            Spec.archgen:3:5: error: 'view' lists methods only; 'title' is a property
              - var title: String { get }
                ^
            hint: in VIPER, 'events' takes properties (what the view reads or sets); others belong to services

            """)
    }

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

    func testMissingExternalFile() {
        XCTAssertEqual(lint("module: SignIn\nexternal:\n  - Models/Item.swift\n", path: "specs/Spec.archgen"), """
            specs/Spec.archgen:3:5: error: external file 'Models/Item.swift' does not exist
              - Models/Item.swift
                ^
            hint: paths under 'external' are relative to the spec file (specs/Models/Item.swift)

            """)
    }

    func testDefaults() throws {
        let spec = try XCTUnwrap(load("module: SignIn\n").spec)
        XCTAssertEqual(spec.style, .viper)
        XCTAssertEqual(spec.platform, .uikit)
        XCTAssertEqual(spec.tests, .xctest)
        XCTAssertEqual(spec.imports, ["Foundation"])
        XCTAssertEqual(spec.appModule, "SignIn")
        XCTAssertEqual(spec.input, [])
        XCTAssertNil(spec.description)
    }

    func testStyleOverrideWins() throws {
        XCTAssertEqual(try XCTUnwrap(load("module: SignIn\nstyle: vip\n", style: .viperS).spec).style, .viperS)
    }

    func testServicesInBothForms() throws {
        let spec = try XCTUnwrap(load("""
            module: Main
            services:
              Storage:
                property: store
                members:
                  - set(_ value: Any?, forKey defaultName: String)
              URLLoader:
                - load(url: URL) async throws -> Data
            """).spec)
        XCTAssertEqual(spec.services.map(\.name), ["Storage", "URLLoader"])
        XCTAssertEqual(spec.services.map(\.property), ["store", "urlLoader"])
        XCTAssertEqual(spec.services.map { $0.members.map(\.declaration.displayName) },
                       [["set(_:forKey:)"], ["load(url:)"]])
    }

    func testUnknownServiceKey() {
        XCTAssertEqual(load("module: Main\nservices:\n  Storage:\n    propery: store\n").errors.map(\.message),
                       ["unknown key 'propery' in service 'Storage'"])
    }

    private func load(_ text: String, path: String = "Spec.archgen", style: StyleDefinition? = nil) -> SpecLoadResult {
        SpecLoader(styleOverride: style, files: TestDisk.empty).load(SourceText(path: path, text: text))
    }

    /// The rendered errors, then warnings, of a spec.
    private func lint(_ text: String, path: String = "Spec.archgen") -> String {
        DiagnosticRenderer().render(load(text, path: path).diagnostics)
    }
}
