import Foundation
import TestSupport
import XCTest

/// A team's MVP + Coordinator + UseCase + Builder as a folder
/// (`Fixtures/MVPCTeam`, `Styles/mvpc`), with no workaround: its specs write
/// the style's own `useCase:` list, its use case is nonisolated (its
/// protocol too), its coordinator holds the view controller it navigates
/// from (`to: UIViewController`, inside `#if canImport(UIKit)`), the
/// presenter and the use case both keep the input, and a builder that is no
/// actor assembles the module. The real binary generates three modules, and
/// `check --run-tests` builds them and runs their tests in Swift 6 and 5.
final class MVPCTeamBuildTests: XCTestCase {
    private let fixture = TeamFixture(name: "MVPCTeam")
    /// Login's 10 and Profile's 9 (XCTest), Settings' 5 (Swift Testing).
    private static let tests = 24

    func testTheTeamsOwnListsIsolationAndPlatformLinkGenerateAndPassInSwift6And5() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project, generate) = try fixture.generated()
        XCTAssertEqual(generate.status, 0, generate.standardError)
        XCTAssertEqual(generate.standardError, "")
        for module in ["Login", "Profile", "Settings"] {
            for file in ["Contract", "Presenter", "UseCaseImpl", "Coordinator", "Builder"] {
                XCTAssertTrue(generate.standardOutput.contains("create  App/Modules/\(module)/\(module)\(file).swift\n"),
                              generate.standardOutput)
            }
        }
        let sources = project.appendingPathComponent("App/Modules/Login")
        let contract = try String(contentsOf: sources.appendingPathComponent("LoginContract.swift"), encoding: .utf8)
        XCTAssertTrue(contract.contains("""
            /// Presenter → use case: business requests, off the main actor.
            protocol LoginUseCase: AnyObject {
                func signIn(email: String, password: String, completion: @escaping (Result<User, LoginError>) -> Void)
            }
            """), contract)
        XCTAssertTrue(contract.contains("@MainActor\nprotocol LoginCoordinating: AnyObject {\n"), contract)
        let useCase = try String(contentsOf: sources.appendingPathComponent("LoginUseCaseImpl.swift"), encoding: .utf8)
        XCTAssertTrue(useCase.contains("""
            /// presenter asks it, and it answers through the completions it is given.
            final class LoginUseCaseImpl: LoginUseCase {
                let auth: any AuthService
                let prefilledEmail: String?
            """), useCase)
        let coordinator = try String(contentsOf: sources.appendingPathComponent("LoginCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(coordinator.contains("""
            final class LoginCoordinator: LoginCoordinating {
                #if canImport(UIKit)
                weak var viewController: UIViewController?
                #endif
            """), coordinator)
        let builder = try String(contentsOf: sources.appendingPathComponent("LoginBuilder.swift"), encoding: .utf8)
        XCTAssertTrue(builder.contains("""
                    let useCase = LoginUseCaseImpl(auth: auth, prefilledEmail: prefilledEmail)
                    let coordinator = LoginCoordinator()
                    let presenter = LoginPresenter(useCase: useCase, coordinator: coordinator, prefilledEmail: prefilledEmail)
                    #if canImport(UIKit)
                    coordinator.viewController = view as? UIViewController
                    #endif
            """), builder)

        let settings = project.appendingPathComponent("archgen.yml")
        let team = try String(contentsOf: settings, encoding: .utf8)
        for mode in LanguageModeProof.modes {
            try Data((team + "build:\n  languageMode: \(mode)\n").utf8).write(to: settings)
            // Swift 5 mode's protocols are `@preconcurrency`: the generated files follow.
            let regenerate = try TeamFixture.run(["generate"], in: project)
            XCTAssertEqual(regenerate.status, 0, regenerate.standardError)
            try TeamFixture.assertChecked(project, cacheRoot: root, modules: "3 modules", tests: Self.tests, languageMode: mode,
                                          runsTestsInBoth: true)
        }
    }
}
