@testable import ArchGenKit
import ArchGenSpec
import XCTest

/// Roles a spec leaves out: no protocol where the style can do without it,
/// and nothing in the module refers to one it does not declare (wiring,
/// conformances, spies, assembly, tests). Then the spec's UIKit and SwiftUI
/// imports, guarded as the view code is. (The modules build and pass their
/// tests in `LeftOutRolesBuildTests`, and in the golden modules Cart,
/// ListMovies, Main and ItemsDetails.)
final class LeftOutRoleTests: XCTestCase {
    /// A screen that shows a title and sends one event: no interactor, output, routes or delegate.
    private static func spec(_ style: String, platform: String = "none", extra: String = "") -> String {
        """
        module: Note
        style: \(style)
        platform: \(platform)
        view:
          - show(title: String)
        events:
          - onAppear()
        \(extra)
        """
    }

    private func load(_ text: String) throws -> Spec {
        let result = SpecLoader().load(bytes: Array(text.utf8), path: "Note.archgen")
        XCTAssertEqual(result.errors.map(\.message), [])
        return try XCTUnwrap(result.spec)
    }

    /// The module's files by name, as `new` writes them.
    private func render(_ text: String) throws -> [String: String] {
        let files = try ModuleRenderer(loader: BuiltinTemplates.loader(overridingWith: nil))
            .render(try load(text), layout: ModuleLayout(sources: "S", tests: "T"))
        return Dictionary(uniqueKeysWithValues: files.map { (String($0.path.split(separator: "/").last!), $0.contents) })
    }

    /// The protocols the contract declares, in order.
    private func declaredProtocols(_ files: [String: String]) -> [String] {
        files.values.flatMap { $0.split(separator: "\n") }.filter { $0.hasPrefix("protocol Note") }
            .map { String($0.dropFirst("protocol ".count).prefix { $0 != ":" && $0 != " " }) }
    }

    /// Lines of any file that mention one of `words`.
    private func mentions(of words: [String], in files: [String: String]) -> [String] {
        files.sorted { $0.key < $1.key }.flatMap { name, text in
            text.split(separator: "\n").filter { line in words.contains { line.contains($0) } }.map { "\(name): \($0)" }
        }
    }

    func testVIPERWithoutRoutesOrOutputHasNoRouterLinkAndNoOutputLink() throws {
        let files = try render(Self.spec("viper"))
        XCTAssertEqual(declaredProtocols(files).sorted(), ["NoteInteraction", "NotePresentation", "NoteView"])
        XCTAssertEqual(mentions(of: ["Routable", "InteractorOutput", "router.", "var router", "let router", ".output", "var output"], in: files), [])
        XCTAssertEqual(ModuleModel(spec: try load(Self.spec("viper"))).links(of: "presenter").map(\.storedProperty),
                       ["weak var view: (any NoteView)?", "let interactor: any NoteInteraction"])
        XCTAssertTrue(files["NoteRouter.swift"]!.contains("""
            /// Builds the module: it has no routes, so no router is kept.
            @MainActor
            final class NoteRouter {
            """), files["NoteRouter.swift"]!)
        XCTAssertTrue(files["NoteRouterTests.swift"]!.contains("XCTAssertTrue(module.presenter.interactor is NoteInteractor)"))
        XCTAssertTrue(files["NoteInteractorTests.swift"]!.hasSuffix("""
                sut = nil
            }

            // Nothing to test yet: no link, no service, and no call the scaffold forwards.
        }

        """), "an interactor holding nothing has no test, and says why: " + files["NoteInteractorTests.swift"]!)
        XCTAssertTrue(files["NotePresenter.swift"]!.contains("// TODO: Ask the interactor.\n"))
    }

    func testVIPERSWithoutRoutesOrOutputHasNoNavigatorLinkAndNoPresenterLink() throws {
        let files = try render(Self.spec("viper-s"))
        XCTAssertEqual(declaredProtocols(files).sorted(), ["Note_DisplayUI", "Note_HandleUIEvents", "Note_ManageData"])
        XCTAssertEqual(mentions(of: ["_Navigate", "_PresentData", "navigator.", "navigator =", "presenter", "var scene"], in: files), [])
        let module = ModuleModel(spec: try load(Self.spec("viper-s")))
        XCTAssertEqual(module.links(of: "director").map(\.name), ["ui", "dataManager"])
        XCTAssertEqual(module.links(of: "worker"), [])
        XCTAssertTrue(files["NoteWorker.swift"]!.contains("final class NoteWorker {}\n"), files["NoteWorker.swift"]!)
    }

