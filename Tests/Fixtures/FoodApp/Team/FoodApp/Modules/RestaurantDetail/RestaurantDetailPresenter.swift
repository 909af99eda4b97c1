/// The team's presenter: it shows its restaurant, and tells its delegate
/// when the user orders from it.
@MainActor
final class RestaurantDetailPresenter: RestaurantDetailPresentation {
    weak var view: (any RestaurantDetailView)?
    let interactor: any RestaurantDetailInteraction
    weak var delegate: (any RestaurantDetailDelegate)?
    let restaurant: Restaurant

    init(interactor: any RestaurantDetailInteraction, restaurant: Restaurant) {
        self.interactor = interactor
        self.restaurant = restaurant
    }

    func viewDidLoad() {
        view?.show(name: restaurant.name)
    }

    func didTapOrder() {
        delegate?.restaurantDetailDidOrder(from: restaurant)
    }
}
