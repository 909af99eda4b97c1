import Foundation

final class SettingsInteractor: SettingsInteractorProtocol {
    // The presenter outlives its interactor: the team holds it unowned.
    unowned var presenter: SettingsInteractorOutputProtocol!
    private let versionProvider: VersionProviding

    init(versionProvider: VersionProviding) {
        self.versionProvider = versionProvider
    }

    func loadVersion() {
        presenter.didLoad(version: versionProvider.version)
    }
}
