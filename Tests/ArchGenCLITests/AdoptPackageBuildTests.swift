import Foundation
import TestSupport
import XCTest

/// `archgen adopt` through the binary on `Fixtures/AdoptPackageTeam`: a
/// Swift package written by hand the way a team writes one, a target per
/// feature (Login, which implements Profile's public delegate, and Profile,
/// which Login's target depends on), a test target each with hand-written
/// spies, services injected through `init`. adopt finds the tests in each
/// feature's test target, infers archgen.yml's `package`, proves the result
/// by building a copy of the package with archgen's contracts and doubles
/// in place of the team's, and never edits the manifest; `check
/// --run-tests` then builds and tests the team's own package (Swift 6 mode:
/// the manifest's).
final class AdoptPackageBuildTests: XCTestCase {
    /// As the shell expands `Sources/*`.
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
        let replaced: Set = ["Sources/Login/LoginProtocols.swift", "Sources/Profile/ProfileProtocols.swift"]
        XCTAssertEqual(before.filter { !replaced.contains($0.key) }, after.filter { before[$0.key] != nil && !replaced.contains($0.key) })
        XCTAssertEqual(Set(after.keys).subtracting(before.keys).sorted(), [
            "Specs/Login.archgen", "Specs/Profile.archgen", "Tests/LoginTests/LoginTestDoubles.swift",
            "Tests/ProfileTests/ProfileTestDoubles.swift", "Tests/ProfileTests/ProfileViewControllerTests.swift", "archgen.yml",
        ])
        XCTAssertEqual(try Data(contentsOf: project.appendingPathComponent("Package.swift")),
                       try Data(contentsOf: Fixtures.directory.appendingPathComponent("AdoptPackageTeam/Package.swift")))
        let check = try TeamFixture.run(["check", "--run-tests"], in: project, cacheRoot: root)
        XCTAssertEqual(check.status, 0, check.standardOutput + check.standardError)
        XCTAssertTrue(check.standardOutput.contains(" tested: 11 tests ran, 11 passed, 0 failed"), check.standardOutput)
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
        XCTAssertTrue(adopt.standardOutput.contains("proof: passed, check: 2 modules up to date, built and tested: 11 tests ran, 11 passed"),
                      adopt.standardOutput)
        XCTAssertTrue(adopt.standardOutput.hasSuffix("wrote Specs/Login.archgen, Specs/Profile.archgen, archgen.yml\n"), adopt.standardOutput)
        var after = try AdoptFixture.files(in: project)
        for written in ["Specs/Login.archgen", "Specs/Profile.archgen", "archgen.yml"] { XCTAssertNotNil(after.removeValue(forKey: written)) }
        XCTAssertEqual(after, before)
    }
}
