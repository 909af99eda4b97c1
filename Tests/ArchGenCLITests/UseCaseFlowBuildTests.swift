import Foundation
import TestSupport
import XCTest

/// A use case whose fields flow (issue 36's "identical fields are dropped"):
/// the request's `name` becomes the response's and then the view model's, in
/// VIP and in VIPER, through the real binary; the generated tests pass, and
/// fail when the interactor no longer presents or the presenter drops the
/// field. The use case whose response has no source is left as a TODO.
final class UseCaseFlowBuildTests: XCTestCase {
    private static func spec(_ module: String, style: String) -> String {
        """
        module: \(module)
        style: \(style)
        platform: none
        useCases:
          Greet:
            request: (name: String)
            response: (name: String)
            viewModel: (name: String)
          Total:
            request: (cartID: Int)
            response: (total: Decimal)
            viewModel: (total: Decimal)

        """
    }

    func testFieldsFlowAndTheTestsFailWhenAStepIsRemovedOrAFieldDropped() throws {
        _ = try SwiftToolchain.requireSwift()
        let project = try ScratchDirectory()
        let environment = ["ARCHGEN_CACHE_DIR": project.url.appendingPathComponent(".cache").path, "NO_COLOR": "1"]
        func run(_ arguments: String...) throws -> BinaryRunner.Result {
            try BinaryRunner.run(arguments, in: project.url, environment: environment)
        }
        func edit(_ path: String, _ old: String, _ new: String) throws {
            let url = project.url.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(text.contains(old), text)
            try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
        }
        _ = try project.write("Hello.archgen", Self.spec("Hello", style: "vip"))
        _ = try project.write("Hi.archgen", Self.spec("Hi", style: "viper"))
        XCTAssertEqual(try run("generate").status, 0)
        let interactor = try String(contentsOf: project.url.appendingPathComponent("Hello/HelloInteractor.swift"), encoding: .utf8)
        XCTAssertTrue(interactor.contains("""
                    let response = Hello.Greet.Response(name: request.name)
                    presenter.presentGreet(response: response)
            """), interactor)
        XCTAssertTrue(interactor.contains("// TODO: Do the work, then present its result as Hello.Total.Response(total:).\n"), interactor)

        let passing = try run("check", "--run-tests")
        XCTAssertEqual(passing.status, 0, passing.standardOutput + passing.standardError)

        // The interactor no longer presents, and VIPER's presenter drops the field: each fails its test. The two
        // steps are of two modules (VIP's Hello, VIPER's Hi), each with tests of its own, so both run in one
        // `check --run-tests` (one SwiftPM build and test run, not one per step): it fails exactly these tests.
        try edit("Hello/HelloInteractor.swift", "        presenter.presentGreet(response: response)\n", "")
        try edit("Hi/HiPresenter.swift", "Hi.Greet.ViewModel(name: response.name)", "Hi.Greet.ViewModel(name: \"\")")
        let failing = try run("check", "--run-tests")
        let output = failing.standardOutput + failing.standardError
        XCTAssertEqual(failing.status, 1, output)
        let expected: Set = [
            "HelloInteractorTests.testGreetRequestSendsItsResponseToThePresenter",
            "HiPresenterTests.testPresentGreetResponseSendsItsViewModelToTheView",
        ]
        XCTAssertEqual(FailedTests.names(in: output), expected, output)
        XCTAssertTrue(failing.standardOutput.contains(", \(expected.count) failed"), output)
    }
}
