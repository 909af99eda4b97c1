import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml's `xcode` key: read, and every error verbatim.
final class XcodeSettingsTests: XCTestCase {
    private func load(_ text: String, projects: Set<String> = ["App.xcodeproj", "ios/App.xcodeproj"]) -> ProjectSettingsLoadResult {
        ProjectSettingsLoader(files: TestDisk.holding(folders: projects)).load(SourceText(path: "archgen.yml", text: text))
    }

    private func lint(_ text: String) -> String {
        let result = load(text)
        XCTAssertEqual(result.settings == nil, !result.errors.isEmpty)
        return DiagnosticRenderer().render(result.errors)
    }

    func testEveryKey() throws {
        let settings = try XCTUnwrap(load("xcode:\n  project: App.xcodeproj/\n  target: App\n  testTarget: 'App Tests'\n").settings)
        XCTAssertEqual(settings.xcode, XcodeSettings(
            project: "App.xcodeproj", target: "App", testTarget: "App Tests",
            targetLocation: SourceLocation(line: 3, column: 11), testTargetLocation: SourceLocation(line: 4, column: 15)))
        XCTAssertEqual(settings.xcode?.projectFile, "App.xcodeproj/project.pbxproj")
    }

    func testTheTestTargetIsOptionalAndNoXcodeIsTheDefault() throws {
        XCTAssertEqual(load("xcode:\n  project: ios/App.xcodeproj\n  target: App\n").settings?.xcode?.testTarget, .some(nil))
        XCTAssertNil(try XCTUnwrap(load("specs: Specs\n").settings).xcode)
        XCTAssertNil(try XCTUnwrap(load("xcode:\n").settings).xcode)
    }

    func testMissingKeysAndUnknownOnes() {
        XCTAssertEqual(lint("xcode:\n  tagret: App\n"), """
            archgen.yml:1:1: error: 'xcode' needs 'project'
            xcode:
            ^
            hint: write 'project: App.xcodeproj', relative to archgen.yml
            archgen.yml:1:1: error: 'xcode' needs 'target'
            xcode:
            ^
            hint: write 'target: App', the target that builds the modules' sources
            archgen.yml:2:3: error: unknown key 'tagret'
              tagret: App
              ^
            hint: did you mean 'target'?

            """)
    }

    func testAProjectThatIsNotAnXcodeprojOrIsMissing() {
        XCTAssertEqual(lint("xcode:\n  project: App.xcworkspace\n  target: App\n"), """
            archgen.yml:2:12: error: 'project' must be an .xcodeproj folder, found 'App.xcworkspace'
              project: App.xcworkspace
                       ^
            hint: write the project's folder, like 'App.xcodeproj', relative to archgen.yml

            """)
        XCTAssertEqual(lint("xcode:\n  project: Shop.xcodeproj\n  target: Shop\n"), """
            archgen.yml:2:12: error: no such project 'Shop.xcodeproj'
              project: Shop.xcodeproj
                       ^
            hint: 'project' is relative to the folder holding archgen.yml

            """)
    }

    func testEmptyWrongKindAndTheSameTargetTwice() {
        XCTAssertEqual(lint("xcode:\n  project: App.xcodeproj\n  target: ''\n  testTarget: [AppTests]\n"), """
            archgen.yml:3:11: error: 'target' is empty
              target: ''
                      ^
            hint: write a target's name, as Xcode shows it
            archgen.yml:4:15: error: 'testTarget' must be a target's name, found a list
              testTarget: [AppTests]
                          ^

            """)
        XCTAssertEqual(lint("xcode:\n  project: App.xcodeproj\n  target: App\n  testTarget: App\n"), """
            archgen.yml:4:15: error: 'testTarget' is the target 'target' names
              testTarget: App
                          ^
            hint: a module's tests would be built into the app; name the unit test target, or leave 'testTarget' out

            """)
        XCTAssertEqual(lint("xcode: App.xcodeproj\n"), """
            archgen.yml:1:8: error: 'xcode' must be a mapping, found a string
            xcode: App.xcodeproj
                   ^

            """)
    }
}
