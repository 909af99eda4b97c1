import Foundation
import TestSupport
import XCTest

/// The starter spec `new` writes is a small, complete example of its style,
/// in the style's words: only the lists the style accepts, each commented
/// with its protocol's doc from the style's manifest; VIP's with a use case
/// (its events are the interactor's requests), MVVM's with a service. A
/// style of the project's own gets its own manifest's words.
final class StarterSpecStyleTests: XCTestCase {
    /// What follows `description:` in the starter spec of `style`.
    private static let bodies = [
        "viper": """
            view:          # presenter → view: display commands
              - display(title: String)
            events:        # view → presenter: user and lifecycle events
              - refresh()
            interactor:    # presenter → interactor: business requests
              - refresh()
            output:        # interactor → presenter: results
              - refreshed(title: String)
            routes:        # presenter → router: navigation
              - close()

            """,
        "viper-s": """
            view:          # director → scene: what the UI displays
              - display(title: String)
            events:        # scene → director: user and lifecycle events
              - refresh()
            interactor:    # director → worker: data requests
              - refresh()
            output:        # worker → director: data to present
              - refreshed(title: String)
            routes:        # director → navigator: navigation
              - close()

            """,
        "vip": """
            useCases:      # a request, its response and the view model displayed
              Refresh:
                request: ()                  # view controller → interactor
                response: (title: String)    # interactor → presenter
                viewModel: (title: String)   # presenter → view controller

            routes:        # view controller → router: navigation
              - close()

            """,
        "mvvm": """
            services:      # the view model's dependencies, each with a mock
              ScreenMVVMService:
                - title() async throws -> String

            view:          # view model → view: what the view shows
              - display(title: String)
            events:        # view → view model: user and lifecycle events
              - refresh()
            routes:        # view model → coordinator: navigation
              - close()

            """,
    ]

    private func body(of spec: String) -> String {
        String(spec[spec.range(of: "screen.\n\n")!.upperBound...])
    }

    func testTheStarterSpecOfEachBuiltInStyleIsInItsWords() throws {
        let scratch = try ScratchDirectory()
        for style in ["viper", "viper-s", "vip", "mvvm"] {
            let module = "Screen" + style.filter(\.isLetter).uppercased()
            let result = try BinaryRunner.run(["new", module, "--style", style, "--no-build"], in: scratch.url)
            XCTAssertEqual(result.status, 0, style + ": " + result.standardError)
            let spec = try String(contentsOf: scratch.url.appendingPathComponent(module + ".archgen"), encoding: .utf8)
            XCTAssertEqual(body(of: spec), Self.bodies[style], style)
        }
        let lint = try BinaryRunner.run(["lint"], in: scratch.url)
        XCTAssertEqual(lint.standardOutput, "linted 4 specs: 0 errors, 0 warnings\n", lint.standardError)
    }

    /// A team's MVP (Fixtures/MVPTeam: no interactor, no router) gets the
    /// words of its manifest, a service for its presenter, and no `routes`,
    /// which the style refuses; `init`'s commented spec lists the project's styles.
    func testAStyleOfTheProjectsOwnGetsItsManifestsWords() throws {
        let scratch = try ScratchDirectory()
        try TeamFixture(name: "MVPTeam").copy(to: scratch.url)
        let result = try BinaryRunner.run(["new", "Demo", "--no-build"], in: scratch.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        let spec = try String(contentsOf: scratch.url.appendingPathComponent("Specs/Demo.archgen"), encoding: .utf8)
        XCTAssertEqual(body(of: spec), """
            services:      # the presenter's dependencies, each with a mock
              DemoService:
                - title() async throws -> String

            view:          # presenter → view: display commands
              - display(title: String)
            events:        # view → presenter: user and lifecycle events
              - refresh()

            """)
    }

    func testInitsCommentedStarterSpecNamesEveryStyle() throws {
        let scratch = try ScratchDirectory()
        let result = try BinaryRunner.run(["init", "--style", "mvvm"], in: scratch.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        let spec = try String(contentsOf: scratch.url.appendingPathComponent("Specs/Home.archgen"), encoding: .utf8)
        XCTAssertTrue(spec.contains("""
            # The architecture: viper | viper-s | vip | mvvm (the command line's --style wins).
            style: mvvm

            """), spec)
        // The service is shown, and MVVM takes no use cases: the other keys are the rest.
        XCTAssertTrue(spec.contains("""
            # Other keys: imports, appModule, entities, external, input and
            # delegate (archgen help spec).
            """), spec)
        let settings = try String(contentsOf: scratch.url.appendingPathComponent("archgen.yml"), encoding: .utf8)
        XCTAssertTrue(settings.contains("\n#   style       viper | viper-s | vip | mvvm, or a style of the project's own\n"), settings)
        XCTAssertTrue(settings.contains("\n#   base        the built-in style it derives from: viper | viper-s | vip | mvvm\n"), settings)
    }

    /// A style folder in the folder init runs in (a team's MVP, copied into
    /// a new app) is a style of the project's own: archgen.yml declares it
    /// and lists it, `--style` takes it, and the starter spec is in its words.
    func testInitDeclaresTheStyleFoldersItFinds() throws {
        let scratch = try ScratchDirectory()
        let mvp = Fixtures.directory.appendingPathComponent("MVPTeam/Styles/mvp")
        for name in try FileManager.default.contentsOfDirectory(atPath: mvp.path) {
            try scratch.write("Styles/mvp/" + name, try String(contentsOf: mvp.appendingPathComponent(name), encoding: .utf8))
        }
        // A folder named like a built-in style is not one of the project's own.
        try scratch.write("Exported/viper/style.yml", try String(contentsOf: mvp.appendingPathComponent("style.yml"), encoding: .utf8))
        let result = try BinaryRunner.run(["init", "Demo", "--style", "mvp", "--platform", "none"], in: scratch.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        let settings = try String(contentsOf: scratch.url.appendingPathComponent("archgen.yml"), encoding: .utf8)
        XCTAssertTrue(settings.contains("""
              # appModule: MyApp
              isolation: mainActor           # Swift 6 mode (build below) then rejects a call to a module's actors off the main actor

            # The styles of this project's own: each folder, with its style.yml, is a
            # style its specs may name, as the built-in ones (`archgen help styles`).
            styles:
              mvp: {path: Styles/mvp}

            """), settings)
        XCTAssertTrue(settings.contains("\n#   style       viper | viper-s | vip | mvvm | mvp, or a style of the project's own\n"), settings)
        let spec = try String(contentsOf: scratch.url.appendingPathComponent("Specs/Demo.archgen"), encoding: .utf8)
        XCTAssertTrue(spec.contains("# The architecture: viper | viper-s | vip | mvvm | mvp (the command line's --style wins).\nstyle: mvp\n"), spec)
        XCTAssertTrue(spec.contains("services:      # the presenter's dependencies, each with a mock\n"), spec)
        let generate = try BinaryRunner.run(["generate"], in: scratch.url)
        XCTAssertEqual(generate.status, 0, generate.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Sources/Demo/DemoBuilder.swift").path))
        let unknown = try BinaryRunner.run(["init", "--style", "mvq", "--force"], in: scratch.url)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.standardError.hasPrefix("error: unknown style 'mvq'\nhint: did you mean 'mvp'?\n"), unknown.standardError)
    }
}
