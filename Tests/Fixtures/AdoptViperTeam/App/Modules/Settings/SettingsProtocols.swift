//
//  SettingsProtocols.swift
//  App
//

import Foundation

protocol SettingsViewProtocol: AnyObject {
    var presenter: SettingsPresenterProtocol! { get set }

    func show(version: String)
}

protocol SettingsPresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol SettingsInteractorProtocol: AnyObject {
    func loadVersion()
}

protocol SettingsInteractorOutputProtocol: AnyObject {
    func didLoad(version: String)
}

protocol SettingsRouterProtocol: AnyObject {
    func close()
}

/// Where the app's version comes from; the interactor's own.
protocol VersionProviding {
    var version: String { get }
}
