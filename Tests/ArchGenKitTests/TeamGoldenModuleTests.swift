import ArchGenKit
import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// Golden modules rendered with a project's conventions (an archgen.yml):
/// `Fixtures/Specs/Checkout.archgen` in every built-in style with a team's
/// (`Fixtures/TeamGolden/archgen.yml`: renamed protocols, actors, doubles and
/// links, links, input and services held as teams hold them, isolation), the
/// same spec as a package's feature shows it to other targets
/// (`Fixtures/PublicGolden/archgen.yml`: `access: public`), and
/// the seeds' modules with the conventions of a team following each article
/// (`Fixtures/Seed00N/archgen.yml`), whose code the seed tests compile against
/// them. Compared with `Golden/<style>/<Module>/<variant>/`; `ARCHGEN_RECORD_GOLDEN=1` re-records.
final class TeamGoldenModuleTests: XCTestCase {
    typealias Case = (settings: String, module: String, style: String, platform: Platform, variant: String)

    static let team: [Case] = ["viper", "viper-s", "vip"].flatMap { style in
        [Platform.uikit, .swiftui].map { ("TeamGolden", "Checkout", style, $0, "\($0.rawValue)-xctest-team") }
    }
    static let publicCheckout: [Case] = ["viper", "viper-s", "vip"].flatMap { style in
        [Platform.uikit, .swiftui].map { ("PublicGolden", "Checkout", style, $0, "\($0.rawValue)-xctest-public") }
    }
    static let publicPhotoList: [Case] = [Platform.uikit, .swiftui].map {
        ("PublicGolden", "PhotoList", "mvvm", $0, "\($0.rawValue)-xctest-public")
    }
    static let seeds: [Case] = [
        ("Seed000", "SignIn", "viper", .uikit, "uikit-xctest-seed"),
        ("Seed001", "ItemsList", "viper-s", .uikit, "uikit-xctest-seed"),
        ("Seed002", "Main", "vip", .uikit, "uikit-xctest-seed"),
    ]
    static let cases: [Case] = team + publicCheckout + publicPhotoList + seeds

    func testEveryStyleWithATeamsConventions() throws {
        for golden in Self.cases {
            let settingsPath = Fixtures.directory.appendingPathComponent("\(golden.settings)/archgen.yml").path
            let loaded = ProjectSettingsLoader().load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: settingsPath))), path: settingsPath)
            let settings = try XCTUnwrap(loaded.settings, DiagnosticRenderer().render(loaded.diagnostics))
            let specPath = Fixtures.specsDirectory.appendingPathComponent("\(golden.module).archgen").path
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: specPath)))
            let result = SpecLoader(styleOverride: golden.style, defaults: settings.defaults).load(bytes: bytes, path: specPath)
            var spec = try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
            spec.platform = golden.platform
            let rendered = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "Sources", tests: "Tests"))
            let name = "\(golden.style)/\(golden.module)/\(golden.variant)"
            try GoldenFiles.assertMatches(Dictionary(uniqueKeysWithValues: rendered.map { ($0.path, $0.contents) }),
                                          folder: GoldenFiles.root.appendingPathComponent(name), name: name)
        }
    }
}
