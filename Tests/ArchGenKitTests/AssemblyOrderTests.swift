@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// The assembly creates its actors in the style's order, each after the
/// actors its `init` takes, and passes them in.
final class AssemblyOrderTests: XCTestCase {
    private func actor(_ variable: String, implements key: String, injecting targets: [String] = []) -> AssembledActor {
        AssembledActor(variable: variable, type: Casing.upperFirst(variable), implements: [key], parameters: targets.map {
            ModuleLink("my" + Casing.upperFirst($0), to: $0, type: "P", optionality: .nonOptional).initParameter
        })
    }

    func testWithoutInjectedLinksTheStylesOrderStays() {
        let actors = [actor("presenter", implements: "events"), actor("interactor", implements: "interactor"), actor("router", implements: "routes")]
        XCTAssertEqual(actors.creations, ["let presenter = Presenter()", "let interactor = Interactor()", "let router = Router()"])
    }

    func testAnActorComesAfterTheActorsItsInitTakesWhichArePassedByTheirVariable() {
        let actors = [
            actor("presenter", implements: "events", injecting: ["interactor", "routes"]),
            actor("interactor", implements: "interactor", injecting: ["routes"]),
            actor("router", implements: "routes"),
        ]
        XCTAssertEqual(actors.creations, [
            "let router = Router()",
            "let interactor = Interactor(myRoutes: router)",
            "let presenter = Presenter(myInteractor: interactor, myRoutes: router)",
        ])
    }

    /// An injected link is a `let`, or a `var` where its holder's protocol declares it (`{ get set }`).
    func testTheInitializerTakesOnlyTheInjectedLinks() {
        let router = ModuleLink("router", to: "routes", type: "R", optionality: .nonOptional)
        let links = [ModuleLink("view", to: "view", type: "V", weak: true, declaredIn: "events"),
                     ModuleLink("interactor", to: "interactor", type: "I", optionality: .nonOptional, declaredIn: "events"),
                     router, ModuleLink("delegate", to: "delegate", type: "D", weak: true, optionality: .nonOptional, declaredIn: "events")]
        XCTAssertEqual(links.filter(\.isInjected).map(\.initParameter).initializer(), [
            "init(interactor: any I, router: any R) {", "    self.interactor = interactor", "    self.router = router", "}",
        ])
        XCTAssertEqual(links.map(\.storedProperty), [
            "weak var view: (any V)?", "var interactor: any I", "let router: any R", "weak var delegate: (any D)?",
        ])
        XCTAssertEqual(links[1].requirement, "var interactor: any I { get set }")
        XCTAssertEqual([links[0]].filter(\.isInjected).map(\.initParameter).initializer(), [])
    }
}
