/// The team's presenter: it shows its restaurant, and tells its delegate
/// when the user orders from it.
@MainActor
final class RestaurantDetailPresenter: RestaurantDetailPresentation {
    weak var view: (any RestaurantDetailView)?
    var interactor: (any RestaurantDetailInteraction)!
    weak var delegate: (any RestaurantDetailDelegate)?
    let restaurant: Restaurant

    init(restaurant: Restaurant) {
        self.restaurant = restaurant
    }

    func viewDidLoad() {
        view?.show(name: restaurant.name)
    }

    func didTapOrder() {
        delegate?.restaurantDetailDidOrder(from: restaurant)
    }
}
