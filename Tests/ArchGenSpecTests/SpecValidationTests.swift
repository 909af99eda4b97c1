import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// Validation errors and warnings, asserted verbatim as the user sees them.
final class SpecValidationTests: XCTestCase, SpecValidating {
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
}
