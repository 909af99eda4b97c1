import ArchGenKit
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// Every isolation a project may choose (`Isolation`) in every style, each
/// platform and test kit among them, built without a warning and tested in
/// the language modes the isolation is meant for. Built in the golden package
/// (`SharedGoldenBuild`); `mainActor`, the default in Swift 6 mode, is also the
/// golden modules' (built in Swift 6 and 5 mode).
final class IsolationBuildTests: XCTestCase {
    func testEveryIsolationBuildsWithoutWarningsAndItsTestsPass() throws {
        _ = try SwiftToolchain.requireSwift()
        let outcome = SharedGoldenBuild.outcome
        if let error = outcome.isolationError { return XCTFail(error) }
        if let error = outcome.runError { return XCTFail(error) }
        let run = try XCTUnwrap(outcome.run)
        XCTAssertEqual(run.build.status, 0, run.output)
        XCTAssertEqual(run.unexpectedWarnings, [], run.output)
        let listed = run.listedTests
        let targets = IsolationBuild.variants.flatMap { variant in variant.modes.map { variant.targetName($0) + "Tests" } }
        XCTAssertEqual(targets.count, 15)
        for target in targets {
            XCTAssertTrue(listed.contains { $0.target == target }, "\(target) lists no test")
        }
        XCTAssertEqual(GoldenModuleBuild.testRunProblems(in: run, listed: listed), [])
    }
}

/// The modules `IsolationBuildTests` builds: a module with the members
/// isolation touches (async, throwing, `nonisolated`, static, a `Sendable`
/// service, an input, a delegate, a default argument) in each style, on a
/// platform and test kit rotated per isolation so that each isolation meets
/// every platform and both kits. `mainActor` is meant for Swift 6 mode;
/// `preconcurrency` and `none` for Swift 5 mode, and Swift 6 mode too. Three of them name their
/// protocols, doubles or scaffold types as a team would, and each wires its
/// links its own way (archgen.yml's `styles`): renamed, `?`, `!`, and
/// injected through `init` in every style. The SwiftUI modules observe their
/// screen models both ways (`ObservationKind`), and forward `onAppear()` and
/// `task() async` from their screens.
enum IsolationBuild {
    struct Variant {
        var isolation: Isolation
        var style: StyleDefinition
        var platform: Platform
        var tests: TestFramework
        var modes: [SwiftLanguageMode]
        /// A project's names for the style's types, and its wiring, built here too.
        var names = NamePatterns()
        var wiring = WiringSettings()
        /// How a SwiftUI screen model is observed: the golden modules' default, `observable`, unless said.
        var observation = ObservationKind.observable
        /// The spec rendered, and what tells its targets from another variant's of the same style and isolation.
        var spec = IsolationBuild.spec
        var tag = ""

        var name: String { "\(style.name) \(isolation.rawValue) \(platform.rawValue) \(tests.rawValue)" }

        func targetName(_ mode: SwiftLanguageMode) -> String {
            "Album_\(style.name.replacingOccurrences(of: "-", with: "_"))\(tag)_\(isolation.rawValue)_\(mode.rawValue)"
        }

        func render() throws -> [PlannedFile] {
            var spec = try XCTUnwrap(SpecLoader().load(bytes: Array(spec.utf8), path: "Album.archgen").spec)
            spec.style = style
            spec.platform = platform
            spec.tests = tests
            spec.isolation = isolation
            spec.names = names
            spec.wiring = wiring
            spec.observation = observation
            return try IsolationBuild.renderer.render(spec, layout: ModuleLayout(sources: "Sources", tests: "Tests"))
        }
    }

    static let renderer = ModuleRenderer(loader: BuiltinTemplates.loader(overridingWith: nil))

