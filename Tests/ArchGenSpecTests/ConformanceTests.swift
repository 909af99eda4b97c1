import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// Conformances written as Swift: a use-case model's (`response: (user: User): MessageProtocol`),
/// an entity shorthand's (`User(name: String): Sendable`), and entities that
/// extend the module's own types (`extension Main.UserInfo.Response: MessageProtocol {}`).
/// Errors asserted verbatim, with location and caret.
final class ConformanceTests: XCTestCase {
    private func nominal(_ names: String...) -> TypeSyntax { .nominal(names.map { NominalComponent(name: $0) }) }

    func testAModelsConformancesFollowItsFields() throws {
        XCTAssertEqual(try DeclarationParser.parseModel("(user: User): MessageProtocol, Sendable"), ModelDeclaration(
            fields: [FieldDeclaration(name: "user", type: nominal("User"))],
            conformances: [nominal("MessageProtocol"), nominal("Sendable")]))
        XCTAssertEqual(try DeclarationParser.parseModel("(): Swift.Sendable").conformances, [nominal("Swift", "Sendable")])
        XCTAssertEqual(try DeclarationParser.parseModel("(id: Int)"), ModelDeclaration(fields: [FieldDeclaration(name: "id", type: nominal("Int"))]))
        XCTAssertEqual(try DeclarationParser.parseModel("(): @unchecked Sendable, P & Q").conformances.map(\.description),
                       ["@unchecked Sendable", "P & Q"])
    }

    func testAShorthandsConformancesFollowItsFields() throws {
        XCTAssertEqual(try DeclarationParser.parseEntity("User(name: String): Identifiable, Codable"), .shorthand(
            name: "User", fields: [FieldDeclaration(name: "name", type: nominal("String"))],
            conformances: [nominal("Identifiable"), nominal("Codable")]))
    }

    func testWhatCannotBeAConformance() {
        XCTAssertEqual(parseError("(id: Int):"), "0:10: expected a protocol after ':' (hint: write the protocols the struct conforms to: '(name: String): Sendable, Identifiable')")
        XCTAssertEqual(parseError("(id: Int): P,"), "0:13: expected a protocol after ',' (hint: write the protocols the struct conforms to: '(name: String): Sendable, Identifiable')")
        XCTAssertEqual(parseError("(id: Int): [P]"), "0:11: a conformance names a protocol; '[P]' is not one (hint: write a protocol's name, such as 'Sendable' or 'MessageProtocol')")
        XCTAssertEqual(parseError("(id: Int): Box<Int>"), "0:11: a conformance names a protocol; 'Box<Int>' is not one (hint: write a protocol's name, such as 'Sendable' or 'MessageProtocol')")
        XCTAssertEqual(parseError("(id: Int): AnyObject"), "0:11: a struct cannot conform to 'AnyObject' (hint: archgen writes this type as a struct; to declare a class, write the whole declaration)")
        XCTAssertEqual(parseError("(id: Int): P, Q, P"), "0:17: 'P' is listed twice")
        XCTAssertEqual(parseError("(id: Int): P Q"), "0:13: unexpected 'Q' after the conformances")
    }

    func testAUseCaseModelsConformancesAreKeptByModel() throws {
        let spec = try XCTUnwrap(load("""
            module: Main
            external:
              - protocol MessageProtocol {}
            useCases:
              UserInfo:
                request: ()
                response: (name: String): MessageProtocol
                viewModel: (title: String): MessageProtocol, Sendable
            """).spec)
        let useCase = try XCTUnwrap(spec.useCases.first)
        XCTAssertEqual(useCase.response, [FieldDeclaration(name: "name", type: nominal("String"))])
        XCTAssertEqual(useCase.conformances, [.response: [nominal("MessageProtocol")],
                                              .viewModel: [nominal("MessageProtocol"), nominal("Sendable")]])
    }

    func testAModelsConformanceErrorIsLocatedInTheSpec() {
        XCTAssertEqual(lint("""
            module: Main
            useCases:
              UserInfo:
                response: (name: String): [MessageProtocol]
            """), """
            Spec.archgen:4:31: error: a conformance names a protocol; '[MessageProtocol]' is not one
                response: (name: String): [MessageProtocol]
                                          ^
            hint: write a protocol's name, such as 'Sendable' or 'MessageProtocol'

            """)
    }

