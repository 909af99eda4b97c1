import Foundation

final class SettingsPresenter: SettingsPresenterProtocol {
    weak var view: SettingsViewProtocol?
    private let interactor: SettingsInteractorProtocol
    private let router: SettingsRouterProtocol

    init(interactor: SettingsInteractorProtocol, router: SettingsRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadVersion()
    }
}

extension SettingsPresenter: SettingsInteractorOutputProtocol {
    func didLoad(version: String) {
        view?.show(version: "Version \(version)")
    }
}
