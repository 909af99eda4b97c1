//
//  LoginRouter.swift
//  App
//

#if canImport(UIKit)
import UIKit
#endif

final class LoginRouter: LoginRouterProtocol {
    #if canImport(UIKit)
    weak var viewController: UIViewController?
    var analytics: AnalyticsService?

    static func createModule(authService: AuthServiceProtocol, analytics: AnalyticsService) -> UIViewController {
        let view = LoginViewController()
        let interactor = LoginInteractor(authService: authService, analytics: analytics)
        let router = LoginRouter()
        router.analytics = analytics
        let presenter = LoginPresenter(interactor: interactor, router: router)
        view.presenter = presenter
        presenter.view = view
        interactor.presenter = presenter
        router.viewController = view
        return view
    }
    #endif

    func openProfile(for user: User, delegate: ProfileModuleDelegate?) {
        #if canImport(UIKit)
        guard let analytics else { return }
        let profile = ProfileRouter.createModule(
            user: user, sessionStore: UserDefaultsSessionStore(), analytics: analytics, delegate: delegate)
        viewController?.navigationController?.pushViewController(profile, animated: true)
        #endif
    }
}
