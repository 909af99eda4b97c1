import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// Styles of a project's own, through the real binary: a `teamViper` style (VIPER, plain
/// protocols, the team's view protocol name, its own presenter template) and a `sceneVip` style
/// (VIP, main-actor protocols, `Mock<Protocol>` spies), used by specs beside a built-in VIPER-S one;
/// `OwnStyleBuildTests` builds and tests them.
final class OwnStyleCommandTests: XCTestCase {
    private static let settings = """
        specs: Specs
        paths:
          sources: App/Modules/{module}
          tests: AppTests/Modules/{module}Tests
        defaults:
          appModule: App
        styles:
          teamViper:
            base: viper
            isolation: none
            protocols: {view: "{module}ViewInput"}
            templates: Styles/teamViper
          sceneVip:
            base: vip
            isolation: mainActor
            doubles: {spy: "Mock{protocol}"}

        """

    private static let specs = [
        "Specs/Profile.archgen": """
            module: Profile
            style: teamViper
            input: (userID: String)
            view:
              - show(name: String)
            events:
              - viewDidLoad()
            interactor:
              - loadProfile(id: String)
            output:
              - didLoad(name: String)
            routes:
              - close()

            """,
        "Specs/Orders.archgen": """
            module: Orders
            style: sceneVip
            useCases:
              ListOrders:
                request: (page: Int)
                response: (titles: [String])
                viewModel: (rows: [String])

            """,
        "Specs/Settings.archgen": """
            module: Settings
            style: viper-s
            view:
              - show(title: String)
            events:
              - viewDidLoad()

            """,
    ]

    /// The team's presenter template: the built-in one with the team's banner.
    static let presenterTemplate = "// A presenter of the team's VIPER.\n" + BuiltinTemplates.texts["viper/Presenter"]!

