import Foundation

/// The team's router: its protocol holds the module's factory, which other
/// modules call to show a profile.
@MainActor
final class ProfileRouter: ProfileRoutable {
    weak var view: (any ProfileView)?
    private(set) var isClosed = false

    @discardableResult
    static func assemble(view: some ProfileView, userID: String) -> ProfilePresenter {
        let presenter = ProfilePresenter(userID: userID)
        let interactor = ProfileInteractor()
        let router = ProfileRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.view = view
        return presenter
    }

    static func createModule(userID: String) -> any ProfileView {
        let view = ProfileNameView()
        assemble(view: view, userID: userID)
        return view
    }

    func close() {
        isClosed = true
    }
}
