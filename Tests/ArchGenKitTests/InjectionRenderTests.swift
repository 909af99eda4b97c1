@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// What the render model makes of dependencies injected as teams inject
/// them: a view built with its links, and a router's static factory.
final class InjectionRenderTests: XCTestCase {
    private func module(_ text: String, wiring: WiringSettings = WiringSettings()) throws -> ModuleModel {
        let result = SpecLoader().load(bytes: Array(text.utf8), path: "Shop.archgen")
        var spec = try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
        spec.wiring = wiring
        return ModuleModel(spec: spec)
    }

    /// The view takes its presenter in `init`: the assembly is given a factory and returns the view it builds.
    func testAViewTakingItsLinksIsBuiltByTheAssembly() throws {
        let module = try module("module: Shop\nplatform: uikit\ninput: (id: String)\nevents:\n  - tap()\n",
                                wiring: WiringSettings(links: ["view.presenter": .init(optionality: .nonOptional, isDeclared: false)]))
        XCTAssertEqual(module.assemblySignature, [
            "static func assemble<ViewType: ShopView>(", "    view makeView: (any ShopPresentation) -> ViewType,", "    id: String",
            ") -> (view: ViewType, presenter: ShopPresenter) {",
        ])
        XCTAssertEqual(module.assemblyStatements, [
            "let interactor = ShopInteractor()", "let presenter = ShopPresenter(interactor: interactor, id: id)",
            "let view = makeView(presenter)", "presenter.view = view", "return (view, presenter)",
        ])
        XCTAssertEqual(module.entryPointCall.call, ["let module = assemble(view: { ShopViewController(presenter: $0) }, id: id)"])
        XCTAssertEqual(module.viewValue, "module.view")
        XCTAssertEqual(module.assemblyTestCase.tests.first?.when, ["let module = ShopRouter.assemble(view: { _ in view }, id: id)"])
        XCTAssertEqual(ModuleModel.strings(module.context(of: "view")["initializer"]), [
            "init(presenter: any ShopPresentation) {", "    self.presenter = presenter", "    super.init(nibName: nil, bundle: nil)", "}",
        ])
    }

    /// A router's static factory naming UIKit's types: guarded in the contract and the router, and calling the entry point.
    func testARoutersStaticFactoryIsGuardedAndCallsTheEntryPoint() throws {
        let text = "module: Shop\nplatform: uikit\nevents:\n  - tap()\nroutes:\n  - static func createModule() -> UIViewController\n"
        let files = try GoldenFiles.renderer.render(try module(text).spec, layout: ModuleLayout(sources: "S", tests: "T"))
        func file(_ name: String) -> String { files.first { $0.path.hasSuffix(name) }?.contents ?? "" }
        XCTAssertTrue(file("ShopContract.swift").contains("""
            protocol ShopRoutable: AnyObject {
                #if canImport(UIKit)
                static func createModule() -> UIViewController
                #endif
            }
            """), file("ShopContract.swift"))
        XCTAssertTrue(file("ShopRouter.swift").contains("""
                #if canImport(UIKit)
                static func createModule() -> UIViewController {
                    return Self.create()
                }
                #endif
            """), file("ShopRouter.swift"))
        XCTAssertEqual(file("ShopRouter.swift").components(separatedBy: "#if canImport(UIKit)\nimport UIKit\n#endif").count, 2)
        XCTAssertTrue(file("ShopTestDoubles.swift").contains("    #if canImport(UIKit)\n    // MARK: - createModule()"))
    }

    /// VIP's view controller taking its interactor and router in `init`, its
    /// protocol declaring them: the configurator's test hands over a spy built
    /// without them, which nothing links, so it does not read them (it crashed the test run).
    func testTheAssemblyTestDoesNotReadALinkTheViewsSpyWasNotGiven() throws {
        let wiring = WiringSettings(links: [
            "viewController.interactor": .init(optionality: .nonOptional, isDeclared: true),
            "viewController.router": .init(optionality: .nonOptional, isDeclared: true),
        ])
        let tests = try XCTUnwrap(try rendered("module: Shop\nstyle: vip\nplatform: none\nroutes:\n  - close()\n", wiring: wiring, file: "ShopConfiguratorTests.swift"))
        XCTAssertTrue(tests.contains("let scene = ShopConfigurator.configure(viewController: { _, _ in viewController })\n"), tests)
        XCTAssertFalse(tests.contains("viewController.interactor"), tests)
        XCTAssertFalse(tests.contains("viewController.router"), tests)
    }

    /// The view's protocol declares the link to its view model, which the
    /// assembly sets: the entry point drops what the assembly returns, so the
    /// assembly is `@discardableResult` (found by specgen: an unused result, an
    /// error with warnings as errors), and is not otherwise.
    func testAnAssemblyWhoseResultTheEntryPointDropsIsDiscardable() throws {
        let spec = "module: Shop\nstyle: mvvm\nplatform: uikit\nevents:\n  - tap()\n"
        let declared = WiringSettings(links: ["view.viewModel": .init(optionality: .implicitlyUnwrapped, isDeclared: true)])
        let coordinator = try XCTUnwrap(try rendered(spec, wiring: declared, file: "ShopCoordinator.swift"))
        XCTAssertTrue(coordinator.contains("    @discardableResult\n    static func assemble(view: some ShopViewModelOutput) -> ShopViewModel {\n"),
                      coordinator)
        XCTAssertTrue(coordinator.contains("        assemble(view: viewController)\n"), coordinator)
        let undeclared = try XCTUnwrap(try rendered(spec, wiring: WiringSettings(links: ["view.viewModel": .init(optionality: .implicitlyUnwrapped)]),
                                                    file: "ShopCoordinator.swift"))
        XCTAssertFalse(undeclared.contains("@discardableResult"), undeclared)
        XCTAssertTrue(undeclared.contains("        viewController.viewModel = assemble(view: viewController)\n"), undeclared)
    }

    private func rendered(_ text: String, wiring: WiringSettings, file: String) throws -> String? {
        let files = try GoldenFiles.renderer.render(try module(text, wiring: wiring).spec, layout: ModuleLayout(sources: "S", tests: "T"))
        return files.first { $0.path.hasSuffix("/" + file) }?.contents
    }
}
