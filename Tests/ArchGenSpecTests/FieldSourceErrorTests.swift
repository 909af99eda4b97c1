import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// A use case's `from:` (`response.total: request.amount`): every error
/// verbatim, located at the entry, with a hint.
final class FieldSourceErrorTests: XCTestCase {
    func testEachWrongSourceIsLocatedWithAHint() {
        let text = """
            module: Cart
            style: vip
            useCases:
              ShowTotal:
                request: (amount: String, count: Int)
                response: (total: String, items: Int)
                viewModel: (text: String)
                from:
                  request.amount: response.total
                  response.totl: request.amount
                  viewModel.text: request.amount
                  response.total: request.amont
                  response.items: request.amount
            """
        let result = SpecLoader().load(SourceText(path: "Cart.archgen", text: text))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), """
            Cart.archgen:9:7: error: expected a field of the response or the view model, found 'request.amount'
                  request.amount: response.total
                  ^
            hint: write 'response.<field>' or 'viewModel.<field>'
            Cart.archgen:10:7: error: the response of use case 'ShowTotal' has no field 'totl'
                  response.totl: request.amount
                  ^
            hint: did you mean 'total'?
            Cart.archgen:11:23: error: 'viewModel.text' takes a field of the response, found 'request.amount'
                  viewModel.text: request.amount
                                  ^
            hint: write 'response.<field>'
            Cart.archgen:12:23: error: the request of use case 'ShowTotal' has no field 'amont'
                  response.total: request.amont
                                  ^
            hint: did you mean 'amount'?
            Cart.archgen:13:23: error: 'response.items' is 'Int' and 'request.amount' is 'String'
                  response.items: request.amount
                                  ^
            hint: a field takes one of the same type: change one, or leave the field to the team

            """)
    }

    /// A response field taking the module's input (`input.<field>`): the input must exist, have the
    /// field, of the same type, and only a response takes it.
    func testEachWrongInputSourceIsLocatedWithAHint() {
        let text = """
            module: Cart
            style: vip
            input: (currency: String)
            useCases:
              ShowTotal:
                request: (amount: String)
                response: (total: String, count: Int, code: String)
                viewModel: (text: String)
                from:
                  response.total: input.curency
                  response.count: input.currency
                  response.code: view.currency
                  viewModel.text: input.currency
            """
        let result = SpecLoader().load(SourceText(path: "Cart.archgen", text: text))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), """
            Cart.archgen:10:23: error: the module's input has no field 'curency'
                  response.total: input.curency
                                  ^
            hint: did you mean 'currency'?
            Cart.archgen:11:23: error: 'response.count' is 'Int' and 'input.currency' is 'String'
                  response.count: input.currency
                                  ^
            hint: a field takes one of the same type: change one, or leave the field to the team
            Cart.archgen:12:22: error: 'response.code' takes a field of the request, of the input or a service's result, found 'view.currency'
                  response.code: view.currency
                                 ^
            hint: write 'request.<field>', 'input.<field>' or '<Service>.<method>'
            Cart.archgen:13:23: error: 'viewModel.text' takes a field of the response, found 'input.currency'
                  viewModel.text: input.currency
                                  ^
            hint: write 'response.<field>'

            """)
        let withoutInput = "module: Cart\nstyle: vip\nuseCases:\n  ShowTotal:\n    response: (total: String)\n    from:\n      response.total: input.amount\n"
        XCTAssertEqual(DiagnosticRenderer().render(SpecLoader().load(SourceText(path: "Cart.archgen", text: withoutInput)).diagnostics), """
            Cart.archgen:7:23: error: 'response.total' takes a field of the module's input, and the module has no input
                  response.total: input.amount
                                  ^
            hint: declare it, as 'input: (amount: String)', or take a field of the request

            """)
    }

    /// A response field taking a service's result (`<Service>.<method>`): a method of the service,
    /// synchronous and without parameters, returning the field's type.
    func testEachWrongServiceResultIsLocatedWithAHint() {
        let text = """
            module: Cart
            style: vip
            services:
              Store:
                - names() -> [String]
                - load(page: Int) -> [String]
                - count() -> Int
            useCases:
              Show:
                response: (names: [String], more: [String], total: [String])
                from:
                  response.names: Store.nams
                  response.more: Store.load
                  response.total: Store.count
            """
        let result = SpecLoader().load(SourceText(path: "Cart.archgen", text: text))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), """
            Cart.archgen:12:23: error: service 'Store' has no method 'nams'
                  response.names: Store.nams
                                  ^
            hint: did you mean 'names'?
            Cart.archgen:13:22: error: 'Store.load' cannot give 'response.more': it takes arguments, is 'async' or 'throws'
                  response.more: Store.load
                                 ^
            hint: a field takes the result of a synchronous method without parameters; call this one in the interactor yourself
            Cart.archgen:14:23: error: 'response.total' is '[String]' and 'Store.count' returns 'Int'
                  response.total: Store.count
                                  ^
            hint: a field takes one of the same type: change one, or leave the field to the team

            """)
    }
}
