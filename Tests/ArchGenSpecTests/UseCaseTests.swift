import ArchGenSource
import ArchGenSpec
import XCTest

/// Use cases: their models, and the methods they add to the role lists.
final class UseCaseTests: XCTestCase {
    func testAUseCaseAddsItsFourMethods() throws {
        let spec = try XCTUnwrap(load("""
            module: ItemsList
            useCases:
              FetchItems:
                request: ()
                response: (items: [Item])
                viewModel: (rows: [String])
            entities:
              - Item(name: String)
            """).spec)
        let useCase = try XCTUnwrap(spec.useCases.first)
        XCTAssertEqual(useCase.request, [])
        XCTAssertEqual(useCase.response.map(\.name), ["items"])
        XCTAssertEqual(useCase.response.map(\.type.description), ["[Item]"])
        XCTAssertEqual(useCase.viewModel.map(\.name), ["rows"])
        XCTAssertEqual(spec.members(of: .events).map(\.text), ["fetchItems(request: ItemsList.FetchItems.Request)"])
        XCTAssertEqual(spec.members(of: .interactor).map(\.text), ["fetchItems(request: ItemsList.FetchItems.Request)"])
        XCTAssertEqual(spec.members(of: .output).map(\.text),
                       ["presentFetchItems(response: ItemsList.FetchItems.Response)"])
        XCTAssertEqual(spec.members(of: .view).map(\.text),
                       ["displayFetchItems(viewModel: ItemsList.FetchItems.ViewModel)"])
        XCTAssertEqual(spec.members(of: .view).map(\.origin), [.useCase("FetchItems")])
        XCTAssertEqual(spec.members(of: .routes), [])
    }

    func testMethodsNoneGeneratesModelsOnly() throws {
        let spec = try XCTUnwrap(load("""
            module: Main
            useCases:
              CurrentTime:
                methods: none
                response: (date: Date)
            """).spec)
        XCTAssertEqual(spec.useCases.map(\.generatesMethods), [false])
        XCTAssertTrue(Role.allCases.allSatisfy { spec.members(of: $0).isEmpty })
    }

    func testAHandWrittenMethodWinsOverTheGeneratedOne() throws {
        let spec = try XCTUnwrap(load("""
            module: ItemsList
            events:
              - fetchItems(request: ItemsList.FetchItems.Request, force: Bool)
            useCases:
              FetchItems:
                request: ()
            """).spec)
        XCTAssertEqual(spec.members(of: .events).map(\.text),
                       ["fetchItems(request: ItemsList.FetchItems.Request, force: Bool)"])
        XCTAssertEqual(spec.members(of: .interactor).map(\.text), ["fetchItems(request: ItemsList.FetchItems.Request)"])
    }

    func testUnknownMethodsValue() {
        let errors = load("module: Main\nuseCases:\n  Greet:\n    methods: non\n").errors
        XCTAssertEqual(errors.map(\.message), ["unknown methods 'non' for use case 'Greet'"])
        XCTAssertEqual(errors.map(\.hint), ["did you mean 'none'?"])
    }

    func testAFieldListedTwiceIsLocatedAtTheRepeat() {
        XCTAssertEqual(DiagnosticRenderer().render(load("module: Main\nuseCases:\n  Greet:\n    request: (name: String, name: Int)\n").errors), """
            Spec.archgen:4:29: error: duplicate field 'name'
                request: (name: String, name: Int)
                                        ^

            """)
    }

    private func load(_ text: String) -> SpecLoadResult {
        SpecLoader().load(SourceText(path: "Spec.archgen", text: text))
    }
}
