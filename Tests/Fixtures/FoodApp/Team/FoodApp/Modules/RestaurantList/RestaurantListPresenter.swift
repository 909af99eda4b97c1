/// The team's presenter: it opens the restaurant selected, and is the
/// detail's delegate, keeping the restaurants the user ordered from.
@MainActor
final class RestaurantListPresenter: RestaurantListPresentation {
    weak var view: (any RestaurantListView)?
    let interactor: any RestaurantListInteraction
    let router: any RestaurantListRoutable
    private(set) var orderedFrom: [Restaurant] = []

    init(interactor: any RestaurantListInteraction, router: any RestaurantListRoutable) {
        self.interactor = interactor
        self.router = router
    }

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
