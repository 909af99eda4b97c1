#if canImport(UIKit)
import Core
import UIKit
#endif

public final class ProfileRouter: ProfileRouterProtocol {
    #if canImport(UIKit)
    weak var viewController: UIViewController?

    public static func createModule(
        name: String, sessionStore: SessionStoreProtocol, analytics: AnalyticsService, delegate: ProfileModuleDelegate?
    ) -> UIViewController {
        let view = ProfileViewController()
        let interactor = ProfileInteractor(sessionStore: sessionStore, analytics: analytics)
        let router = ProfileRouter()
        let presenter = ProfilePresenter(interactor: interactor, router: router, name: name)
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