    func testVIPWithoutRoutesHasNoRoutingLogicAndItsRouterStillPassesData() throws {
        let files = try render(Self.spec("vip", platform: "uikit", extra: "output:\n  - present(title: String)"))
        XCTAssertEqual(declaredProtocols(files), [
            "NoteBusinessLogic", "NoteDataStore", "NotePresentationLogic", "NoteDisplayLogic", "NoteDataPassing",
        ])
        XCTAssertEqual(mentions(of: ["RoutingLogic"], in: files), [])
        XCTAssertTrue(files["NoteViewController.swift"]!.contains("    let router: any NoteDataPassing\n"))
        XCTAssertTrue(files["NoteRouter.swift"]!.contains("final class NoteRouter: NoteDataPassing {"))
        XCTAssertTrue(files["NoteConfigurator.swift"]!.contains("router.view = viewController"),
                      "Clean Swift's router keeps its view controller (seed 002's configurator links it)")
    }

    /// A role list written but empty is left out too; one with members keeps its protocol, however the spec is laid out.
    func testAnEmptyListIsLeftOutAndAWrittenOneIsKept() throws {
        let empty = try render(Self.spec("viper", extra: "routes: []\noutput: []"))
        XCTAssertEqual(declaredProtocols(empty).sorted(), ["NoteInteraction", "NotePresentation", "NoteView"])
        let full = try render(Self.spec("viper", extra: "routes:\n  - close()\noutput:\n  - shown()"))
        XCTAssertEqual(declaredProtocols(full).sorted(), [
            "NoteInteraction", "NoteInteractorOutput", "NotePresentation", "NoteRoutable", "NoteView",
        ])
    }

    func testUIKitAndSwiftUIImportsAreGuardedAndOthersAreNot() throws {
        let files = try render(Self.spec("viper", extra: "imports: [Foundation, UIKit, Combine, SwiftUI]"))
        let imports = """
            import Foundation
            #if canImport(UIKit)
            import UIKit
            #endif
            import Combine
            #if canImport(SwiftUI)
            import SwiftUI
            #endif

            """
        for name in ["NoteContract.swift", "NotePresenter.swift", "NoteRouter.swift", "NoteTestDoubles.swift", "NoteRouterTests.swift"] {
            XCTAssertTrue(files[name]!.contains(imports), "\(name):\n\(files[name]!)")
        }
        XCTAssertEqual(mentions(of: ["import UIKit", "import SwiftUI"], in: files).count, 2 * files.count,
                       "each file imports them once, guarded")
    }

    /// UIKit and SwiftUI bring Foundation along where they exist; guarded, a
    /// file would lose Foundation on Linux (`cannot find type 'UUID'`).
    func testAGuardedImportWithoutFoundationImportsFoundationFirst() throws {
        let files = try render(Self.spec("viper", extra: "imports: [UIKit]\ninput: (id: UUID)"))
        for name in ["NoteContract.swift", "NotePresenter.swift", "NoteTestDoubles.swift", "NotePresenterTests.swift"] {
            XCTAssertTrue(files[name]!.contains("import Foundation\n#if canImport(UIKit)\nimport UIKit\n#endif\n"),
                          "\(name):\n\(files[name]!)")
            XCTAssertEqual(mentions(of: ["import Foundation"], in: [name: files[name]!]).count, 1, name)
        }
    }

    /// A router without routes follows the isolation: with `none` its
    /// `assemble` is nonisolated, so the team's nonisolated tests can call it
    /// (found by scripts/specgen --seed 22115: "call to main actor-isolated
    /// static method 'assemble' in a synchronous nonisolated context").
    func testARouterWithoutRoutesFollowsTheIsolation() throws {
        let isolated = try XCTUnwrap(render(Self.spec("viper"))["NoteRouter.swift"])
        XCTAssertTrue(isolated.contains("@MainActor\nfinal class NoteRouter {"), isolated)
        let plain = try XCTUnwrap(render(Self.spec("viper", extra: "isolation: none"))["NoteRouter.swift"])
        XCTAssertTrue(plain.contains("no router is kept.\nfinal class NoteRouter {"), plain)
    }
}
