@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// A module that fits no style: for each style of the project's own, what
/// its manifest expects, then a note where the module comes closest to it.
final class OwnStyleMismatchTests: XCTestCase {
    private func notes(_ text: String) throws -> String {
        let file = try ReadSourceFile(path: "App/Login/Login.swift", text: text, isTest: false)
        let module = ReadModule(name: "Login", sourcesFolder: "App/Login", testsFolder: nil, files: [file])
        var registry = try OwnStyleChoiceTests.registry()
        registry.entries.removeAll { $0.name == "mvpc" }
        let adoption = ModuleAdoption(module: module, specsFolder: "Specs", registry: registry)
        XCTAssertNil(adoption.shape)
        return DiagnosticRenderer().render(Array(adoption.notes.dropFirst(2)))
    }

    func testAViewHeldStronglyIsNotedAtItsProperty() throws {
        XCTAssertEqual(try notes("""
            protocol LoginView: AnyObject { func show() }
            protocol LoginPresenting: AnyObject { func viewDidLoad() }
            final class LoginPresenter: LoginPresenting {
                var view: LoginView?
                func viewDidLoad() {}
            }
            """), """
            App/Login/Login.swift:4:5: note: `view` holds LoginView strongly; mvp's presenter holds `view` weakly (`presenter.view`)
                var view: LoginView?
                ^
            hint: declare it `weak var`: another part of the module keeps it

            """)
    }

    func testAPresenterHoldingNoViewIsNotedAtItsClass() throws {
        XCTAssertEqual(try notes("""
            protocol LoginPresenting: AnyObject { func viewDidLoad() }
            final class LoginPresenter: LoginPresenting {
                func viewDidLoad() {}
            }
            """), """
            App/Login/Login.swift:2:1: note: LoginPresenter, the closest to mvp's presenter, holds none of the module's protocols as its \
            `view` to `view` (weak)
            final class LoginPresenter: LoginPresenting {
            ^
            hint: give it a stored property of the module's protocol for each, `weak` where the link is

            """)
    }

    func testAModuleOfNoClassConformingToItsProtocolsIsNotedAtItsFolder() throws {
        XCTAssertEqual(try notes("struct LoginForm { var email: String }\n"), """
            App/Login: note: no class of the module conforms to one of its protocols, as mvp's presenter does (`events`)
            hint: declare the presenter's protocol in the module, and a class conforming to it

            """)
    }
}
