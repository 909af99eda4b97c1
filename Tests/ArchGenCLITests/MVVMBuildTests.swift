import Foundation
import TestSupport
import XCTest

/// Seed 004's photo list (`Fixtures/Specs/PhotoList.archgen`) in MVVM, with
/// no view (`platform: none`: the view model, the coordinator and the
/// contract), twice: in XCTest, and as `PhotoGrid` in Swift Testing. The real
/// binary generates both, and `check --run-tests` builds them and runs their
/// tests in Swift 6 and Swift 5 modes. The view model's test of the API call
/// finishes the completion the mock kept, the seed's way, and fails when the
/// view model answers before the service does.
final class MVVMBuildTests: XCTestCase {
    func testThePhotoListBuildsAndPassesInSwift6And5AndItsCompletionTestCanFail() throws {
        _ = try SwiftToolchain.requireSwift()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-mvvm-photolist")
        let project = root.appendingPathComponent("project")
        try? FileManager.default.removeItem(at: project)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let photoList = try String(contentsOf: Fixtures.specsDirectory.appendingPathComponent("PhotoList.archgen"), encoding: .utf8)
            .replacingOccurrences(of: "platform: uikit", with: "platform: none")
        let photoGrid = photoList.replacingOccurrences(of: "module: PhotoList", with: "module: PhotoGrid")
            .replacingOccurrences(of: "tests: xctest", with: "tests: swift-testing")
        try Data(photoList.utf8).write(to: project.appendingPathComponent("PhotoList.archgen"))
        try Data(photoGrid.utf8).write(to: project.appendingPathComponent("PhotoGrid.archgen"))
        let generate = try TeamFixture.run(["generate"], in: project)
        XCTAssertEqual(generate.status, 0, generate.standardError)
        XCTAssertTrue(generate.standardOutput.contains("create  PhotoList/PhotoListViewModel.swift\n"), generate.standardOutput)
        XCTAssertFalse(generate.standardOutput.contains("ViewController"), generate.standardOutput)

        let settings = project.appendingPathComponent("archgen.yml")
        for mode in LanguageModeProof.modes {
            // The isolation said, so that both modes build the same module (Swift 5's default is preconcurrency).
            try Data("defaults:\n  isolation: mainActor\nbuild:\n  languageMode: \(mode)\n".utf8).write(to: settings)
            try TeamFixture.assertChecked(project, cacheRoot: root, modules: "2 modules", tests: 12, languageMode: mode)
            // The mutant runs where the tests run, Swift 6 (LanguageModeProof), on the build just made:
            // only the view model recompiles, where Swift 5 would build every module again.
            guard LanguageModeProof.runsTests(mode) else { continue }
            try assertAViewModelAnsweringBeforeItsServiceFailsTheSeedsTest(project, root: root)
        }
    }

    /// A view model answering at once, before its service, fails the seed's test; the view model is put back after.
    private func assertAViewModelAnsweringBeforeItsServiceFailsTheSeedsTest(_ project: URL, root: URL) throws {
        let viewModel = project.appendingPathComponent("PhotoList/PhotoListViewModel.swift")
        let forwarding = "        apiService.fetchPopularPhoto(complete: { result in\n"
        let source = try String(contentsOf: viewModel, encoding: .utf8)
        XCTAssertTrue(source.contains(forwarding), source)
        try Data(source.replacingOccurrences(of: forwarding, with: "        complete(.failure(.noNetwork))\n" + forwarding).utf8)
            .write(to: viewModel)
        let check = try TeamFixture.run(["check", "--run-tests"], in: project, cacheRoot: root)
        XCTAssertEqual(check.status, 1, check.standardOutput + check.standardError)
        XCTAssertTrue(check.standardOutput.contains("12 tests ran, 11 passed, 1 failed"), check.standardOutput + check.standardError)
        XCTAssertTrue((check.standardOutput + check.standardError).contains("testFetchPopularPhotoCompleteIsForwardedToTheApiService"),
                      check.standardOutput + check.standardError)
        try Data(source.utf8).write(to: viewModel)
    }
}
