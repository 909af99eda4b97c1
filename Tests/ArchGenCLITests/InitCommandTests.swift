import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// `archgen init` through the real binary: archgen.yml and the commented
/// starter spec, what they load back to, and `generate` right after.
final class InitCommandTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    private func run(_ arguments: String...) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: scratch.url, environment: ["NO_COLOR": "1"])
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: scratch.url.appendingPathComponent(path), encoding: .utf8)
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent(path).path)
    }

    /// The settings of a text, with every error rendered into the failure.
    private func settings(_ text: String) throws -> ProjectSettings {
        let result = ProjectSettingsLoader().load(SourceText(path: "archgen.yml", text: text))
        XCTAssertEqual(DiagnosticRenderer().render(result.errors), "")
        return try XCTUnwrap(result.settings)
    }

    private func intended(_ style: StyleDefinition, _ platform: Platform, _ tests: TestFramework) -> ProjectSettings {
        ProjectSettings(
            specs: ["Specs"],
            paths: .init(sources: ModulePathPattern("Sources/{module}"), tests: ModulePathPattern("Tests/{module}Tests")),
            defaults: SpecDefaults(styleName: style.name, platform: platform, tests: tests),
            templates: nil, languageMode: 6)
    }

    func testInitThenGenerateWritesTheStarterModuleWhereTheSettingsSay() throws {
        let initRun = try run("init")
        XCTAssertEqual(initRun.status, 0, initRun.standardError)
        XCTAssertEqual(initRun.standardError, "")
        let lines = initRun.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.prefix(2)), ["create  archgen.yml", "create  Specs/Home.archgen"])
        XCTAssertTrue(lines[2].hasPrefix("2 created ("), lines[2])
        XCTAssertEqual(lines[3], "next: edit Specs/Home.archgen, then run `archgen generate`")

        let generate = try run("generate")
        XCTAssertEqual(generate.status, 0, generate.standardError)
        XCTAssertEqual(generate.standardOutput.split(separator: "\n").dropLast().map(String.init), [
            "create  Sources/Home/HomeContract.swift", "create  Sources/Home/HomePresenter.swift",
            "create  Sources/Home/HomeInteractor.swift", "create  Sources/Home/HomeRouter.swift",
            "create  Sources/Home/HomeViewController.swift", "create  Tests/HomeTests/HomeTestDoubles.swift",
            "create  Tests/HomeTests/HomePresenterTests.swift", "create  Tests/HomeTests/HomeInteractorTests.swift",
            "create  Tests/HomeTests/HomeRouterTests.swift",
        ])
        XCTAssertFalse(exists("Specs/Home"))
        let again = try run("generate")
        XCTAssertTrue(again.standardOutput.split(separator: "\n").last!.hasPrefix("9 unchanged ("), again.standardOutput)
        let lint = try run("lint", "Specs/Home.archgen")
        XCTAssertEqual(lint.standardOutput, "linted 1 spec: 0 errors, 0 warnings\n")
        // Without SPEC, lint takes every spec of the project, as generate does.
        let lintAll = try run("lint")
        XCTAssertEqual(lintAll.status, 0, lintAll.standardError)
        XCTAssertEqual(lintAll.standardOutput, "linted 1 spec: 0 errors, 0 warnings\n")
    }

    /// init's starter spec is `Fixtures/Specs/Home.archgen`, and `generate`
    /// makes exactly its golden module, which the golden build compiles in
    /// Swift 6 and 5 and whose tests it runs.
    func testTheStarterModuleIsTheCompiledGoldenHome() throws {
        XCTAssertEqual(try run("init").status, 0)
        XCTAssertEqual(try read("Specs/Home.archgen"),
                       try String(contentsOf: Fixtures.directory.appendingPathComponent("Specs/Home.archgen"), encoding: .utf8))
        XCTAssertEqual(try run("generate").status, 0)
        let golden = Fixtures.directory.appendingPathComponent("Golden/viper/Home/uikit-xctest")
        for (kind, folder) in [("Sources", "Sources/Home"), ("Tests", "Tests/HomeTests")] {
            let names = try FileManager.default.contentsOfDirectory(atPath: golden.appendingPathComponent(kind).path).sorted()
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent(folder).path).sorted(),
                           names)
            for name in names {
                XCTAssertEqual(try read("\(folder)/\(name)"),
                               try String(contentsOf: golden.appendingPathComponent("\(kind)/\(name)"), encoding: .utf8), name)
            }
        }
    }

    /// Every key init writes loads back to exactly the settings it means,
    /// with the options' defaults or the built-in ones.
    func testTheSettingsLoadBackToWhatInitMeans() throws {
        XCTAssertEqual(try run("init").status, 0)
        XCTAssertEqual(try settings(read("archgen.yml")), intended(.viper, .uikit, .xctest))
        let other = try ScratchDirectory()
        let result = try BinaryRunner.run(["init", "--style", "viper-s", "--platform", "swiftui", "--tests", "swift-testing"],
                                          in: other.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        let text = try String(contentsOf: other.url.appendingPathComponent("archgen.yml"), encoding: .utf8)
        XCTAssertEqual(try settings(text), intended(.viperS, .swiftui, .swiftTesting))
        XCTAssertTrue(text.contains("\ndefaults:\n  style: viper-s\n  platform: swiftui\n  tests: swift-testing\n"), text)
    }

    /// The keys init leaves commented out are valid once uncommented.
    func testTheCommentedKeysAreValidUncommented() throws {
        XCTAssertEqual(try run("init").status, 0)
        let written = try read("archgen.yml")
        XCTAssertTrue(written.contains(Self.commentedStyles), written)
        let text = written
            .replacingOccurrences(of: "  # appModule: MyApp\n", with: "  appModule: MyApp\n")
            .replacingOccurrences(of: "# templates: Templates/archgen\n", with: "templates: Templates/archgen\n")
            .replacingOccurrences(of: Self.commentedStyles, with: Self.commentedStyles.replacingOccurrences(of: "# ", with: ""))
        var expected = intended(.viper, .uikit, .xctest)
        expected.defaults.appModule = "MyApp"
        // archgen's own wiring, written out (as an example, for the styles of the references with a link each).
        let links = ["viper": "presenter.interactor", "viper-s": "director.dataManager", "vip": "interactor.presenter"]
        for (style, key) in links.sorted(by: { $0.key < $1.key }) {
            let property = String(key.split(separator: ".").last ?? "")
            expected.defaults.styles.setSettings(StyleSettings(wiring: WiringSettings(links: [
                key: .init(property: property, optionality: .nonOptional),
            ])), for: style)
        }
        expected.templates = "Templates/archgen"
        let loaded = try settings(text)
        var teamViper = StyleDefinition.viper
        teamViper.name = "teamViper"
        expected.defaults.styles.entries.append(StyleRegistry.Entry(
            definition: teamViper, settings: StyleSettings(isolation: Isolation.none), origin: .derived(base: "viper"),
            location: loaded.defaults.styles.entry(named: "teamViper")?.location))
        XCTAssertEqual(loaded, expected)
    }

    private static let commentedStyles = """
        # styles:
        #   viper:
        #     wiring:
        #       presenter.interactor: {property: interactor, optional: none}
        #   viper-s:
        #     wiring:
        #       director.dataManager: {property: dataManager, optional: none}
        #   vip:
        #     wiring:
        #       interactor.presenter: {property: presenter, optional: none}
        #   teamViper:
        #     base: viper
        #     isolation: none

        """

    func testTheStarterSpecIsExplainedAndFollowsTheOptions() throws {
        let result = try run("init", "Shop", "--style", "vip", "--platform", "none")
        XCTAssertEqual(result.status, 0, result.standardError)
        let spec = try read("Specs/Shop.archgen")
        XCTAssertTrue(spec.hasPrefix("# The Shop module: one screen, described for archgen."), spec)
        XCTAssertTrue(spec.contains("""
            # The module's name: an UpperCamelCase Swift identifier that names every type.
            module: Shop
            # The architecture: viper | viper-s | vip | mvvm (the command line's --style wins).
            style: vip
            # What the view layer is built on: uikit | swiftui | none.
            platform: none
            # The framework of the generated tests: xctest | swift-testing.
            tests: xctest

            """), spec)
        let generate = try run("generate")
        XCTAssertEqual(generate.status, 0, generate.standardError)
        XCTAssertTrue(exists("Sources/Shop/ShopConfigurator.swift"))
        XCTAssertTrue(exists("Tests/ShopTests/ShopInteractorTests.swift"))
    }

    func testADryRunWritesNothing() throws {
        let result = try run("init", "--dry-run")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("would create  archgen.yml\nwould create  Specs/Home.archgen\n"
            + "dry run, nothing written: 2 to create ("), result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("next:"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path), [])
    }

    func testExistingFilesAreSkippedAndForceReplacesThem() throws {
        try scratch.write("archgen.yml", "specs: Mine\n")
        try scratch.write("Specs/Home.archgen", "module: Home\n")
        let skipped = try run("init")
        XCTAssertEqual(skipped.status, 0, skipped.standardError)
        XCTAssertTrue(skipped.standardOutput.hasPrefix("skip (exists)  archgen.yml\n1 skipped ("), skipped.standardOutput)
        XCTAssertEqual(try read("archgen.yml"), "specs: Mine\n")
        let forced = try run("init", "--force")
        XCTAssertEqual(forced.status, 0, forced.standardError)
        XCTAssertTrue(forced.standardError.contains("  archgen.yml\n  Specs/Home.archgen\n"), forced.standardError)
        XCTAssertEqual(try settings(read("archgen.yml")), intended(.viper, .uikit, .xctest))
    }

    func testInAnExistingProjectInitWritesNoSampleSpecAndSaysSo() throws {
        try scratch.write("archgen.yml", "specs: Mine\n")
        let result = try run("init")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput.split(separator: "\n").last, "skipped the starter spec Specs/Home.archgen: "
            + "this folder has archgen.yml already; start a module with `archgen new Home` (--force writes the starter files anyway)")
        XCTAssertFalse(exists("Mine/Home.archgen"))
        XCTAssertFalse(exists("Specs/Home.archgen"))
        XCTAssertTrue(try run("generate").standardError.hasPrefix("error: no specs found"), "no module to generate")
        // Specs without archgen.yml: archgen.yml is written, no sample spec.
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("archgen.yml"))
        try scratch.write("Features/Cart.archgen", "module: Cart\n")
        let specs = try run("init")
        XCTAssertEqual(specs.status, 0, specs.standardError)
        XCTAssertTrue(specs.standardOutput.hasPrefix("create  archgen.yml\n"), specs.standardOutput)
        XCTAssertTrue(specs.standardOutput.contains("this folder has a spec already"), specs.standardOutput)
        XCTAssertFalse(exists("Specs/Home.archgen"))
    }

    func testABadModuleNameWritesNothing() throws {
        let result = try run("init", "home-page")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("error: 'home-page' is not a valid module name\n"), result.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path), [])
    }

    func testHelp() throws {
        let result = try run("help", "init")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.hasPrefix("""
            Write archgen.yml (project settings) and a commented starter spec

            usage: archgen init [--dry-run] [--force] [--style viper|viper-s|vip|mvvm] [--platform uikit|swiftui|none] \
            [--tests xctest|swift-testing] [Module]

            """), result.standardOutput)
        // Its options say what they do for init, not what new's say for a module.
        XCTAssertTrue(result.standardOutput.contains("""
            options:
              --dry-run                       Print what would be created, updated or skipped (with diffs), write nothing
              --force                         Replace archgen.yml and the starter spec when they exist
              --style viper|viper-s|vip|mvvm  The specs' default architecture style (default: viper)
              --platform uikit|swiftui|none   The specs' default view layer (default: uikit)
              --tests xctest|swift-testing    The specs' default test framework (default: xctest)
              --help                          Show this help

            """), result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("overrides the spec's"), result.standardOutput)
    }
}