    /// The project in `<temp>/<root>/project` (its build cache beside it), or in `folder`. Each
    /// class has a root of its own (`archgen-OwnStyles` is this one's), so classes can run at once.
    static func project(root name: String = "archgen-OwnStyles", in folder: URL? = nil) throws -> (root: URL, project: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        let project = folder ?? root.appendingPathComponent("project")
        try? FileManager.default.removeItem(at: project)
        var files = Self.specs
        files["archgen.yml"] = Self.settings
        files["Styles/teamViper/Presenter.stencil"] = Self.presenterTemplate
        for (path, text) in files {
            let url = project.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return (root, project)
    }

    static func read(_ path: String, in project: URL) throws -> String {
        try String(contentsOf: project.appendingPathComponent(path), encoding: .utf8)
    }

    /// A template error in a style's folder is located in that file, and nothing is written.
    func testATemplateErrorInAStylesFolderIsLocated() throws {
        let (_, project) = try Self.project()
        try Data("// Team\n{% if %}\n".utf8).write(to: project.appendingPathComponent("Styles/teamViper/Presenter.stencil"))
        let generate = try TeamFixture.run(["generate"], in: project)
        XCTAssertEqual(generate.status, 2)
        XCTAssertEqual(generate.standardError, """
            Styles/teamViper/Presenter.stencil:2:7: error: expected a value after 'if'
            {% if %}
                  ^

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("App").path))
    }

    /// `new --style` takes a style of archgen.yml's own, `dump` shows it with its base, and `templates list` shows where each style comes from.
    func testNewAndTemplatesListKnowTheProjectsStyles() throws {
        let (_, project) = try Self.project()
        // From a subfolder: the style's templates folder is archgen.yml's.
        let new = try TeamFixture.run(["new", "Cart", "--style", "teamViper", "--no-build"],
                                      in: project.appendingPathComponent("Specs"))
        XCTAssertEqual(new.status, 0, new.standardError)
        XCTAssertTrue(try Self.read("Specs/Cart.archgen", in: project).contains("\nstyle: teamViper\n"))
        XCTAssertTrue(try Self.read("App/Modules/Cart/CartPresenter.swift", in: project).hasPrefix("// A presenter of the team's VIPER."))
        let typo = try TeamFixture.run(["new", "Cart", "--style", "teamViepr"], in: project)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.standardError.hasPrefix("error: unknown style 'teamViepr'\nhint: did you mean 'teamViper'?\n"),
                      typo.standardError)

        // export --style writes the base's templates as a style's folder names them.
        let export = try TeamFixture.run(["templates", "export", "--style", "sceneVip", "Styles/sceneVip"], in: project)
        XCTAssertEqual(export.status, 0, export.standardError)
        let exported = BuiltinTemplates.names.filter { $0.hasPrefix("vip/") }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("Styles/sceneVip").path).sorted(),
                       exported.map { $0.dropFirst(4) + ".stencil" }.sorted())
        XCTAssertEqual(try Self.read("Styles/sceneVip/Presenter.stencil", in: project), BuiltinTemplates.texts["vip/Presenter"])

        let dump = try TeamFixture.run(["dump", "Specs/Profile.archgen"], in: project)
        XCTAssertTrue(dump.standardOutput.contains("  \"style\": \"teamViper\",\n  \"base\": \"viper\",\n"), dump.standardOutput)

        let list = try TeamFixture.run(["templates", "list"], in: project)
        XCTAssertEqual(list.status, 0, list.standardError)
        XCTAssertTrue(list.standardOutput.hasPrefix("""
            styles:
              viper      built-in
              viper-s    built-in
              vip        built-in
              mvvm       built-in
              teamViper  archgen.yml:8, base viper, templates Styles/teamViper
              sceneVip   archgen.yml:13, base vip

            mvvm/

            """), list.standardOutput)
        XCTAssertTrue(list.standardOutput.contains("""
            teamViper/  (base viper: 1 from Styles/teamViper)
              Contract         built-in
              Interactor       built-in
              InteractorTests  built-in
              Presenter        Styles/teamViper/Presenter.stencil

            """), list.standardOutput)
    }

    /// A team names its style's templates folder in archgen.yml first, then
    /// exports the base's templates there: the folder not existing yet is
    /// what the export is for. Any other error of archgen.yml is shown.
    func testExportStartsAStylesTemplatesFolderArchgenYmlAlreadyNames() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("archgen.yml", "styles:\n  teamVip:\n    base: vip\n    templates: Styles/teamVip\n")
        let export = try TeamFixture.run(["templates", "export", "--style", "teamVip", "Styles/teamVip"], in: scratch.url)
        XCTAssertEqual(export.status, 0, export.standardError)
        XCTAssertEqual(try Self.read("Styles/teamVip/Presenter.stencil", in: scratch.url), BuiltinTemplates.texts["vip/Presenter"])
        let list = try TeamFixture.run(["templates", "list"], in: scratch.url)
        XCTAssertTrue(list.standardOutput.contains("  teamVip  archgen.yml:2, base vip, templates Styles/teamVip\n"), list.standardOutput)

        try scratch.write("archgen.yml", "styles:\n  teamVip:\n    base: vip\n    templates: Styles/New\n    isolation: nonee\n")
        let invalid = try TeamFixture.run(["templates", "export", "--style", "teamVip", "Styles/New"], in: scratch.url)
        XCTAssertEqual(invalid.status, 2)
        XCTAssertTrue(invalid.standardError.hasPrefix("""
            archgen.yml:5:16: error: unknown isolation 'nonee'
                isolation: nonee
                           ^
            hint: did you mean 'none'?
            error: style 'teamVip' is unknown: archgen.yml is invalid
            hint: correct archgen.yml, or export a built-in style's templates: --style viper, viper-s, vip or mvvm

            """), invalid.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Styles/New").path))
    }

    /// A staged template of a style's folder selects the modules of that style only.
    func testAStagedTemplateOfAStyleSelectsItsModules() throws {
        let git = try ScratchGitRepository.requireGit()
        let scratch = try ScratchDirectory()
        let (_, project) = try Self.project(in: scratch.url)
        func run(_ arguments: String...) throws -> BinaryRunner.Result {
            try BinaryRunner.run(arguments, in: project, environment: ScratchGitRepository.isolation)
        }
        func gitRun(_ arguments: String...) throws {
            let result = try BinaryRunner.run(git, arguments, in: project, environment: ScratchGitRepository.isolation)
            XCTAssertEqual(result.status, 0, result.standardError)
        }
        XCTAssertEqual(try run("generate").status, 0)
        try gitRun("init", "--quiet")
        try gitRun("add", ".")
        try gitRun("commit", "--quiet", "-m", "modules")
        try Data((Self.presenterTemplate + "// reviewed\n").utf8).write(
            to: project.appendingPathComponent("Styles/teamViper/Presenter.stencil"))
        try gitRun("add", "Styles/teamViper/Presenter.stencil")
        let check = try run("check", "--staged", "--no-build", "--format", "json")
        XCTAssertEqual(check.status, 0, check.standardOutput + check.standardError)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any])
        let modules = try XCTUnwrap(document["modules"] as? [[String: Any]])
        XCTAssertEqual(modules.compactMap { $0["module"] as? String }, ["Profile"])
    }

    /// The shared declarations are rendered in the default style: with an own
    /// style there, its names and its templates folder's `shared/` templates.
    func testSharedDeclarationsFollowTheDefaultStyle() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("archgen.yml", """
            defaults: {style: teamViper, appModule: App}
            styles:
              teamViper: {base: viper, templates: Styles/teamViper, doubles: {mock: "Fake{service}"}}
              viper: {doubles: {mock: "Fake{service}"}}
              viper-s: {doubles: {mock: "Fake{service}"}}
              vip: {doubles: {mock: "Fake{service}"}}
              mvvm: {doubles: {mock: "Fake{service}"}}
            shared:
              services:
                Clock: [now() -> Int]

            """)
        try scratch.write("Styles/teamViper/shared/SharedDeclarations.stencil",
                          "// The team's shared declarations.\n" + BuiltinTemplates.texts["shared/SharedDeclarations"]!)
        try scratch.write("Clock.archgen", "module: Clock\nservices:\n  Clock:\n")
        let generate = try TeamFixture.run(["generate"], in: scratch.url)
        XCTAssertEqual(generate.status, 0, generate.standardOutput + generate.standardError)
        let declarations = try String(contentsOf: scratch.url.appendingPathComponent("Shared/SharedDeclarations.swift"), encoding: .utf8)
        XCTAssertTrue(declarations.hasPrefix("// The team's shared declarations. (digest "), declarations)
        let doubles = try String(contentsOf: scratch.url.appendingPathComponent("SharedTests/SharedTestDoubles.swift"), encoding: .utf8)
        XCTAssertTrue(doubles.contains("class FakeClock: Clock"), doubles)
    }
}
