// The team's router and assembly.
final class ProfileRouter: ProfileRoutable {
    weak var view: (any ProfileView)?

    static func assemble(view: some ProfileView, userID: String, profiles: any ProfileService) -> ProfilePresenter {
        let presenter = ProfilePresenter()
        let interactor = ProfileInteractor()
        let router = ProfileRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        presenter.userID = userID
        interactor.output = presenter
        interactor.profiles = profiles
        router.view = view
        return presenter
    }

    func close() {
        // The app's navigation dismisses the view here.
    }
}
