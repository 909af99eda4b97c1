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
}
