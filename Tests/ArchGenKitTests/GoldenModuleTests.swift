import ArchGenKit
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// Whole generated modules compared with the golden files under
/// `Tests/Fixtures/Golden/<style>/<Module>/<platform>-<tests>/{Sources,Tests}/`.
/// Set `ARCHGEN_RECORD_GOLDEN=1` to re-record them after an intended change,
/// then review the diff in git.
final class GoldenModuleTests: XCTestCase {
    func testSignInAsVIPERForEveryPlatformAndTestKit() throws {
        for platform in Platform.allCases {
            for tests in TestFramework.allCases {
                try assertGolden(module: "SignIn", style: .viper, platform: platform, tests: tests)
            }
        }
    }

    private func assertGolden(
        module: String, style: Style, platform: Platform, tests: TestFramework,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let variant = "\(platform.rawValue)-\(tests.rawValue)"
        let folder = GoldenFiles.folder(style: style, module: module, variant: variant)
        var spec = try GoldenFiles.spec(module)
        spec.style = style
        spec.platform = platform
        spec.tests = tests
        let rendered = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "Sources", tests: "Tests"))
        let actual = Dictionary(uniqueKeysWithValues: rendered.map { ($0.path, $0.contents) })
        if GoldenFiles.isRecording {
            try GoldenFiles.record(actual, in: folder)
            return
        }
        let expected = try GoldenFiles.contents(of: folder)
        XCTAssertEqual(
            actual.keys.sorted(), expected.keys.sorted(),
            "\(style.rawValue)/\(module)/\(variant): the files differ (ARCHGEN_RECORD_GOLDEN=1 re-records)",
            file: file, line: line)
        for (path, text) in actual.sorted(by: { $0.key < $1.key }) {
            guard let golden = expected[path], golden != text else { continue }
            XCTFail(
                "\(style.rawValue)/\(module)/\(variant)/\(path) differs from its golden file "
                    + "(ARCHGEN_RECORD_GOLDEN=1 re-records):\n"
                    + UnifiedDiff.diff(from: golden, to: text, path: path),
                file: file, line: line)
        }
    }
}
