import Foundation
import TestSupport
import XCTest

/// `archgen adopt` through the binary on `Fixtures/AdoptPackageTeam`: a
/// Swift package written by hand the way a team writes one, a target per
/// feature (Login, which implements Profile's public delegate, and Profile,
/// which Login's target depends on), a test target each with hand-written
/// spies, services injected through `init`, the app's analytics in a `Core`
/// target both features depend on. adopt finds the tests in each feature's
/// test target, infers archgen.yml's `package` (`sharedTarget: Core`),
/// proves the result by building a copy of the package with archgen's
/// contracts and doubles in place of the team's, and never edits the
/// manifest; `check --run-tests` then builds and tests the team's own
/// package in Swift 6 and 5 mode (the manifest's `swiftLanguageModes`, set
/// on the copy for each run).
final class AdoptPackageBuildTests: XCTestCase {
    /// The features' folders (`Sources/*` takes Core too, which is no module: nothing would be written).
    private static let modules = ["Sources/Login", "Sources/Profile"]

    func testTheTeamsPackageIsAdoptedWithNoHandEditAndCheckRunsItsTests() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project) = try AdoptFixture.copy("AdoptPackageTeam")
        let before = try AdoptFixture.files(in: project)
        let adopt = try TeamFixture.run(["adopt", "--replace"] + Self.modules, in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        XCTAssertTrue(adopt.standardOutput.hasPrefix("""
            adopt: Login (viper) from Sources/Login, tests Tests/LoginTests
            adopt: Profile (viper) from Sources/Profile, tests Tests/ProfileTests
            proof: passed, check: 2 modules up to date and built
            """), adopt.standardOutput)
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent("archgen.yml"), encoding: .utf8), """
            specs: Specs
            package:
              manifest: Package.swift
              sharedTarget: Core
            styles:
              viper:
                protocols:
                  events: "{module}PresenterProtocol"
                  interactor: "{module}InteractorProtocol"
                  output: "{module}InteractorOutputProtocol"
                  routes: "{module}RouterProtocol"
                  view: "{module}ViewProtocol"
                  delegate: "{module}ModuleDelegate"
                files:
                  contract: "{module}Protocols.swift"
                wiring:
                  view.presenter:
                    optional: "!"
                    declared: true
                  interactor.output:
                    property: presenter
                isolation: none
            shared:
              sources: Sources/Core
              services:
                AnalyticsService:
                  members: ["track(_ event: String)"]

            """)
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent("Specs/Profile.archgen"), encoding: .utf8), """
            # Adopted by archgen from Sources/Profile.
            module: Profile
            style: viper
            platform: uikit
            services:
              SessionStoreProtocol:
                property: sessionStore
                members:
                  - clear()
              AnalyticsService:
                property: analytics
            input: (name: String)
            view:
              - show(name: String)
              - showSignedOut()
            events:
              - viewDidLoad()
              - signOutTapped()
            interactor:
              - signOut()
            output:
              - didSignOut()
            routes:
              - close()
            delegate:
              - profileDidSignOut()

            """)
        // Only the contracts are replaced (and archgen's doubles and test case added): the manifest, the team's code and tests stay.
        let after = try AdoptFixture.files(in: project)
        let replaced: Set = [
            "Sources/Login/LoginProtocols.swift", "Sources/Profile/ProfileProtocols.swift", "Sources/Core/AnalyticsService.swift",
        ]
        XCTAssertEqual(before.filter { !replaced.contains($0.key) }, after.filter { before[$0.key] != nil && !replaced.contains($0.key) })
        XCTAssertEqual(Set(after.keys).subtracting(before.keys).sorted(), [
            "SharedTests/SharedTestDoubles.swift", "Sources/Core/SharedDeclarations.swift", "Specs/Login.archgen", "Specs/Profile.archgen",
            "Tests/LoginTests/LoginTestDoubles.swift",
            "Tests/ProfileTests/ProfileTestDoubles.swift", "Tests/ProfileTests/ProfileViewControllerTests.swift", "archgen.yml",
        ])
        XCTAssertEqual(try Data(contentsOf: project.appendingPathComponent("Package.swift")),
                       try Data(contentsOf: Fixtures.directory.appendingPathComponent("AdoptPackageTeam/Package.swift")))
        try assertCheckedInSwift6And5(project, root: root, tests: 11)
    }

    /// `check --run-tests` in Swift 6 and 5 mode (LanguageModeProof's `runsTestsInBoth`): a package's mode is its
    /// manifest's, so the copy's manifest gets `swiftLanguageModes` for each run, and is put back after.
    private func assertCheckedInSwift6And5(_ project: URL, root: URL, tests: Int, line: UInt = #line) throws {
        let manifest = project.appendingPathComponent("Package.swift")
        let written = try String(contentsOf: manifest, encoding: .utf8)
        for mode in LanguageModeProof.modes {
            let moded = written.replacingOccurrences(of: "\n    ]\n)\n", with: "\n    ],\n    swiftLanguageModes: [.v\(mode)]\n)\n")
            XCTAssertNotEqual(moded, written, line: line)
            try Data(moded.utf8).write(to: manifest)
            let check = try TeamFixture.run(LanguageModeProof.checkArguments(mode, runsTestsInBoth: true), in: project, cacheRoot: root)
            XCTAssertEqual(check.status, 0, "Swift \(mode): " + check.standardOutput + check.standardError, line: line)
            XCTAssertTrue(check.standardOutput.contains(" tested: \(tests) tests ran, \(tests) passed, 0 failed"), check.standardOutput,
                          line: line)
        }
        try Data(written.utf8).write(to: manifest)
    }

    /// Without --replace, the proof runs the team's tests against archgen's
    /// contracts in a copy of the package, and only the specs and
    /// archgen.yml are written: none of the team's files changes.
    func testWithoutReplaceTheProofRunsTheTestsAndOnlySpecsAndSettingsAreWritten() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project) = try AdoptFixture.copy("AdoptPackageTeam")
        let before = try AdoptFixture.files(in: project)
        let adopt = try TeamFixture.run(["adopt", "--run-tests"] + Self.modules, in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        XCTAssertTrue(adopt.standardOutput.contains("proof: passed, check: 2 modules up to date, built"), adopt.standardOutput)
        XCTAssertTrue(adopt.standardOutput.contains(" tested: 11 tests ran, 11 passed, 0 failed"), adopt.standardOutput)
        XCTAssertTrue(adopt.standardOutput.hasSuffix("wrote Specs/Login.archgen, Specs/Profile.archgen, archgen.yml\n"), adopt.standardOutput)
        var after = try AdoptFixture.files(in: project)
        for written in ["Specs/Login.archgen", "Specs/Profile.archgen", "archgen.yml"] { XCTAssertNotNil(after.removeValue(forKey: written)) }
        XCTAssertEqual(after, before)
    }
}

