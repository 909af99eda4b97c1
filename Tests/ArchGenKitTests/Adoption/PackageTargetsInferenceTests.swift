@testable import ArchGenKit
import ArchGenSource
import XCTest

/// What `adopt` infers of a Swift package whose targets hold the modules:
/// archgen.yml's `package` when each module is a target of its own, the
/// tests in the test target depending on it, and a located note for a
/// module folder that is not a target's.
final class PackageTargetsInferenceTests: XCTestCase {
    private static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Features",  // the package is named as a target: the note is at the target
            targets: [
                .target(name: "Login", dependencies: ["Profile"]),
                .target(name: "Profile"),
                .target(name: "Features", path: "Sources/Features"),
                .testTarget(name: "LoginTests", dependencies: ["Login"]),
                .testTarget(name: "ProfileChecks", dependencies: ["Profile"], path: "Checks/Profile"),
            ]
        )
        """

    private static let targets = [
        ManifestTarget(name: "Login", isTest: false, folder: "Sources/Login", dependencies: ["Profile"]),
        ManifestTarget(name: "Profile", isTest: false, folder: "Sources/Profile"),
        ManifestTarget(name: "Features", isTest: false, folder: "Sources/Features"),
        ManifestTarget(name: "LoginTests", isTest: true, folder: "Tests/LoginTests", dependencies: ["Login"]),
        ManifestTarget(name: "ProfileChecks", isTest: true, folder: "Checks/Profile", dependencies: ["Profile"]),
    ]

    private func inference(_ folders: [String], manifestPath: String = "Package.swift", manifest: String = manifest,
                           targets: [ManifestTarget] = targets) -> PackageTargetsInference {
        PackageTargetsInference(
            modules: folders.map { (String($0.split(separator: "/").last!), $0) }, manifestPath: manifestPath,
            manifestText: manifest, targets: targets)
    }

    /// archgen.yml as the leaves (and `paths`, as `ProjectLeaves` infers them from the folders) make it.
    private func settings(_ inference: PackageTargetsInference, paths: [String: String] = [:]) -> String {
        let pathLeaves = paths.sorted { $0.key > $1.key }.map { SettingLeaf(["paths", $0.key], SettingLeaf.scalar($0.value), source: DeclarationPlace(path: "x")) }
        return SettingsMerge(leaves: inference.markingPackagePaths(pathLeaves) + inference.leaves, existing: nil, settingsPath: "archgen.yml").text
    }

    func testModulesThatAreTargetsOfTheirOwnMakeThePackageSettingWithTheirTestTargetsFolders() {
        let inference = inference(["Sources/Login", "Sources/Profile"])
        XCTAssertEqual(inference.testsFolders, ["Login": "Tests/LoginTests", "Profile": "Checks/Profile"])
        XCTAssertEqual(DiagnosticRenderer().render(inference.notes), "")
        XCTAssertTrue(inference.isPackageProject)
        // Profile's test target is named its own way: the first module's names are the pattern, the second's a note (SettingsMerge).
        XCTAssertEqual(settings(inference, paths: ["sources": "Sources/{module}", "tests": "Tests/{module}Tests"]), """
            package:
              manifest: Package.swift

            """)
        XCTAssertEqual(SettingsMerge(leaves: inference.leaves, existing: nil, settingsPath: "archgen.yml").notes.map(\.message), [
            "`package.testTarget` is \"{module}Checks\" here, \"{module}Tests\" at Package.swift:10",
        ])
    }

    func testTargetsNamedTheTeamsWayInAManifestInAFolderGetTheirPatternsAndPaths() {
        let manifest = """
            let package = Package(name: "Features", targets: [
                .target(name: "LoginFeature", path: "Sources/Login"),
                .testTarget(name: "LoginFeatureTests", dependencies: ["LoginFeature"], path: "Tests/Login"),
            ])
            """
        let inference = inference(["Modules/Sources/Login"], manifestPath: "Modules/Package.swift", manifest: manifest, targets: [
            ManifestTarget(name: "LoginFeature", isTest: false, folder: "Modules/Sources/Login"),
            ManifestTarget(name: "LoginFeatureTests", isTest: true, folder: "Modules/Tests/Login", dependencies: ["LoginFeature"]),
        ])
        XCTAssertEqual(inference.testsFolders, ["Login": "Modules/Tests/Login"])
        XCTAssertEqual(settings(inference, paths: ["sources": "Modules/Sources/{module}", "tests": "Modules/Tests/{module}"]), """
            paths:
              tests: "Modules/Tests/{module}"
              sources: "Modules/Sources/{module}"
            package:
              manifest: Modules/Package.swift
              target: "{module}Feature"
              testTarget: "{module}FeatureTests"

            """)
        XCTAssertEqual(inference.leaves.map { "\($0.key) \($0.source)" }, [
            "package.manifest Modules/Package.swift", "package.target Modules/Package.swift:2",
            "package.testTarget Modules/Package.swift:3",
        ])
    }

    func testTheSharedServicesTargetIsTheSharedTargetWithANoteForTheirMocks() {
        let inference = inference(["Sources/Login"])
        let shared = inference.sharedTarget(for: [
            SettingLeaf(["shared", "sources"], "Sources/Features", source: DeclarationPlace(path: "Sources/Features/Analytics.swift")),
        ])
        XCTAssertEqual(shared.leaves.map { "\($0.key): \($0.value)" }, ["package.sharedTarget: Features"])
        XCTAssertEqual(DiagnosticRenderer().render(shared.notes), """
            Package.swift:9:9: note: Features holds the shared declarations (`package.sharedTarget`); archgen's mocks of them need \
            a library target of their own (`package.sharedTestTarget`), which Package.swift has not: they are written where no target compiles them
                    .target(name: "Features", path: "Sources/Features"),
                    ^
            hint: to use them, add `.target(name: "FeaturesMocks", dependencies: ["Features"], path: "Tests/FeaturesMocks")` \
            and archgen.yml's `sharedTestTarget: FeaturesMocks`

            """)
        XCTAssertEqual(inference.sharedTarget(for: [SettingLeaf(["shared", "sources"], "App/Services", source: DeclarationPlace(path: "x"))]).leaves, [])
    }

    func testAModuleInsideATargetHoldingOtherFoldersIsNotAPackageModuleAndGetsANoteAtTheTarget() {
        let inference = inference(["Sources/Login", "Sources/Features/Cart"])
        XCTAssertFalse(inference.isPackageProject)
        XCTAssertEqual(inference.leaves, [])
        XCTAssertEqual(DiagnosticRenderer().render(inference.notes), """
            Package.swift:9:9: note: Cart (Sources/Features/Cart) is a folder of the target Features, not a target of its own: \
            adopted as an app's folder, proved in archgen's sandbox; archgen.yml gets no `package`
                    .target(name: "Features", path: "Sources/Features"),
                    ^
            hint: archgen.yml's `package` makes a target of each module; `defaults.appModule` names the target the tests import

            """)
    }

    func testAFolderOfNoTargetAndATargetNoTestTargetDependsOnAreNotes() {
        let targets = Self.targets.filter { $0.name != "ProfileChecks" }
        let inference = inference(["Sources/Profile", "App/Settings"], targets: targets)
        XCTAssertFalse(inference.isPackageProject)
        XCTAssertEqual(inference.testsFolders, [:])
        XCTAssertEqual(DiagnosticRenderer().render(inference.untestedNotes.values.sorted { $0.message < $1.message } + inference.notes), """
            Package.swift:8:9: note: no test target of Package.swift depends on Profile: Profile's tests are looked for in a folder named ProfileTests
                    .target(name: "Profile"),
                    ^
            hint: add `.testTarget(name: "ProfileTests", dependencies: ["Profile"])` for archgen's doubles and the team's tests
            App/Settings: note: App/Settings is the folder of no target of Package.swift: adopted as an app's folder, proved in archgen's sandbox
            hint: archgen.yml's `package` makes a target of each module, at its folder

            """)
    }
}
