#if canImport(UIKit)
import UIKit
#endif

final class ProfileRouter: ProfileRouterProtocol {
    #if canImport(UIKit)
    weak var viewController: UIViewController?

    static func createModule(
        user: User, sessionStore: SessionStoreProtocol, analytics: AnalyticsService, delegate: ProfileModuleDelegate?
    ) -> UIViewController {
        let view = ProfileViewController()
        let interactor = ProfileInteractor(sessionStore: sessionStore, analytics: analytics)
        let router = ProfileRouter()
        let presenter = ProfilePresenter(interactor: interactor, router: router, user: user)
        view.presenter = presenter
        presenter.view = view
        presenter.delegate = delegate
        interactor.presenter = presenter
        router.viewController = view
        return view
    }
    #endif

    func close() {
        #if canImport(UIKit)
        viewController?.navigationController?.popViewController(animated: true)
        #endif
    }
}