/// One target holding several modules' folders, which archgen's `package`
/// cannot express (it makes a target of each module).
extension AdoptPackageBuildTests {
    /// The fixture's two features as folders of one target, Accounts, and their tests of one test target.
    private func oneTargetProject() throws -> (root: URL, project: URL) {
        let (root, project) = try AdoptFixture.copy("AdoptPackageTeam")
        let manager = FileManager.default
        for (from, to) in [("Sources", "Sources/Accounts"), ("Tests", "Tests/AccountsTests")] {
            let folders = try manager.contentsOfDirectory(atPath: project.appendingPathComponent(from).path)
            try manager.createDirectory(at: project.appendingPathComponent(to), withIntermediateDirectories: true)
            for folder in folders {
                try manager.moveItem(at: project.appendingPathComponent("\(from)/\(folder)"), to: project.appendingPathComponent("\(to)/\(folder)"))
            }
        }
        for (path, data) in try AdoptFixture.files(in: project) where path.hasSuffix(".swift") && path != "Package.swift" {
            let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "import Core\n", with: "")
                .replacingOccurrences(of: "@testable import Login\n", with: "@testable import Accounts\n")
                .replacingOccurrences(of: "@testable import Profile\n", with: "@testable import Accounts\n")
                .replacingOccurrences(of: "\nimport Profile\n", with: "\n")
            try Data(text.utf8).write(to: project.appendingPathComponent(path))
        }
        try Data("""
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Accounts",
                targets: [
                    .target(name: "Accounts"),
                    .testTarget(name: "AccountsTests", dependencies: ["Accounts"]),
                ]
            )

            """.utf8).write(to: project.appendingPathComponent("Package.swift"))
        return (root, project)
    }

    /// Each module gets a note at the target, and is adopted as an app's
    /// folder: no `package` in archgen.yml, the tests' target as the app
    /// module, the proof in archgen's sandbox, which runs the tests.
    func testModulesOfOneTargetAreAdoptedAsTheAppsFoldersWithANoteAtTheTarget() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project) = try oneTargetProject()
        let adopt = try TeamFixture.run(["adopt", "--run-tests", "Sources/Accounts/Login", "Sources/Accounts/Profile"], in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        XCTAssertTrue(adopt.standardError.hasPrefix("""
            Package.swift:7:9: note: Login (Sources/Accounts/Login) is a folder of the target Accounts, not a target of its own: \
            adopted as an app's folder, proved in archgen's sandbox; archgen.yml gets no `package`
                    .target(name: "Accounts"),
                    ^
            hint: archgen.yml's `package` makes a target of each module; `defaults.appModule` names the target the tests import

            """), adopt.standardError)
        XCTAssertTrue(adopt.standardOutput.contains(" tested: 11 tests ran, 11 passed, 0 failed"), adopt.standardOutput)
        let settings = try String(contentsOf: project.appendingPathComponent("archgen.yml"), encoding: .utf8)
        XCTAssertTrue(settings.hasPrefix("""
            specs: Specs
            paths:
              sources: "Sources/Accounts/{module}"
              tests: "Tests/AccountsTests/{module}Tests"
            defaults:
              appModule: Accounts
            styles:
            """), settings)
    }
}
