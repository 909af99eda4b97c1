import Foundation
import TestSupport
import XCTest

/// A project wiring the links of every style its own way in archgen.yml's
/// `styles: <style>: wiring:`: links renamed, `?` and `!`, and non-optional
/// links injected through `init` (VIPER's presenter, VIPER-S's director,
/// VIP's interactor), and an input set as a property after init. Through the real binary, the generated modules compile
/// without a warning and their tests pass, in Swift 6 and Swift 5 mode.
final class WiringBuildTests: XCTestCase {
    static let settings = """
        specs: Specs
        paths: {sources: "App/{module}", tests: "AppTests/{module}Tests"}
        defaults: {platform: none, appModule: App, isolation: preconcurrency}  # the project's convention, in Swift 6 and 5 mode
        styles:
          viper:
            wiring:
              # the project's convention: the view given its presenter after init; the presenter's links declared
              view.presenter: {property: output, optional: "!", declared: true}
              presenter.view: {declared: true}
              interactor.output: {property: presenter, declared: true}
              presenter.interactor: {optional: none, declared: true}
              presenter.router: {optional: none, declared: false}
              presenter.delegate: {property: listener, declared: true}
              presenter.input: {optional: "!"}
              router.view: {property: controller}
          viper-s:
            wiring:
              scene.eventsHandler: {optional: "!"}  # the project's convention: the scene given its director after init
              director.dataManager: {property: worker, optional: none}
              director.navigator: {optional: none}
              director.ui: {property: display}
              worker.presenter: {property: director}
              navigator.scene: {property: display}
          vip:
            wiring:
              # the project's convention: the configurator gives the view controller its links after init
              viewController.interactor: {optional: "?"}
              viewController.router: {optional: "?"}
              interactor.presenter: {property: output, optional: none}
              interactor.delegate: {property: listener}
              interactor.input: {optional: "!"}
              presenter.viewController: {property: display}
              router.view: {property: source}

        """

    /// One spec per style, with an input, a delegate, a service and a call each actor forwards.
    static func spec(_ module: String, style: String) -> String {
        """
        module: \(module)
        style: \(style)
        input: (id: Int)
        services:
          \(module)Store:
            - item(id: Int) async throws -> String
        view:
          - show(title: String)
        events:
          - refresh() async
        interactor:
          - refresh() async
        output:
          - show(title: String)
        routes:
          - close()
        delegate:
          - didClose()

        """
    }

    func testLinksWiredTheProjectsWayCompileAndTheirTestsPassInSwift6AndSwift5() throws {
        _ = try SwiftToolchain.requireSwift()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-WiringBuildTests")
        let project = root.appendingPathComponent("project")
        try? FileManager.default.removeItem(at: project)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        for (module, style) in [("Album", "viper"), ("Basket", "viper-s"), ("Catalog", "vip")] {
            try Data(Self.spec(module, style: style).utf8).write(to: project.appendingPathComponent("Specs/\(module).archgen"))
        }
        let settings = project.appendingPathComponent("archgen.yml")
        try Data(Self.settings.utf8).write(to: settings)
        let generate = try TeamFixture.run(["generate"], in: project)
        XCTAssertEqual(generate.status, 0, generate.standardError)

        func source(_ path: String) throws -> String {
            try String(contentsOf: project.appendingPathComponent(path), encoding: .utf8)
        }
        XCTAssertTrue(try source("App/Album/AlbumContract.swift").contains("""
            protocol AlbumPresentation: AnyObject {
                var view: (any AlbumView)? { get set }
                var interactor: any AlbumInteraction { get set }
                var listener: (any AlbumDelegate)? { get set }
            """))
        XCTAssertTrue(try source("App/Album/AlbumPresenter.swift").contains("""
                var interactor: any AlbumInteraction
                let router: any AlbumRoutable
                weak var listener: (any AlbumDelegate)?
                var id: Int!

                init(interactor: any AlbumInteraction, router: any AlbumRoutable) {
                    self.interactor = interactor
                    self.router = router
                }

                @MainActor func refresh() async {
                    await interactor.refresh()
                }
            """))
        XCTAssertTrue(try source("App/Album/AlbumRouter.swift").contains("""
                    let interactor = AlbumInteractor(albumStore: albumStore)
                    let router = AlbumRouter()
                    let presenter = AlbumPresenter(interactor: interactor, router: router)
                    view.output = presenter
            """))
        XCTAssertTrue(try source("App/Basket/BasketNavigator.swift").contains("""
                    let worker = BasketWorker(basketStore: basketStore)
                    let navigator = BasketNavigator()
                    let director = BasketDirector(worker: worker, navigator: navigator, id: id)
                    director.display = ui
            """))
        XCTAssertTrue(try source("App/Catalog/CatalogConfigurator.swift").contains("""
                    let presenter = CatalogPresenter()
                    let interactor = CatalogInteractor(output: presenter, catalogStore: catalogStore)
                    let router = CatalogRouter()
                    interactor.id = id
                    interactor.listener = delegate
            """))
        XCTAssertTrue(try source("AppTests/CatalogTests/CatalogInteractorTests.swift").contains("""
                    sut = CatalogInteractor(output: output, catalogStore: catalogStore)
            """))

        for mode in LanguageModeProof.modes {
            try Data((Self.settings + "build:\n  languageMode: \(mode)\n").utf8).write(to: settings)
            try TeamFixture.assertChecked(project, cacheRoot: root, modules: "3 modules", tests: 19, languageMode: mode)
        }
    }
}