    /// The input is the assembly's parameters: nothing there is a type that could conform.
    func testTheInputHasNoConformances() {
        XCTAssertEqual(lint("module: Main\ninput: (id: Int): Sendable\n"), """
            Spec.archgen:2:17: error: unexpected ':' after the field list
            input: (id: Int): Sendable
                            ^

            """)
    }

    func testAnEntityMayExtendAUseCaseModelAnEntityOrAService() throws {
        let spec = try XCTUnwrap(load("""
            module: Main
            external:
              - protocol MessageProtocol {}
            entities:
              - User(name: String)
              - extension Main.UserInfo.Response: MessageProtocol {}
              - extension Main.UserInfo: CustomStringConvertible { var description: String { "UserInfo" } }
              - extension User: MessageProtocol {}
              - extension Storage { func clear() {} }
            services:
              Storage:
                - remove(key: String)
            useCases:
              UserInfo:
                response: (user: User)
            """).spec)
        XCTAssertEqual(spec.entities.map(\.name), ["User", "Main.UserInfo.Response", "Main.UserInfo", "User", "Storage"])
    }

    func testWhatAnEntityCannotExtend() {
        XCTAssertEqual(lint("""
            module: Main
            entities:
              - extension Main.UserInfo.Reponse: MessageProtocol {}
              - extension Main.UserInf.Response: MessageProtocol {}
              - extension Main.UserInfo.Response.Row: MessageProtocol {}
              - extension String: MessageProtocol {}
              - extension Array<Int>: MessageProtocol {}
            external:
              - protocol MessageProtocol {}
            useCases:
              UserInfo:
                response: ()
            """), """
            Spec.archgen:3:29: error: use case 'UserInfo' has no model 'Reponse'
              - extension Main.UserInfo.Reponse: MessageProtocol {}
                                        ^
            hint: did you mean 'Response'?
            Spec.archgen:4:20: error: module 'Main' has no use case 'UserInf'
              - extension Main.UserInf.Response: MessageProtocol {}
                               ^
            hint: did you mean 'UserInfo'?
            Spec.archgen:5:38: error: 'Main.UserInfo.Response' has no nested types
              - extension Main.UserInfo.Response.Row: MessageProtocol {}
                                                 ^
            hint: extend the model itself: 'extension Main.UserInfo.Response: P {}'
            Spec.archgen:6:15: error: an entity extends a type declared here; 'String' is not one
              - extension String: MessageProtocol {}
                          ^
            hint: extend an entity or a use-case model here; list extensions of other types under 'external'
            Spec.archgen:7:5: error: an entity extends a type declared here; 'Array<Int>' is not one
              - extension Array<Int>: MessageProtocol {}
                ^
            hint: extend an entity or a use-case model here; list extensions of other types under 'external'

            """)
    }

    /// Without use cases the module declares no namespace to extend.
    func testAModuleWithoutUseCasesHasNoNamespace() {
        XCTAssertEqual(lint("module: Main\nentities:\n  - extension Main: Sendable {}\n"), """
            Spec.archgen:3:15: error: an entity extends a type declared here; 'Main' is not one
              - extension Main: Sendable {}
                          ^
            hint: extend an entity or a use-case model here; list extensions of other types under 'external'

            """)
    }

    /// An extension declares no type, so it never clashes with the type it extends.
    func testAnExtensionIsNoSecondDeclaration() {
        XCTAssertEqual(load("module: Main\nentities:\n  - User(name: String)\n  - extension User: Sendable {}\n").errors, [])
    }

    private func parseError(_ text: String) -> String? {
        do {
            _ = try DeclarationParser.parseModel(text)
            return nil
        } catch {
            return "0:\(error.offset): \(error.message)" + (error.hint.map { " (hint: \($0))" } ?? "")
        }
    }

    private func load(_ text: String) -> SpecLoadResult {
        SpecLoader(files: TestDisk.empty).load(SourceText(path: "Spec.archgen", text: text))
    }

    private func lint(_ text: String) -> String {
        DiagnosticRenderer().render(load(text).diagnostics)
    }
}
