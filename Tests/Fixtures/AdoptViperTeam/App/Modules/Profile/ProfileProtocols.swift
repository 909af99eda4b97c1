//
//  ProfileProtocols.swift
//  App
//

import Foundation

protocol ProfileViewProtocol: AnyObject {
    var presenter: ProfilePresenterProtocol! { get set }

    func show(name: String)
    func showSignedOut()
}

protocol ProfilePresenterProtocol: AnyObject {
    func viewDidLoad()
    func signOutTapped()
}

protocol ProfileInteractorProtocol: AnyObject {
    func signOut()
}

protocol ProfileInteractorOutputProtocol: AnyObject {
    func didSignOut()
}

protocol ProfileRouterProtocol: AnyObject {
    func close()
}

/// What Profile tells the module that opened it.
protocol ProfileModuleDelegate: AnyObject {
    func profileDidSignOut()
}

protocol SessionStoreProtocol {
    func clear()
}
