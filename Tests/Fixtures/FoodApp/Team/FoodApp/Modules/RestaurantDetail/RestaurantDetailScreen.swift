/// The team's detail view: it shows the restaurant's name.
@MainActor
final class RestaurantDetailScreen: RestaurantDetailView {
    var presenter: (any RestaurantDetailPresentation)!
    private(set) var name: String?

    func show(name: String) {
        self.name = name
    }
}
