//
//  LoginProtocols.swift
//  App
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
    func viewDidLoad()
    func loginTapped(email: String, password: String)
}

// MARK: Interactor
protocol LoginInteractorProtocol: AnyObject {
    func login(email: String, password: String)
}

protocol LoginInteractorOutputProtocol: AnyObject {
    func loginSucceeded(user: User)
    func loginFailed(message: String)
}

// MARK: Router
protocol LoginRouterProtocol: AnyObject {
    func openProfile(for user: User, delegate: ProfileModuleDelegate?)
}

// MARK: Services
protocol AuthServiceProtocol {
    func login(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void)
}
