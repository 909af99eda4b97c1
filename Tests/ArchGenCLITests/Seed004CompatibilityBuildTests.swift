import Foundation
import TestSupport
import XCTest

/// Seed 004 ("Applying Unit Tests to MVVM"): its photo list written as the
/// seed's app has it (`Fixtures/Seed004/PhotoList.archgen`: the view model's
/// events, the state the view reads, the closures the view sets, and
/// `APIServiceProtocol` with its escaping completion). The real binary
/// generates the contract; the seed's view model (`Fixtures/Seed004/Sources`),
/// put in place of archgen's, conforms to `PhotoListViewModelInput` without a
/// change to its file, and `check` builds it in Swift 6 and Swift 5 modes.
/// The seed's app has no coordinator and its own tests: those scaffolds are
/// emptied, as a team would. A property of the wrong type fails the build.
final class Seed004CompatibilityBuildTests: XCTestCase {
    func testTheSeedsViewModelConformsToTheGeneratedContractUnchanged() throws {
        _ = try SwiftToolchain.requireSwift()
        let folder = Fixtures.directory.appendingPathComponent("Seed004")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-seed004")
        let project = root.appendingPathComponent("project")
        try? FileManager.default.removeItem(at: project)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let spec = try String(contentsOf: folder.appendingPathComponent("PhotoList.archgen"), encoding: .utf8)
        try write(spec, to: "PhotoList.archgen", in: project)
        try write(settings(mode: 6), to: "archgen.yml", in: project)
        let generate = try TeamFixture.run(["generate"], in: project)
        XCTAssertEqual(generate.status, 0, generate.standardOutput + generate.standardError)
        let contract = try String(contentsOf: project.appendingPathComponent("PhotoList/PhotoListContract.swift"), encoding: .utf8)
        XCTAssertFalse(contract.contains("PhotoListViewModelOutput"), contract)
        XCTAssertTrue(contract.contains("""
                func getCellViewModel(at indexPath: IndexPath) -> PhotoListCellViewModel
                var isLoading: Bool { get }
                var alertMessage: String? { get }
                var numberOfCells: Int { get }
                var isAllowSegue: Bool { get }
                var selectedPhoto: Photo? { get }
                var reloadTableViewClosure: (() -> Void)? { get set }
                var showAlertClosure: (() -> Void)? { get set }
                var updateLoadingStatus: (() -> Void)? { get set }
            }
            """), contract)

        // The seed's view model and the app's parts it needs, in place of archgen's scaffolds.
        for name in ["PhotoListViewModel.swift", "PhotoListConformance.swift"] {
            let text = try String(contentsOf: folder.appendingPathComponent("Sources/" + name), encoding: .utf8)
            try write(text, to: "PhotoList/" + name, in: project)
        }
        for path in ["PhotoList/PhotoListCoordinator.swift", "PhotoListTests/PhotoListViewModelTests.swift",
                     "PhotoListTests/PhotoListCoordinatorTests.swift"] {
            try write("// Seed 004's app has no such file.\n", to: path, in: project)
        }
        for mode in LanguageModeProof.modes {
            try write(settings(mode: mode), to: "archgen.yml", in: project)
            let check = try TeamFixture.run(["check"], in: project, cacheRoot: root)
            let output = "Swift \(mode): " + check.standardOutput + check.standardError
            XCTAssertEqual(check.status, 0, output)
            XCTAssertTrue(check.standardOutput.hasPrefix("check: 1 module up to date and built"), output)
            XCTAssertFalse(output.contains("warning:"), output)
        }

        // The build does check the conformance: state of another type than the seed's fails it.
        try write(spec.replacingOccurrences(of: "var isLoading: Bool { get }", with: "var isLoading: Int { get }"),
                  to: "PhotoList.archgen", in: project)
        XCTAssertEqual(try TeamFixture.run(["generate"], in: project).status, 0)
        let check = try TeamFixture.run(["check"], in: project, cacheRoot: root)
        XCTAssertEqual(check.status, 1, check.standardOutput + check.standardError)
        XCTAssertTrue((check.standardOutput + check.standardError).contains(
            "error: type 'PhotoListViewModel' does not conform to protocol 'PhotoListViewModelInput'"),
                      check.standardOutput + check.standardError)
    }

    /// The same spec, archgen's own view model: `initFetch()` handles the service's answer as
    /// the seed's does (loading before and after, the error to `alertMessage`), and its tests,
    /// in XCTest (`PhotoList`) and Swift Testing (`PhotoGrid`, the same lists), finish the
    /// completion the mock kept and pass in Swift 6 and 5 modes; the error's step deleted
    /// fails the test that reports it.
    func testArchgensViewModelOfTheSeedHandlesTheAnswerAndItsTestsPassInSwift6And5() throws {
        _ = try SwiftToolchain.requireSwift()
        let spec = try String(contentsOf: Fixtures.directory.appendingPathComponent("Seed004/PhotoList.archgen"), encoding: .utf8)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-seed004-scaffolds")
        let project = root.appendingPathComponent("project")
        try? FileManager.default.removeItem(at: project)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try write(spec, to: "PhotoList.archgen", in: project)
        try write(spec.replacingOccurrences(of: "module: PhotoList", with: "module: PhotoGrid")
            .replacingOccurrences(of: "tests: xctest", with: "tests: swift-testing"), to: "PhotoGrid.archgen", in: project)
        for mode in LanguageModeProof.modes {
            try write(settings(mode: mode), to: "archgen.yml", in: project)
            XCTAssertEqual(try TeamFixture.run(["generate"], in: project).status, 0)
            try TeamFixture.assertChecked(project, cacheRoot: root, modules: "2 modules", tests: 24, languageMode: mode)
        }
        let viewModel = try String(contentsOf: project.appendingPathComponent("PhotoList/PhotoListViewModel.swift"), encoding: .utf8)
        XCTAssertTrue(viewModel.contains("""
                func initFetch() {
                    isLoading = true
                    apiService.fetchPopularPhoto(complete: { [weak self] success, photos, error in
                        self?.isLoading = false
                        if let error {
                            self?.alertMessage = String(describing: error)
                        } else {
                            // TODO: Show success (Bool), which it answers.
                            // TODO: Show photos ([Photo]), which it answers.
                        }
                    })
                }
            """), viewModel)
        try write(viewModel.replacingOccurrences(of: "self?.alertMessage = String(describing: error)", with: "_ = error"),
                  to: "PhotoList/PhotoListViewModel.swift", in: project)
        let failing = try TeamFixture.run(["check", "--run-tests", "PhotoList.archgen"], in: project, cacheRoot: root)
        let output = failing.standardOutput + failing.standardError
        XCTAssertEqual(failing.status, 1, output)
        XCTAssertTrue(output.contains("testFetchPopularPhotoCompleteReportsTheErrorOfTheApiService"), output)
    }

    /// The isolation said, so that both modes generate the same contract; the view's commands are
    /// the closures the seed's view sets (`binding: closures`), and there is no output protocol.
    private func settings(mode: Int) -> String {
        "defaults:\n  isolation: mainActor\nstyles:\n  mvvm:\n    binding: closures\nbuild:\n  languageMode: \(mode)\n"
    }

    private func write(_ text: String, to path: String, in project: URL) throws {
        try Data(text.utf8).write(to: project.appendingPathComponent(path))
    }
}
