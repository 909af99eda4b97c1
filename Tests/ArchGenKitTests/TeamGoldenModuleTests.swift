import ArchGenKit
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// `Fixtures/Specs/Checkout.archgen` in every built-in style with a team's
/// conventions (`Fixtures/TeamGolden/archgen.yml`: renamed protocols, actors,
/// doubles and links, links injected through `init`, isolation), compared with
/// `Golden/<style>/Checkout/team/`. `ARCHGEN_RECORD_GOLDEN=1` re-records.
final class TeamGoldenModuleTests: XCTestCase {
    func testEveryStyleWithATeamsConventions() throws {
        let settingsPath = Fixtures.directory.appendingPathComponent("TeamGolden/archgen.yml").path
        let loaded = ProjectSettingsLoader().load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: settingsPath))), path: settingsPath)
        let settings = try XCTUnwrap(loaded.settings, DiagnosticRenderer().render(loaded.diagnostics))
        let specPath = Fixtures.specsDirectory.appendingPathComponent("Checkout.archgen").path
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: specPath)))
        for style in ["viper", "viper-s", "vip"] {
            for platform in [Platform.uikit, .swiftui] {
                let result = SpecLoader(styleOverride: style, defaults: settings.defaults).load(bytes: bytes, path: specPath)
                var spec = try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
                spec.platform = platform
                let rendered = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "Sources", tests: "Tests"))
                let folder = GoldenFiles.root.appendingPathComponent("\(style)/Checkout/\(platform.rawValue)-xctest-team")
                try GoldenFiles.assertMatches(Dictionary(uniqueKeysWithValues: rendered.map { ($0.path, $0.contents) }), folder: folder,
                                       name: "\(style)/Checkout/\(platform.rawValue)-xctest-team")
            }
        }
    }
}
