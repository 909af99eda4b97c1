/// The team's detail view: it shows the restaurant's name.
@MainActor
final class RestaurantDetailScreen: RestaurantDetailView {
    let presenter: any RestaurantDetailPresentation
    private(set) var name: String?

    init(presenter: any RestaurantDetailPresentation) {
        self.presenter = presenter
    }

    func show(name: String) {
        self.name = name
    }
}
