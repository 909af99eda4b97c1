import Foundation
import TestSupport
import XCTest

/// The generated-package harness without running SwiftPM: the package it
/// writes, and how it reads compiler and test output.
final class GeneratedPackageTests: XCTestCase {
    private func variant(_ name: String, _ mode: SwiftLanguageMode = .v6, strict: Bool = true,
                         tests: [SourceFile] = [SourceFile(name: "T.swift", text: "@testable import SignIn\n")]) -> PackageVariant {
        PackageVariant(targetName: name, testedModule: "SignIn", sources: [SourceFile(name: "S.swift", text: "struct S {}\n")],
                       tests: tests, languageMode: mode, warningsAsErrors: strict)
    }

    func testManifestHasALibraryAndATestTargetPerVariant() {
        var b = variant("B", .v5, strict: false, tests: [])
        b.dependencies = ["UIKit"]
        let package = GeneratedPackage(name: "P", variants: [variant("A"), b])
        XCTAssertEqual(package.manifest, """
            // swift-tools-version:6.0
            // Written by archgen's test harness (TestSupport/GeneratedPackage.swift); rewritten on every run.
            import PackageDescription

            let package = Package(
                name: "P",
                platforms: [.macOS(.v13)],
                targets: [
                    .target(name: "A", path: "Sources/A", swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-warnings-as-errors"])]),
                    .testTarget(name: "ATests", dependencies: ["A"], path: "Tests/ATests", swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-warnings-as-errors"]), .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
                    .target(name: "B", dependencies: ["UIKit"], path: "Sources/B", swiftSettings: [.swiftLanguageMode(.v5)]),
                ]
            )

            """)
    }

    func testTestFilesImportTheirVariantsTarget() throws {
        let test = SourceFile(name: "Sub/T.swift", text: """
            import XCTest
            @testable import SignIn
              import SignIn
            @testable import SignInKit
            // @testable import SignIn
            let name = "SignIn"
            """)
        let files = try GeneratedPackage(name: "P", variants: [variant("SignIn_swift5", tests: [test])]).files()
        XCTAssertEqual(files["Tests/SignIn_swift5Tests/Sub/T.swift"], """
            import XCTest
            @testable import SignIn_swift5
              import SignIn_swift5
            @testable import SignInKit
            // @testable import SignIn
            let name = "SignIn"
            """)
        XCTAssertEqual(files["Sources/SignIn_swift5/S.swift"], "struct S {}\n")
        XCTAssertEqual(Set(files.keys), ["Package.swift", "Sources/SignIn_swift5/S.swift", "Tests/SignIn_swift5Tests/Sub/T.swift"])
    }

    func testInvalidPackagesAreRefused() {
        let cases: [(GeneratedPackage, String)] = [
            (GeneratedPackage(name: "P", variants: [variant("A"), variant("A")]),
             "two targets are named 'A' (or its test target's name)"),
            (GeneratedPackage(name: "P", variants: [variant("A"), variant("ATests")]),
             "two targets are named 'ATests' (or its test target's name)"),
            (GeneratedPackage(name: "P", variants: [variant("Sign-In")]), "target name 'Sign-In' is not a Swift identifier"),
            (GeneratedPackage(name: "P", variants: [variant("A", tests: [
                SourceFile(name: "T.swift", text: ""), SourceFile(name: "Sub/T.swift", text: ""),
            ])]), "Tests/ATests has two files named 'T.swift'"),
        ]
        for (package, message) in cases {
            XCTAssertThrowsError(try package.files()) { XCTAssertEqual("\($0)", message) }
        }
    }

    func testTheCacheFolderDependsOnTheNameNotTheContents() {
        let root = URL(fileURLWithPath: "/cache")
        let one = GeneratedPackage(name: "P", variants: [variant("A")]).cacheFolder(in: root)
        XCTAssertEqual(one, GeneratedPackage(name: "P", variants: [variant("B", .v5)]).cacheFolder(in: root))
        XCTAssertNotEqual(one, GeneratedPackage(name: "Q", variants: [variant("A")]).cacheFolder(in: root))
        XCTAssertTrue(one.lastPathComponent.hasPrefix("P-"))
    }

