@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import ArchGenTemplates
import Foundation
import TestSupport
import XCTest

/// The reference `archgen help templates` prints against the contexts of
/// real modules: the golden modules in every style, on every platform with
/// every test kit, the team fixtures' (renamed roles, public access, the
/// seeds' conventions), and MVPTeam's style of its own (a folder).
final class TemplateContextReferenceTests: XCTestCase {
    func testTheReferenceNamesEveryVariableOfEveryContextAndNoOther() throws {
        let shape = try Self.shapeOfEveryContext()
        let problems = shape.disagreements(with: .module)
        XCTAssertEqual(problems, [], "\n" + problems.joined(separator: "\n"))
    }

    /// A key a builder adds, a placeholder's key, a type the reference does
    /// not allow, and a variable no context has are each reported.
    func testEveryDisagreementIsReported() {
        var shape = TemplateContextShape()
        shape.add(["module": "SignIn", "brandNew": [["colour": "red"]],
                   "presenter": ["name": "SignInPresenter", "links": ["view": ["name": 1]]], "view": ["state": []]])
        let problems = shape.disagreements(with: .module)
        XCTAssertEqual(Array(problems.prefix(5)), [
            "`<actor>` is [object], the reference says object",
            "`<actor>.links.<link>.name` is int, the reference says string",
            "`<actor>[].colour` (string) is not in the reference",
            "`spec` is in the reference, but no context has it",
            "`generated` is in the reference, but no context has it",
        ])
        XCTAssertTrue(problems.contains("`contractHeader` is in the reference, but no context has it"))
        XCTAssertFalse(problems.contains { $0.hasPrefix("`view.state`") }, "an empty array is any array")
    }

    /// Every spec of the golden modules, in each style, platform and test kit, then the teams'.
    static func shapeOfEveryContext() throws -> TemplateContextShape {
        var shape = TemplateContextShape()
        for (styleName, modules) in GoldenModuleTests.golden {
            let style = try XCTUnwrap(BuiltinStyles.definition(styleName))
            for (module, _) in modules {
                var spec = try Fixtures.spec(module)
                spec.style = style
                for platform in Platform.allCases {
                    for tests in TestFramework.allCases {
                        (spec.platform, spec.tests) = (platform, tests)
                        add(spec, to: &shape)
                    }
                }
            }
        }
        for golden in TeamGoldenModuleTests.cases {
            var spec = try teamSpec(golden.module, settings: golden.settings, style: golden.style, specs: Fixtures.specsDirectory)
            spec.platform = golden.platform
            add(spec, to: &shape)
        }
        let mvpSpecs = Fixtures.directory.appendingPathComponent("MVPTeam/Specs")
        for file in try FileManager.default.contentsOfDirectory(atPath: mvpSpecs.path) where file.hasSuffix(".archgen") {
            var spec = try teamSpec(String(file.dropLast(8)), settings: "MVPTeam", style: nil, specs: mvpSpecs)
            for platform in Platform.allCases {
                spec.platform = platform
                add(spec, to: &shape)
            }
        }
        // archgen.yml's shared declarations, rendered as a spec of no module.
        let shared = try teamSettings("SharedProject")
        let sharedSpec = shared.shared.spec(path: "archgen.yml", style: .viper, appModule: "App")
        shape.add(SharedRenderer.context(of: ModuleFacts(spec: sharedSpec)))
        return shape
    }

    /// The module's context, and what each of its files adds (`generated`).
    private static func add(_ spec: Spec, to shape: inout TemplateContextShape) {
        shape.add(ModuleModel(spec: spec).templateContext)
        for file in ModuleFile.files(of: spec) { shape.add(ModuleRenderer.fileContext(of: file)) }
    }

    /// `specs/<module>.archgen` with `Fixtures/<settings>/archgen.yml`'s defaults (its style folders read from disk).
    private static func teamSpec(_ module: String, settings: String, style: String?, specs: URL) throws -> Spec {
        let defaults = try teamSettings(settings).defaults
        let specPath = specs.appendingPathComponent(module + ".archgen").path
        let result = SpecLoader(styleOverride: style, defaults: defaults).load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: specPath))), path: specPath)
        return try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
    }

    /// `Fixtures/<name>/archgen.yml`, its style folders read from disk.
    private static func teamSettings(_ name: String) throws -> ProjectSettings {
        let folder = Fixtures.directory.appendingPathComponent(name)
        let settingsPath = folder.appendingPathComponent("archgen.yml").path
        let loader = ProjectSettingsLoader(files: TestDisk.local)
        let loaded = loader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: settingsPath))), path: settingsPath)
        return try XCTUnwrap(loaded.settings, DiagnosticRenderer().render(loaded.diagnostics))
    }
}

