@testable import ArchGenKit
import ArchGenSpec
import ArchGenTemplates
import XCTest

/// A use case's `from:` (a response field takes a request field, a view
/// model field a response field, of another name): the interactor and the
/// presenter pass each value on, and their tests compare the model built
/// from the sample they were given, so a dropped value fails them.
final class FieldSourceRenderTests: XCTestCase {
    func testNamedSourcesFlowAlongTheUseCase() throws {
        let text = "module: Cart\nstyle: vip\nuseCases:\n  ShowTotal:\n    request: (amount: String, currency: String)\n"
            + "    response: (total: String, currency: String)\n    viewModel: (text: String)\n    from:\n"
            + "      response.total: request.amount\n      viewModel.text: response.total\n"
        let result = SpecLoader().load(bytes: Array(text.utf8), path: "Cart.archgen")
        XCTAssertEqual(result.errors.map(\.message), [])
        let spec = try XCTUnwrap(result.spec)
        XCTAssertEqual(spec.useCases.first?.sources, ["response.total": .field("amount"), "viewModel.text": .field("total")])
        let module = ModuleModel(spec: spec)
        let interactor = try XCTUnwrap(module.style.actor("interactor")), presenter = try XCTUnwrap(module.style.actor("presenter"))
        let requests = try XCTUnwrap(module.implementations(of: interactor).first)
        XCTAssertEqual(requests.forward(requests.members[0])?.model?.value,
                       "Cart.ShowTotal.Response(total: request.amount, currency: request.currency)")
        let outputs = try XCTUnwrap(module.implementations(of: presenter).first)
        XCTAssertEqual(outputs.forward(outputs.members[0])?.model?.value, "Cart.ShowTotal.ViewModel(text: response.total)")
        XCTAssertEqual(module.testCase(of: interactor).tests.first?.then, [
            "XCTAssertEqual(presenter.presentShowTotalResponseReceivedResponse, "
                + "Cart.ShowTotal.Response(total: request.amount, currency: request.currency))",
        ])
        XCTAssertEqual(module.testCase(of: presenter).tests.first { $0.name.hasPrefix("present") }?.then, [
            "XCTAssertEqual(viewController.displayShowTotalViewModelReceivedViewModel, Cart.ShowTotal.ViewModel(text: response.total))",
        ])
    }

    /// `response.total: input.amount`: the interactor, VIP's data store, keeps the input passed to its
    /// `init`, and builds the response from it; its test expects the input it was built with (`sut.amount`).
    func testAResponseFieldTakesTheInputTheInteractorKeeps() throws {
        let text = "module: Cart\nstyle: vip\ninput: (amount: String)\nuseCases:\n  ShowTotal:\n    response: (total: String)\n"
            + "    from:\n      response.total: input.amount\n"
        let result = SpecLoader().load(bytes: Array(text.utf8), path: "Cart.archgen")
        XCTAssertEqual(result.errors.map(\.message), [])
        let module = ModuleModel(spec: try XCTUnwrap(result.spec))
        let interactor = try XCTUnwrap(module.style.actor("interactor"))
        let requests = try XCTUnwrap(module.implementations(of: interactor).first)
        XCTAssertEqual(requests.forward(requests.members[0])?.model?.value, "Cart.ShowTotal.Response(total: amount)")
        XCTAssertEqual(module.testCase(of: interactor).tests.first?.then, [
            "XCTAssertEqual(presenter.presentShowTotalResponseReceivedResponse, Cart.ShowTotal.Response(total: sut.amount))",
        ])
    }

    /// `response.names: Store.names`: the interactor asks the service it holds and builds the response
    /// from the result; its test stubs the mock's result and expects it in the response.
    func testAResponseFieldTakesAServicesResult() throws {
        let text = "module: Cart\nstyle: vip\nservices:\n  Store:\n    - names() -> [String]\nuseCases:\n  Show:\n"
            + "    response: (titles: [String])\n    from:\n      response.titles: Store.names\n"
        let result = SpecLoader().load(bytes: Array(text.utf8), path: "Cart.archgen")
        XCTAssertEqual(result.errors.map(\.message), [])
        let module = ModuleModel(spec: try XCTUnwrap(result.spec))
        let interactor = try XCTUnwrap(module.style.actor("interactor"))
        let requests = try XCTUnwrap(module.implementations(of: interactor).first)
        XCTAssertEqual(requests.forward(requests.members[0])?.model?.value, "Cart.Show.Response(titles: store.names())")
        let test = try XCTUnwrap(module.testCase(of: interactor).tests.first)
        XCTAssertEqual(test.given.suffix(2), ["let names: [String] = [\"names\"]", "store.namesReturnValue = names"])
        XCTAssertEqual(test.then, ["XCTAssertEqual(presenter.presentShowResponseReceivedResponse, Cart.Show.Response(titles: names))"])
    }
}