    func testReportReadsLinuxXCTestAndSwiftTesting() {
        let report = TestReport(output: """
            Test Suite 'All tests' started at 2026-01-01 10:00:00.000
            Test Case 'SignInInteractorTest.testFailsWithEmptyUsername' passed (0.0 seconds)
            /p/Tests/ATests/T.swift:36: error: SignInInteractorTest.testPasses : XCTAssertTrue failed -
            Test Case 'SignInInteractorTest.testPasses' failed (0.001 seconds)
            \t Executed 2 tests, with 1 failure (0 unexpected) in 0.002 (0.002) seconds
            Test Suite 'All tests' failed at 2026-01-01 10:00:00.002
            \t Executed 2 tests, with 1 failure (0 unexpected) in 0.002 (0.002) seconds
            ◇ Test run started.
            ✘ Test signIn() recorded an issue at T.swift:7:5: Expectation failed: 1 == 2
            ✘ Test run with 3 tests in 1 suite failed after 0.004 seconds with 1 issue.
            """)
        XCTAssertEqual(report.xctestExecuted, 2)
        XCTAssertEqual(report.xctestSkipped, 0)
        XCTAssertEqual(report.xctestFailures, 1)
        XCTAssertEqual(report.swiftTestingTests, 3)
        XCTAssertEqual(report.swiftTestingPassed, false)
        XCTAssertTrue(report.passed("SignInInteractorTest", "testFailsWithEmptyUsername", module: "ATests"))
        XCTAssertFalse(report.passed("SignInInteractorTest", "testPasses", module: "ATests"))
        XCTAssertFalse(report.passed("SignInInteractorTest", "testNeverRan", module: "ATests"))
        XCTAssertEqual(report.failureLines, [
            "/p/Tests/ATests/T.swift:36: error: SignInInteractorTest.testPasses : XCTAssertTrue failed -",
            "Test Case 'SignInInteractorTest.testPasses' failed (0.001 seconds)",
            "✘ Test signIn() recorded an issue at T.swift:7:5: Expectation failed: 1 == 2",
            "✘ Test run with 3 tests in 1 suite failed after 0.004 seconds with 1 issue.",
        ])
    }

    func testReportReadsMacOSXCTestWithModules() {
        let report = TestReport(output: """
            Test Case '-[ATests.SignInPresenterTest testA]' passed (0.001 seconds).
            Test Case '-[BTests.SignInPresenterTest testA]' failed (0.001 seconds).
            \t Executed 3 tests, with 1 test skipped and 0 failures (0 unexpected) in 0.001 (0.001) seconds
            ✔ Test run with 1 test passed after 0.001 seconds.
            """)
        XCTAssertTrue(report.passed("SignInPresenterTest", "testA", module: "ATests"))
        XCTAssertFalse(report.passed("SignInPresenterTest", "testA", module: "BTests"))
        XCTAssertEqual(report.xctestExecuted, 3)
        XCTAssertEqual(report.xctestSkipped, 1)
        XCTAssertEqual(report.xctestFailures, 0)
        XCTAssertEqual(report.swiftTestingTests, 1)
        XCTAssertEqual(report.swiftTestingPassed, true)
    }

    func testListedTestsOfTheKnownTargets() {
        let listed = ListedTest.parse("""
            warning: something
            ATests.SignInPresenterTest/testA
            ATests.SignInSuite/signIn()/SignInTests.swift:7:6
            ATests.free(value:)/SignInTests.swift:12:2
            Other.Thing/testB
            """, testTargets: ["ATests"])
        XCTAssertEqual(listed, [
            ListedTest(target: "ATests", name: "SignInPresenterTest/testA"),
            ListedTest(target: "ATests", name: "SignInSuite/signIn()"),
            ListedTest(target: "ATests", name: "free(value:)"),
        ])
        XCTAssertEqual(listed.map(\.isSwiftTesting), [false, true, true])
    }

    func testWarningsOfTargetsThatAllowThemAreLeftOut() {
        let output = """
            /p/Sources/Seed/Interactor.swift:27:29: warning: main actor-isolated method cannot satisfy
            25 |
            26 | extension SignInInteractor: NetworkDataFetcherResponse {
               |                             `- warning: main actor-isolated method cannot satisfy
            /p/Tests/SeedTests/T.swift:3:1: warning: var 'x' was never mutated
            /p/Sources/Golden/Contract.swift:4:5: warning: unused result
            3 | let a = 1
              | `- warning: unused result
            warning: 'p': found 1 file(s) which are unhandled
            /p/Sources/Golden/Contract.swift:4:5: warning: unused result
            """
        XCTAssertEqual(DiagnosticLines.warnings(in: output, allowedIn: ["Seed", "SeedTests"]), [
            "/p/Sources/Golden/Contract.swift:4:5: warning: unused result",
            "  | `- warning: unused result",
            "warning: 'p': found 1 file(s) which are unhandled",
        ])
    }
}
