@testable import ArchGenKit
import ArchGenSource
import XCTest

/// archgen.yml's `xcode` as `adopt` infers it from the targets compiling
/// each module's files and tests, and the notes where it cannot.
final class XcodeTargetsInferenceTests: XCTestCase {
    private func module(
        _ name: String, sources: [(name: String, files: Int)], tests: [(name: String, files: Int)] = [("AppTests", 3)],
        testsFolder: String? = "AppTests"
    ) -> XcodeModuleTargets {
        XcodeModuleTargets(
            module: name, sourcesFolder: "App/Modules/\(name)", sourceTargets: sources,
            testsFolder: testsFolder.map { "\($0)/Modules/\(name)Tests" }, testTargets: tests)
    }

    private func settings(_ leaves: [SettingLeaf]) -> String {
        SettingsMerge(leaves: leaves, existing: nil, settingsPath: "archgen.yml").text
    }

    func testTheTargetsCompilingTheModulesFilesAndTestsAreArchgenYmlsXcode() {
        let (leaves, notes) = XcodeTargetsInference.infer(
            [module("Login", sources: [("App", 5)]), module("Profile", sources: [("App", 4)])], project: "App.xcodeproj")
        XCTAssertEqual(notes, [])
        XCTAssertEqual(settings(leaves), """
            xcode:
              project: App.xcodeproj
              target: App
              testTarget: AppTests

            """)
    }

    func testFilesInSeveralTargetsGoToTheOneCompilingMostOfThemWithANote() {
        let (leaves, notes) = XcodeTargetsInference.infer(
            [module("Login", sources: [("Widget", 1), ("App", 5)])], project: "App.xcodeproj")
        XCTAssertEqual(leaves.first { $0.key == "xcode.target" }?.value, "App")
        XCTAssertEqual(DiagnosticRenderer().render(notes), """
            App/Modules/Login: note: Login's files are compiled by Widget and App: archgen adds its files to App only
            hint: add archgen's files to the other targets in Xcode

            """)
    }

    func testAModuleNoTargetCompilesLeavesXcodeOutAndTestsNoTargetCompilesLeaveTheTestTargetOut() {
        let none = XcodeTargetsInference.infer([module("Login", sources: [])], project: "App.xcodeproj")
        XCTAssertEqual(none.leaves, [])
        XCTAssertEqual(DiagnosticRenderer().render(none.notes), """
            App/Modules/Login: note: no target of App.xcodeproj compiles Login's files: archgen.yml gets no `xcode`
            hint: add App/Modules/Login to the app's target in Xcode, then adopt again

            """)
        let untested = XcodeTargetsInference.infer([module("Login", sources: [("App", 5)], tests: [])], project: "App.xcodeproj")
        XCTAssertEqual(settings(untested.leaves), """
            xcode:
              project: App.xcodeproj
              target: App

            """)
        XCTAssertEqual(DiagnosticRenderer().render(untested.notes), """
            AppTests/Modules/LoginTests: note: no target of App.xcodeproj compiles Login's tests: archgen's doubles and tests stay out of the project
            hint: add AppTests/Modules/LoginTests to the test target in Xcode, then adopt again (archgen.yml's `xcode.testTarget`)

            """)
    }
}
