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

        // The interactor no longer presents: its test fails.
        try edit("Hello/HelloInteractor.swift", "        presenter.presentGreet(response: response)\n", "")
        let silent = try run("check", "--run-tests", "Hello.archgen")
        XCTAssertEqual(silent.status, 1, silent.standardOutput)
        XCTAssertTrue((silent.standardOutput + silent.standardError).contains("testGreetRequestSendsItsResponseToThePresenter"),
                      silent.standardOutput + silent.standardError)

        // VIPER's presenter drops the field: its test fails.
        try edit("Hi/HiPresenter.swift", "Hi.Greet.ViewModel(name: response.name)", "Hi.Greet.ViewModel(name: \"\")")
        let dropped = try run("check", "--run-tests", "Hi.archgen")
        XCTAssertEqual(dropped.status, 1, dropped.standardOutput)
        XCTAssertTrue((dropped.standardOutput + dropped.standardError).contains("testPresentGreetResponseSendsItsViewModelToTheView"),
                      dropped.standardOutput + dropped.standardError)
    }
}
