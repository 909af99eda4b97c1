import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// The examples of the shared folder must always be valid, without warnings.
final class ExampleSpecTests: XCTestCase {
    func testEveryExampleIsValidWithoutWarnings() throws {
        let examples = try Fixtures.exampleSpecs()
        XCTAssertEqual(examples.count, 5)
        for example in examples {
            let result = SpecLoader().load(bytes: [UInt8](try Data(contentsOf: example)), path: example.lastPathComponent)
            XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), "", example.lastPathComponent)
            XCTAssertNotNil(result.spec, example.lastPathComponent)
        }
    }

    /// The package keeps copies (for the README's first command); they must not drift.
    func testThePackageCopiesOfTheExamplesMatchTheSharedOnes() throws {
        for example in try Fixtures.exampleSpecs() {
            let copy = Fixtures.directory.appendingPathComponent("Specs/\(example.lastPathComponent)")
            XCTAssertEqual(try String(contentsOf: copy, encoding: .utf8), try String(contentsOf: example, encoding: .utf8),
                           "Tests/Fixtures/Specs/\(example.lastPathComponent) differs from the shared example")
        }
    }

    func testSignInModel() throws {
        let url = Fixtures.directory.appendingPathComponent("Specs/SignIn.archgen")
        let spec = try XCTUnwrap(SpecLoader().load(bytes: [UInt8](try Data(contentsOf: url)), path: "SignIn.archgen").spec)
        XCTAssertEqual(spec.module, "SignIn")
        XCTAssertEqual(spec.description, "Signs a user in with a username.")
        XCTAssertEqual(spec.entities.map(\.name), ["SignInErrorCodes"])
        XCTAssertEqual(spec.services.map(\.property), ["fetcher"])
        XCTAssertEqual(spec.services.first?.members.map(\.declaration.displayName), ["response", "request", "start()"])
        XCTAssertEqual(spec.members(of: .routes).map(\.declaration.displayName), ["showAlert(for:)"])
        XCTAssertEqual(spec.members(of: .output).map(\.declaration.displayName), ["success()", "failed(error:)"])
        guard case .method(let showAlert)? = spec.members(of: .routes).first?.declaration else {
            return XCTFail("showAlert is not a method")
        }
        XCTAssertEqual(showAlert.parameters, [ParameterDeclaration(label: "for", name: "error", type: .nominal([NominalComponent(name: "Error")]))])
    }
}
