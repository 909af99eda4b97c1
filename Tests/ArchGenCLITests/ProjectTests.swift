@testable import ArchGenCLI
import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// `Project` in-process: finding archgen.yml up the folders, and every path
/// it gives, from the current folder, with and without settings.
final class ProjectTests: XCTestCase {
    private let settings = ProjectSettings(
        specs: ["Specs", "./Features/"],
        paths: .init(sources: ModulePathPattern("Sources/{module}"), tests: ModulePathPattern("Tests/{module}Tests")),
        templates: "Templates/archgen", languageMode: 5)

    func testWithoutSettingsEverythingIsBesideTheSpec() throws {
        let project = Project()
        XCTAssertEqual(project.root, ".")
        XCTAssertEqual(project.layout(for: try spec("Home"), specPath: "App/Home.archgen"),
                       ModuleLayout(sources: "App/Home", tests: "App/HomeTests"))
        XCTAssertEqual(project.layout(for: try spec("Home"), specPath: "Home.archgen"),
                       ModuleLayout(sources: "Home", tests: "HomeTests"))
        XCTAssertEqual(project.starterSpecFolder(), ".")
        XCTAssertNil(project.templatesFolder)
        XCTAssertEqual(project.languageMode, 6)
        XCTAssertEqual(project.specFolders, ["."])
    }

    func testSettingsInTheCurrentFolder() throws {
        let project = Project(settings: settings, settingsPath: "archgen.yml")
        XCTAssertEqual(project.layout(for: try spec("Home"), specPath: "Specs/Home.archgen"),
                       ModuleLayout(sources: "Sources/Home", tests: "Tests/HomeTests"))
        XCTAssertEqual(project.specFolders, ["Specs", "Features"])
        XCTAssertEqual(project.starterSpecFolder(), "Specs")
        XCTAssertEqual(project.templatesFolder, "Templates/archgen")
        XCTAssertEqual(project.languageMode, 5)
    }

    /// From a subfolder, every path goes through the folder of archgen.yml.
    func testSettingsInAParentFolder() throws {
        let project = Project(settings: settings, settingsPath: "../../archgen.yml")
        XCTAssertEqual(project.root, "../..")
        XCTAssertEqual(project.layout(for: try spec("Home"), specPath: "../../Specs/Home.archgen"),
                       ModuleLayout(sources: "../../Sources/Home", tests: "../../Tests/HomeTests"))
        XCTAssertEqual(project.specFolders, ["../../Specs", "../../Features"])
        XCTAssertEqual(project.starterSpecFolder(), "../../Specs")
        XCTAssertEqual(project.templatesFolder, "../../Templates/archgen")
        XCTAssertEqual(project.resolve("../Shared/{x}"), "../../../Shared/{x}")
        XCTAssertEqual(project.resolve("/opt/specs/"), "/opt/specs")
        XCTAssertEqual(project.resolve("."), "../..")
    }

    /// Only one of the two paths set: the other stays beside the spec.
    func testOnePathSet() throws {
        var only = ProjectSettings()
        only.paths.tests = ModulePathPattern("Tests/{module}Tests")
        let project = Project(settings: only, settingsPath: "../archgen.yml")
        XCTAssertEqual(project.layout(for: try spec("Home"), specPath: "Home.archgen"),
                       ModuleLayout(sources: "Home", tests: "../Tests/HomeTests"))
        XCTAssertEqual(project.specFolders, [".."])
        XCTAssertEqual(project.starterSpecFolder(), ".")
    }

    /// Specs under every spec folder, once each, sorted.
    func testSpecPathsOfEveryFolderOnceEach() {
        let files = ["Specs/B.archgen", "Specs/Sub/A.archgen", "Features/C.archgen", "Other/D.archgen", "Specs/notes.txt"]
        let system = makeSystem(files: files)
        var overlapping = settings
        overlapping.specs = ["Specs", "Features", ".", "Specs/Sub"]
        XCTAssertEqual(Project(settings: settings, settingsPath: "archgen.yml").specPaths(system),
                       ["Features/C.archgen", "Specs/B.archgen", "Specs/Sub/A.archgen"])
        XCTAssertEqual(Project(settings: overlapping, settingsPath: "archgen.yml").specPaths(system),
                       ["Features/C.archgen", "Other/D.archgen", "Specs/B.archgen", "Specs/Sub/A.archgen"])
        XCTAssertEqual(Project().specPaths(system), ["Features/C.archgen", "Other/D.archgen", "Specs/B.archgen", "Specs/Sub/A.archgen"])
    }

    func testLoadProjectFindsTheNearestSettings() throws {
        let system = makeSystem(files: ["../../archgen.yml", "../archgen.yml/x"], contents: "specs: Specs\n", depth: 3)
        let (project, diagnostics) = CommandContext(system: system).loadProject()
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(project?.settingsPath, "../../archgen.yml")
        XCTAssertEqual(project?.settings.specs, ["Specs"])
    }

    func testLoadProjectWithoutSettings() {
        let (project, diagnostics) = CommandContext(system: makeSystem(files: [], depth: 2)).loadProject()
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(project?.settingsPath, nil)
        XCTAssertEqual(project?.settings, ProjectSettings())
    }

    /// No search above the file system's root.
    func testTheSearchStopsAtTheRoot() {
        let system = makeSystem(files: ["../../archgen.yml"], depth: 1)
        XCTAssertNil(CommandContext(system: system).settingsFilePath())
    }

    /// The templates folder is checked from archgen.yml's folder, and an
    /// invalid file gives its diagnostics under the path the user would type.
    func testAnInvalidProjectGivesItsDiagnostics() {
        let good = makeSystem(files: ["../archgen.yml", "../Templates/x.stencil"], contents: "templates: Templates\n", depth: 2)
        XCTAssertEqual(CommandContext(system: good).loadProject().project?.templatesFolder, "../Templates")
        let bad = makeSystem(files: ["../archgen.yml", "Templates/x.stencil"], contents: "templates: Templates\n", depth: 2)
        let (project, diagnostics) = CommandContext(system: bad).loadProject()
        XCTAssertNil(project)
        XCTAssertEqual(DiagnosticRenderer().render(diagnostics), """
            ../archgen.yml:1:12: error: no such folder 'Templates'
            templates: Templates
                       ^
            hint: 'archgen templates export Templates', run beside archgen.yml, writes the built-in templates there

            """)
    }

    private func spec(_ module: String) throws -> Spec {
        try XCTUnwrap(SpecLoader().load(SourceText(path: "\(module).archgen", text: "module: \(module)\n")).spec)
    }

    /// A system whose files are `files` (each with `contents`), in a current
    /// folder `depth` folders below the root; output is dropped.
    private func makeSystem(files: [String], contents: String = "", depth: Int = 3) -> SystemEnvironment {
        SystemEnvironment(
            standardOutput: { _ in }, standardError: { _ in }, stderrIsTerminal: false, variables: [:],
            fileSystem: InMemoryFileSystem(files: Dictionary(uniqueKeysWithValues: files.map { ($0, contents) })),
            findFiles: { folder, suffix in
                files.filter { (folder == "." || $0.hasPrefix(folder + "/")) && $0.hasSuffix(suffix) }.sorted()
            },
            currentDirectory: "/" + (0..<depth).map { "f\($0)" }.joined(separator: "/"))
    }
}
