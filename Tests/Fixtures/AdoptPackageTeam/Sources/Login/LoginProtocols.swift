//
//  LoginProtocols.swift
//  Login
//

import Foundation

// MARK: View
protocol LoginViewProtocol: AnyObject {
    var presenter: LoginPresenterProtocol! { get set }

    func showLoading(_ isLoading: Bool)
    func showError(message: String)
}

// MARK: Presenter
protocol LoginPresenterProtocol: AnyObject {
    func loginTapped(email: String, password: String)
}

// MARK: Interactor
protocol LoginInteractorProtocol: AnyObject {
    func login(email: String, password: String)
}

protocol LoginInteractorOutputProtocol: AnyObject {
    func loginSucceeded(name: String)
    func loginFailed(message: String)
}

// MARK: Router
protocol LoginRouterProtocol: AnyObject {
    func openProfile(name: String)
}

// MARK: Services
protocol AuthServiceProtocol {
    func login(email: String, password: String) -> String?
}
