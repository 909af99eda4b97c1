import XCTest
@testable import App

final class SettingsPresenterTests: XCTestCase {
    final class ViewSpy: SettingsViewProtocol {
        var presenter: SettingsPresenterProtocol!
        var versions: [String] = []
        func show(version: String) { versions.append(version) }
    }

    final class InteractorSpy: SettingsInteractorProtocol {
        var loads = 0
        func loadVersion() { loads += 1 }
    }

    func testTheVersionIsShownWithItsLabel() {
        let view = ViewSpy(), interactor = InteractorSpy()
        let presenter = SettingsPresenter(interactor: interactor, router: SettingsRouter())
        presenter.view = view

        presenter.viewDidLoad()
        presenter.didLoad(version: "2.1")

        XCTAssertEqual(interactor.loads, 1)
        XCTAssertEqual(view.versions, ["Version 2.1"])
    }
}
