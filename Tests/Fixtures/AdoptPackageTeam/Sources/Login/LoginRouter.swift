#if canImport(UIKit)
import Core
import UIKit
import Profile
#endif

public final class LoginRouter: LoginRouterProtocol {
    #if canImport(UIKit)
    weak var viewController: UIViewController?
    weak var presenter: LoginPresenter?

    public static func createModule() -> UIViewController {
        let view = LoginViewController()
        let interactor = LoginInteractor(authService: RemoteAuthService(), analytics: ConsoleAnalytics())
        let router = LoginRouter()
        let presenter = LoginPresenter(interactor: interactor, router: router)
        view.presenter = presenter
        presenter.view = view
        interactor.presenter = presenter
        router.viewController = view
        router.presenter = presenter
        return view
    }
    #endif

    func openProfile(name: String) {
        #if canImport(UIKit)
        let profile = ProfileRouter.createModule(
            name: name, sessionStore: KeychainSessionStore(), analytics: ConsoleAnalytics(), delegate: presenter
        )
        viewController?.navigationController?.pushViewController(profile, animated: true)
        #endif
    }
}
