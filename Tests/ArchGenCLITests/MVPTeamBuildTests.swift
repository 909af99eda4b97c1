import Foundation
import TestSupport
import XCTest

/// An architecture archgen does not ship, defined by a project as a folder
/// (`Fixtures/MVPTeam`: archgen.yml's `styles: mvp: {path: Styles/mvp}`, its
/// `style.yml`, templates over the shared partials, and a reference), with
/// no Swift of archgen's knowing it: a passive view and a presenter taking
/// the input and services through `init`, no interactor, no router, a
/// builder. The real binary generates two modules (XCTest and Swift
/// Testing), and `check --run-tests` builds them and runs their tests in
/// Swift 6 and Swift 5 modes; a presenter that answers before its service
/// does fails the generated test.
final class MVPTeamBuildTests: XCTestCase {
    private let fixture = TeamFixture(name: "MVPTeam")
    /// Login's 6 (XCTest) and Profile's 5 (Swift Testing).
    private static let tests = 11

    func testTheTeamsOwnArchitectureGeneratesAndPassesInSwift6And5() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project, generate) = try fixture.generated()
        XCTAssertEqual(generate.status, 0, generate.standardError)
        XCTAssertEqual(generate.standardError, "")
        for module in ["Login", "Profile"] {
            for file in ["Contract", "Entities", "Presenter", "Builder"] {
                XCTAssertTrue(generate.standardOutput.contains("create  App/Modules/\(module)/\(module)\(file).swift\n"),
                              generate.standardOutput)
            }
            for file in ["TestDoubles", "PresenterTests", "BuilderTests"] {
                XCTAssertTrue(generate.standardOutput.contains("create  AppTests/Modules/\(module)Tests/\(module)\(file).swift\n"),
                              generate.standardOutput)
            }
        }
        XCTAssertFalse(generate.standardOutput.contains("Interactor"), generate.standardOutput)
        XCTAssertFalse(generate.standardOutput.contains("Router"), generate.standardOutput)

        let presenter = try String(contentsOf: project.appendingPathComponent("App/Modules/Login/LoginPresenter.swift"), encoding: .utf8)
        XCTAssertTrue(presenter.contains("""
            final class LoginPresenter: LoginPresenting {
                weak var view: (any LoginView)?
                weak var delegate: (any LoginDelegate)?
                let auth: any AuthService
                let prefilledEmail: String?

                init(auth: any AuthService, prefilledEmail: String?) {
            """), presenter)
        let contract = try String(contentsOf: project.appendingPathComponent("App/Modules/Login/LoginContract.swift"), encoding: .utf8)
        XCTAssertTrue(contract.contains("protocol LoginView: AnyObject {\n"), contract)
        XCTAssertTrue(contract.contains("protocol LoginPresenting: AnyObject {\n"), contract)

        let settings = project.appendingPathComponent("archgen.yml")
        let team = try String(contentsOf: settings, encoding: .utf8)
        for mode in LanguageModeProof.modes {
            try Data((team + "build:\n  languageMode: \(mode)\n").utf8).write(to: settings)
            try TeamFixture.assertChecked(project, cacheRoot: root, modules: "2 modules", tests: Self.tests, languageMode: mode)
            // The mutant runs where the tests run, Swift 6 (LanguageModeProof), on the build just made:
            // only the presenter recompiles, where Swift 5 would build every module again.
            guard LanguageModeProof.runsTests(mode) else { continue }
            try assertAPresenterAnsweringBeforeItsServiceFailsTheGeneratedTest(presenter, in: project, root: root)
        }
    }

    /// A presenter answering at once, before its service, fails the generated test; the presenter is put back after.
    private func assertAPresenterAnsweringBeforeItsServiceFailsTheGeneratedTest(_ presenter: String, in project: URL, root: URL) throws {
        let url = project.appendingPathComponent("App/Modules/Login/LoginPresenter.swift")
        let forwarding = "        auth.signIn(email: email, password: password, completion: { result in\n"
        XCTAssertTrue(presenter.contains(forwarding), presenter)
        try Data(presenter.replacingOccurrences(of: forwarding, with: "        completion(.failure(.offline))\n" + forwarding).utf8).write(to: url)
        let check = try TeamFixture.run(["check", "--run-tests"], in: project, cacheRoot: root)
        let output = check.standardOutput + check.standardError
        XCTAssertEqual(check.status, 1, output)
        XCTAssertTrue(check.standardOutput.contains("\(Self.tests) tests ran, \(Self.tests - 1) passed, 1 failed"), output)
        XCTAssertTrue(output.contains("testSignInEmailPasswordCompletionIsForwardedToTheAuth"), output)
        try Data(presenter.utf8).write(to: url)
    }
}
