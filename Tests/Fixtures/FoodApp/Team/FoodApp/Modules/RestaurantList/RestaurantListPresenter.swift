/// The team's presenter: it opens the restaurant selected, and is the
/// detail's delegate, keeping the restaurants the user ordered from.
@MainActor
final class RestaurantListPresenter: RestaurantListPresentation {
    weak var view: (any RestaurantListView)?
    var interactor: (any RestaurantListInteraction)!
    var router: (any RestaurantListRoutable)!
    private(set) var orderedFrom: [Restaurant] = []

    func viewDidLoad() {
        interactor.loadRestaurants()
    }

    func didSelect(restaurant: Restaurant) {
        router.showDetail(of: restaurant)
    }
}

extension RestaurantListPresenter: RestaurantListInteractorOutput {
    func didLoad(restaurants: [Restaurant]) {
        view?.show(names: restaurants.map(\.name))
    }
}

extension RestaurantListPresenter: RestaurantDetailDelegate {
    func restaurantDetailDidOrder(from restaurant: Restaurant) {
        orderedFrom.append(restaurant)
    }
}
