/// The team's router: it builds the detail module through the detail's own
/// assembly, with the list's presenter as the detail's delegate.
@MainActor
final class RestaurantListRouter: RestaurantListRoutable {
    weak var view: (any RestaurantListView)?
    weak var detailDelegate: (any RestaurantDetailDelegate)?
    private(set) var detail: RestaurantDetailScreen?

    @discardableResult
    static func assemble<ViewType: RestaurantListView>(
        view makeView: (any RestaurantListPresentation) -> ViewType
    ) -> (view: ViewType, presenter: RestaurantListPresenter) {
        let interactor = RestaurantListInteractor()
        let router = RestaurantListRouter()
        let presenter = RestaurantListPresenter(interactor: interactor, router: router)
        let view = makeView(presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        router.detailDelegate = presenter
        return (view, presenter)
    }

    func showDetail(of restaurant: Restaurant) {
        let module = RestaurantDetailRouter.assemble(
            view: { RestaurantDetailScreen(presenter: $0) }, restaurant: restaurant, delegate: detailDelegate)
        detail = module.view
    }
}