    static let variants: [Variant] = [
        Variant(isolation: .mainActor, style: .viper, platform: .swiftui, tests: .swiftTesting, modes: [.v6], wiring: WiringSettings(links: [
            "presenter.interactor": .init(optionality: .nonOptional), "presenter.router": .init(optionality: .nonOptional, isDeclared: false),
            "presenter.delegate": .init(property: "listener"), "router.view": .init(property: "screen"),
        ]), observation: .observableObject),
        Variant(isolation: .mainActor, style: .viperS, platform: .none, tests: .xctest, modes: [.v6], wiring: WiringSettings(links: [
            "director.dataManager": .init(property: "worker", optionality: .nonOptional), "director.navigator": .init(optionality: .nonOptional),
            "director.ui": .init(property: "display"), "director.delegate": .init(property: "listener"),
            "worker.presenter": .init(property: "director"), "navigator.scene": .init(property: "display"),
        ])),
        Variant(isolation: .mainActor, style: .vip, platform: .uikit, tests: .xctest, modes: [.v6], names: NamePatterns(
            protocols: ["view": "{module}Displaying", "interactor": "{module}Interacting"], spy: "{protocol}Double"),
            wiring: WiringSettings(links: [
                "interactor.presenter": .init(property: "output", optionality: .nonOptional), "interactor.delegate": .init(property: "listener"),
                "presenter.viewController": .init(property: "display"), "router.view": .init(property: "source"),
                "viewController.interactor": .init(property: "businessLogic", optionality: .implicitlyUnwrapped),
                "viewController.router": .init(property: "wireframe"),
            ])),
        Variant(isolation: .none, style: .viper, platform: .uikit, tests: .xctest, modes: [.v5, .v6], names: NamePatterns(
            protocols: ["view": "{module}PresenterDelegate", "events": "{module}PresenterProtocol", "interactor": "{module}InteractorProtocol",
                        "output": "{module}InteractorDelegate", "routes": "{module}RouterProtocol", "delegate": "{module}ModuleDelegate"],
            spy: "Mock{protocol}", mock: "{service}Stub",
            actors: ["presenter": "{module}ViewPresenter", "router": "{module}Wireframe", "viewController": "{module}Controller"]),
            wiring: WiringSettings(links: [
                "view.presenter": .init(property: "output"), "interactor.output": .init(property: "presenter"),
                "presenter.interactor": .init(optionality: .nonOptional), "presenter.router": .init(optionality: .optional, isDeclared: false),
                "router.view": .init(property: "controller"),
            ])),
        Variant(isolation: .none, style: .viperS, platform: .swiftui, tests: .swiftTesting, modes: [.v5, .v6], names: NamePatterns(
            actors: ["director": "{module}Coordinator", "scene": "{module}View", "sceneModel": "{module}ViewModel"]),
            wiring: WiringSettings(links: [
                "director.dataManager": .init(optionality: .nonOptional), "director.navigator": .init(optionality: .optional),
                "scene.eventsHandler": .init(property: "director"),
            ]), observation: .observableObject),
        Variant(isolation: .none, style: .vip, platform: .none, tests: .xctest, modes: [.v5, .v6], wiring: WiringSettings(links: [
            "interactor.presenter": .init(optionality: .nonOptional),
        ])),
        // Swift 5 mode's default, in both modes: seed 000's contract, every link declared and set after `init`.
        Variant(isolation: .preconcurrency, style: .viper, platform: .uikit, tests: .xctest, modes: [.v5, .v6], wiring: WiringSettings(links: [
            "view.presenter": .init(optionality: .implicitlyUnwrapped, isDeclared: true), "presenter.view": .init(isDeclared: true),
            "presenter.interactor": .init(optionality: .implicitlyUnwrapped, isDeclared: true),
            "presenter.router": .init(optionality: .implicitlyUnwrapped, isDeclared: true), "interactor.output": .init(isDeclared: true),
        ])),
        Variant(isolation: .preconcurrency, style: .vip, platform: .swiftui, tests: .swiftTesting, modes: [.v5, .v6]),
        // A Swift actor's interactor (`isolation: actor`), in both modes: the presenter awaits it, or starts a task it keeps.
        Variant(isolation: .mainActor, style: IsolationBuild.viperWithActorInteractor, platform: .uikit, tests: .xctest, modes: [.v6, .v5],
                spec: IsolationBuild.actorSpec, tag: "Actor"),
    ]

    static let spec = """
        module: Album
        input: (id: Int)
        entities:
          - Photo(id: Int, title: String)
        services:
          PhotoStore:
            - photo(id: Int) async throws -> Photo
            - static func clear()
        view:
          - show(photo: Photo)
          - "nonisolated func trace(_ message: String)"
        events:
          - onAppear()
          - task() async
          - refresh() async
        interactor:
          - load(id: Int) async throws -> Photo
          - refresh() async
        output:
          - didLoad(photo: Photo)
        routes:
          - close(animated: Bool = true)
        delegate:
          - albumDidClose()
        """

    /// The package's targets, warnings as errors; the platform stubs are the golden modules'.
    static func packageVariants() throws -> [PackageVariant] {
        try variants.flatMap { variant in
            let files = try variant.render()
            func group(_ folder: String) -> [SourceFile] {
                files.filter { $0.path.hasPrefix(folder + "/") }
                    .map { SourceFile(name: String($0.path.dropFirst(folder.count + 1)), text: $0.contents) }
            }
            return variant.modes.map { mode in
                var package = PackageVariant(targetName: variant.targetName(mode), testedModule: "Album", sources: group("Sources"),
                                             tests: group("Tests"), languageMode: mode, warningsAsErrors: true)
                package.dependencies = [.uikit: ["UIKit"], .swiftui: ["SwiftUI"]][variant.platform] ?? []
                return package
            }
        }
    }
}
