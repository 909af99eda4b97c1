@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// `no such module` errors say what to do: Apple's frameworks are absent off
/// Apple's systems; any other module is outside the sandbox.
final class MissingModuleHintTests: XCTestCase {
    private let linux = BuildDestination(name: "Linux", os: "Linux", frameworks: [])
    private let simulator = BuildDestination(name: "the iOS simulator", os: "iOS", frameworks: ["UIKit", "SwiftUI", "Combine"])

    private func error(_ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(severity: .error, message: message, path: "Feed/FeedContract.swift", hint: hint)
    }

    func testAnAppleFrameworkOnLinux() {
        XCTAssertEqual(MissingModuleHint.explain([error("no such module 'Combine'")], destination: linux).map(\.hint), [
            "'Combine' is one of Apple's frameworks, which Linux does not have: run the check on a Mac, "
                + "or here with --no-build (the files' drift only)",
        ])
    }

    func testAModuleOutsideTheSandbox() {
        let expected = "archgen builds the module alone, with its spec's 'external' files: declare there what it uses "
            + "from 'Alamofire' (declarations or .swift files), or leave 'Alamofire' out of 'imports'"
        XCTAssertEqual(MissingModuleHint.explain([error("no such module 'Alamofire'")], destination: linux).map(\.hint), [expected])
        // On Apple's systems, a framework missing is not the platform's doing.
        XCTAssertEqual(MissingModuleHint.explain([error("no such module 'Alamofire'")], destination: simulator).map(\.hint), [expected])
    }

    func testOtherDiagnosticsAreKept() {
        let others = [
            error("cannot find 'x' in scope"),
            error("no such module 'Combine'", hint: "already explained"),
            Diagnostic(severity: .warning, message: "no such module 'Combine'", path: "x.swift"),
        ]
        XCTAssertEqual(MissingModuleHint.explain(others, destination: linux), others)
    }
}
