//
//  ProfileProtocols.swift
//  Profile
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
public protocol ProfileModuleDelegate: AnyObject {
    func profileDidSignOut()
}

public protocol SessionStoreProtocol {
    func clear()
}
