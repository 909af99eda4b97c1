/// Where a field of a use case's response or view model comes from, as its
/// `from:` entry names it, in Clean Swift's terms and nothing else
/// (`SpecBuilder.fieldSources`): a field of the model before it
/// (`response.total: request.amount`, `viewModel.text: response.total`), or,
/// for a response, a field of the module's input, which the interactor keeps
/// as the data store (`response.total: input.amount`), or the result of a
/// service's method the interactor calls (`response.names: RestaurantStore.restaurantNames`).
package enum FieldSource: Equatable, Sendable {
    /// `amount` of `request.amount`: the field of the model before, of that name.
    case field(String)
    /// `amount` of `input.amount`: the field of the module's input, of that name.
    case input(String)
    /// `RestaurantStore.restaurantNames`: what the service's method returns, synchronously, without arguments.
    case service(String, method: String)
}
