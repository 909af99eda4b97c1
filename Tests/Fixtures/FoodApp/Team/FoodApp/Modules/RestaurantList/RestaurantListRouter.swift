/// The team's router: it builds the detail module through the detail's own
/// assembly, with the list's presenter as the detail's delegate.
@MainActor
final class RestaurantListRouter: RestaurantListRoutable {
    weak var view: (any RestaurantListView)?
    weak var detailDelegate: (any RestaurantDetailDelegate)?
    private(set) var detail: RestaurantDetailScreen?

    @discardableResult
    static func assemble(view: some RestaurantListView) -> RestaurantListPresenter {
        let presenter = RestaurantListPresenter()
        let interactor = RestaurantListInteractor()
        let router = RestaurantListRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.view = view
        router.detailDelegate = presenter
        return presenter
    }

    func showDetail(of restaurant: Restaurant) {
        let screen = RestaurantDetailScreen()
        RestaurantDetailRouter.assemble(view: screen, restaurant: restaurant, delegate: detailDelegate)
        detail = screen
    }
}
