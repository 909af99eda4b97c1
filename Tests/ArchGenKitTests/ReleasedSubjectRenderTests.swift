@testable import ArchGenKit
import ArchGenSpec
import XCTest

/// The test that releases its subject to see its task cancelled declares another subject as `sut`
/// is built: one argument a line where the declaration would pass 120 columns.
final class ReleasedSubjectRenderTests: XCTestCase {
    func testALongReleasedSubjectIsWrapped() throws {
        let text = """
            module: Settings
            style: mvvm
            platform: none
            services:
              PreferencesStore:
                - load() async throws -> Int
              AnalyticsTracker:
                - track(_ event: String)
            events:
              - viewDidLoad() calls PreferencesStore.load

            """
        let spec = try XCTUnwrap(SpecLoader().load(bytes: Array(text.utf8), path: "Settings.archgen").spec)
        let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "S", tests: "T"))
        let tests = try XCTUnwrap(files.first { $0.path.hasSuffix("SettingsViewModelTests.swift") }?.contents)
        XCTAssertTrue(tests.contains("""
                func testViewDidLoadTaskIsCancelledWhenReleased() async {
                    // Given
                    let expected: Int = 1
                    preferencesStore.loadReturnValue = expected
                    var released: SettingsViewModel? = SettingsViewModel(
                        preferencesStore: preferencesStore,
                        analyticsTracker: analyticsTracker
                    )
                    released?.viewDidLoad()
                    let task = released?.viewDidLoadTask

                    // When
                    released = nil

                    // Then
                    XCTAssertTrue(task?.isCancelled == true)
                }
            """), tests)
    }
}
