@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// A module of a style of the project's own with no UI framework: its view
/// is the app's, so no type of the module conforms to the view's protocol;
/// of the presenter's two weak links to protocols nothing in the module
/// implements, the one the manifest names `delegate` is the delegate.
final class OwnStyleViewlessTests: XCTestCase {
    static let login = """
        protocol LoginListener: AnyObject {
            func loginDidFinish(user: String)
        }
        protocol LoginDisplay: AnyObject {
            func showError(message: String)
        }
        protocol LoginHandling: AnyObject {
            func signIn(email: String)
        }
        protocol Authenticating {
            func signIn(email: String) async throws -> String
        }

        final class LoginLogic: LoginHandling {
            weak var delegate: LoginListener?
            weak var display: LoginDisplay?
            private let auth: Authenticating
            private let prefilledEmail: String?
            init(auth: Authenticating, prefilledEmail: String?) {
                self.auth = auth
                self.prefilledEmail = prefilledEmail
            }
            func signIn(email: String) {}
        }
        """

    func testTheViewIsTheAppsAndTheSpecSaysNoUIFramework() throws {
        let file = try ReadSourceFile(path: "App/Login/LoginContract.swift", text: Self.login, isTest: false)
        let module = ReadModule(name: "Login", sourcesFolder: "App/Login", testsFolder: nil, files: [file])
        let adoption = ModuleAdoption(module: module, specsFolder: "Specs", registry: try OwnStyleChoiceTests.registry(), defaultStyle: "mvp")
        let shape = try XCTUnwrap(adoption.shape)
        XCTAssertEqual(shape.style, "mvp")
        XCTAssertEqual(shape.actors.mapValues(\.name), ["presenter": "LoginLogic"])
        XCTAssertEqual(shape.links.mapValues(\.name), ["presenter.view": "display", "presenter.delegate": "delegate"])
        XCTAssertEqual(adoption.specText, """
            # Adopted by archgen from App/Login.
            module: Login
            style: mvp
            platform: none
            services:
              Authenticating:
                property: auth
                members:
                  - signIn(email: String) async throws -> String
            input: (prefilledEmail: String?)
            view:
              - showError(message: String)
            events:
              - signIn(email: String)
            delegate:
              - loginDidFinish(user: String)

            """)
    }
}
