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

    static func createModule(authService: AuthServiceProtocol) -> UIViewController {
        let view = LoginViewController()
        let interactor = LoginInteractor(authService: authService)
        let router = LoginRouter()
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
        let profile = ProfileRouter.createModule(user: user, sessionStore: UserDefaultsSessionStore(), delegate: delegate)
        viewController?.navigationController?.pushViewController(profile, animated: true)
        #endif
    }
}
