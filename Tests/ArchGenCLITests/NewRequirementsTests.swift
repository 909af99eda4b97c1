@testable import ArchGenCLI
import ArchGenKit
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// `generate` after a spec change names the user's scaffold files that must
/// now implement a member the spec added.
final class NewRequirementsTests: XCTestCase {
    func testDeclarationsAreKeyedByNameAndLabels() {
        let text = """
            protocol SignInView: AnyObject {
                var presenter: (any SignInPresentation)! { get set }
                // func commented(out: Int)
                func show(user: User, _ animated: Bool)
                @MainActor func load(completion: @escaping (Result<[Int], Error>) -> Void, retries: Int) async throws
            }
            final class SignInViewController {
                func show(user: User, _ animated: Bool) {
            """
        XCTAssertEqual(NewRequirements.declarations(in: text).map(\.key), [
            "var presenter", "func show(user:_:)", "func load(completion:retries:)", "func show(user:_:)",
        ])
        XCTAssertEqual(NewRequirements.requirements(in: text).map(\.declaration), [
            "var presenter: (any SignInPresentation)! { get set }", "func show(user: User, _ animated: Bool)",
            "@MainActor func load(completion: @escaping (Result<[Int], Error>) -> Void, retries: Int) async throws",
        ])
    }

    func testAScaffoldFileWithoutANewRequirementGetsANote() {
        let contract = FileAction(
            path: "Home/HomeContract.swift", kind: .update, ownership: .generated,
            contents: "protocol HomeView {\n    func display(title: String)\n    func display(error: String)\n}\n",
            oldContents: "protocol HomeView {\n    func display(title: String)\n}\n")
        let fresh = "final class HomeViewController: HomeView {\n    func display(title: String) {\n    }\n\n    func display(error: String) {\n    }\n}\n"
        let users = FileAction(
            path: "Home/HomeViewController.swift", kind: .skip, ownership: .scaffold, contents: fresh,
            oldContents: "final class HomeViewController: HomeView {\n    func display(title: String) { label.text = title }\n}\n")
        let done = FileAction(
            path: "Home/Other.swift", kind: .skip, ownership: .scaffold, contents: fresh,
            oldContents: "extension X {\n    func display(error: String) { print(error) }\n}\n")
        XCTAssertEqual(DiagnosticRenderer().render(NewRequirements.notes(for: [contract, users, done])), """
            Home/HomeViewController.swift: note: implement func display(error: String), new in HomeContract.swift

            """)
        XCTAssertEqual(NewRequirements.notes(for: [users, done]), [], "nothing new, nothing to say")
    }

    /// Through the binary: a spec gains a display command and an event.
    func testGenerateAfterASpecChangeNamesTheFilesToComplete() throws {
        let scratch = try ScratchDirectory()
        func run(_ arguments: String...) throws -> BinaryRunner.Result {
            try BinaryRunner.run(arguments, in: scratch.url, environment: ["NO_COLOR": "1"])
        }
        XCTAssertEqual(try run("init").status, 0)
        XCTAssertEqual(try run("generate").status, 0)
        let spec = scratch.url.appendingPathComponent("Specs/Home.archgen")
        let text = try String(contentsOf: spec, encoding: .utf8)
            .replacingOccurrences(of: "  - display(title: String)\n", with: "  - display(title: String)\n  - display(error: String)\n")
            .replacingOccurrences(of: "  - refresh()\ninteractor:", with: "  - refresh()\n  - retry(after seconds: Int)\ninteractor:")
        try Data(text.utf8).write(to: spec)
        let result = try run("generate")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, """
            Sources/Home/HomePresenter.swift: note: implement func retry(after seconds: Int), new in HomeContract.swift
            Sources/Home/HomeViewController.swift: note: implement func display(error: String), new in HomeContract.swift

            """)
        XCTAssertEqual(try run("generate").standardError, "", "said once: the contract no longer changes")
    }
}
