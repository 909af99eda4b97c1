import XCTest
@testable import App

final class SettingsInteractorTests: XCTestCase {
    struct FixedVersion: VersionProviding {
        var version: String { "2.1" }
    }

    final class OutputSpy: SettingsInteractorOutputProtocol {
        var versions: [String] = []
        func didLoad(version: String) { versions.append(version) }
    }

    func testTheVersionIsReported() {
        let output = OutputSpy()
        let interactor = SettingsInteractor(versionProvider: FixedVersion())
        interactor.presenter = output

        interactor.loadVersion()

        XCTAssertEqual(output.versions, ["2.1"])
    }
}
