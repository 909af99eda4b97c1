import ArchGenKit
import Foundation
import TestSupport

/// A reference article's code (`Tests/Fixtures/<Seed>/{Sources,Tests}`) built
/// against a golden module: the golden sources minus the implementations the
/// article replaces, the article's sources, the spec's external declarations,
/// and the article's tests. Built in the golden package (`SharedGoldenBuild`).
struct SeedBuild: Sendable {
    /// `Seed000`: the fixture folder's name.
    var name: String
    /// `viper/SignIn/uikit-xctest`.
    var goldenVariant: String
    var module: String
    /// The golden implementations the article's replace.
    var replacedSources: Set<String>
    /// The article's tests, as `swift test list` names them.
    var expectedTests: [String]
    /// The platform stand-in the golden variant's `#if canImport` code needs.
    var platformStub: String?

    var folder: URL { Fixtures.directory.appendingPathComponent(name) }
    /// The articles predate Swift concurrency: Swift 5 mode, warnings allowed.
    var targetName: String { "\(module)_\(name.lowercased())_swift5" }

    static let all = [seed000, seed001, seed002]

    /// Seed 000 ("Unit Testing with Viper"): the presenter, interactor, mocks and tests.
    static let seed000 = SeedBuild(
        name: "Seed000", goldenVariant: "viper/SignIn/uikit-xctest-seed", module: "SignIn",
        replacedSources: ["SignInPresenter.swift", "SignInInteractor.swift"],
        expectedTests: [
            "SignInInteractorTest/testFailsIfOver20CharacterLimit",
            "SignInInteractorTest/testFailsWithEmptyUsername",
            "SignInInteractorTest/testFailsWithOnlySpacesInUsername",
            "SignInInteractorTest/testPassesWithCorrectUsername",
            "SignInPresenterTest/testInteractorStartsSignInProcess",
            "SignInPresenterTest/testUpdatesViewWhenSuccessIsReturned",
            "SignInPresenterTest/testViewLoadingStateChangesWhenSignIn",
            "SignInPresenterTest/testWhenFailureItShowsErrorWithRouter",
            "SignInPresenterTest/testWhenFailureItUpdatesView",
        ])

    /// Seed 001 (VIPER-S, part 3): the director, worker and the test-only
    /// NetworkManager fake, and the article's tests with their spies.
    static let seed001 = SeedBuild(
        name: "Seed001", goldenVariant: "viper-s/ItemsList/uikit-xctest-seed", module: "ItemsList",
        replacedSources: ["ItemsListDirector.swift", "ItemsListWorker.swift"],
        expectedTests: [
            "ItemsListDirectorTests/test_onUIReady",
            "ItemsListDirectorTests/test_presentItems",
            "ItemsListNavigatorTests/test_makeModule",
            "ItemsListWorkerTests/test_fetchItemsCompleted",
            "ItemsListWorkerTests/test_fetchItemsFailed",
        ],
        platformStub: "UIKit")

    /// Seed 002 (Clean Swift testing, part 3): the article's mocks and its
    /// specs' set-ups in XCTest, against the whole generated Main scene.
    static let seed002 = SeedBuild(
        name: "Seed002", goldenVariant: "vip/Main/uikit-xctest-seed", module: "Main",
        replacedSources: [],
        expectedTests: [
            "MainInteractorSpec/testTheInteractorKeepsItsPresenter",
            "MainInteractorSpec/testTheMocksArePluggedIntoTheInteractor",
            "MainInteractorSpec/testThePresenterMockRecordsWhatItIsAskedToPresent",
            "MainInteractorSpec/testTheStorageMockRecordsWhatTheInteractorStoresAndFetches",
            "MainPresenterSpec/testThePresenterDoesNotKeepItsViewController",
            "MainPresenterSpec/testTheViewControllerMockCapturesTheViewModels",
            "MainPresenterSpec/testTheViewControllerMockIsPluggedIntoThePresenter",
            "MainViewControllerSpec/testTheConfiguratorLinksTheSceneAsTheArticlesDoes",
            "MainViewControllerSpec/testTheInteractorMockIsPluggedIntoTheViewController",
            "MainViewControllerSpec/testTheInteractorMockRecordsTheViewControllersRequests",
        ],
        platformStub: "UIKit")

    func variant(golden: URL, specs: URL) throws -> PackageVariant {
        let spec = try Fixtures.spec(module, in: specs)
        let contract = golden.appendingPathComponent(goldenVariant + "/Sources")
        let sources = try SourceFile.swiftFiles(in: contract, excluding: replacedSources)
            + SourceFile.swiftFiles(in: folder.appendingPathComponent("Sources"))
            + [GoldenModuleBuild.externalSource(of: spec)].compactMap { $0 }
        var variant = PackageVariant(targetName: targetName, testedModule: module, sources: sources,
                                     tests: try SourceFile.swiftFiles(in: folder.appendingPathComponent("Tests")),
                                     languageMode: .v5, warningsAsErrors: false)
        variant.dependencies = platformStub.map { [$0] } ?? []
        return variant
    }

    /// What is wrong with `run` for the seed: empty when its target built, its
    /// test target lists exactly the article's tests, and each ran and passed.
    func problems(in run: GeneratedPackageRun) -> [String] {
        guard run.build.status == 0 else { return ["swift build failed:\n\(run.output)"] }
        guard run.listing?.status == 0 else { return ["swift test list failed:\n\(run.output)"] }
        let testTarget = targetName + "Tests"
        let listed = run.listedTests.filter { $0.target == testTarget }.map(\.name).sorted()
        var problems: [String] = []
        if listed != expectedTests.sorted() {
            problems.append("\(testTarget) lists \(listed), not the article's \(expectedTests.count) tests")
        }
        guard run.test != nil else { return problems + ["swift test did not run:\n\(run.output)"] }
        let report = run.report
        let failed = expectedTests.filter { name in
            let parts = name.split(separator: "/").map(String.init)
            return !report.passed(parts[0], parts[1], module: testTarget)
        }
        if !failed.isEmpty {
            problems.append("did not pass: \(failed.joined(separator: ", "))\n" + report.failureLines.joined(separator: "\n")
                            + "\noutput:\n\(run.output)")
        }
        return problems
    }

    /// The seed's outcome in the shared golden build: its problems, or why it was not built.
    func problems(in outcome: SharedGoldenBuild.Outcome) -> [String] {
        if let error = outcome.seedErrors[name] { return ["the seed's target could not be put together: \(error)"] }
        if let error = outcome.runError { return [error] }
        guard let run = outcome.run else { return ["the golden package did not run"] }
        return problems(in: run)
    }
}
