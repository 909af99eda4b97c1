@testable import ArchGenKit
import ArchGenSpec
import XCTest

/// The assembly creates its actors in the style's order, each after the
/// actors its `init` takes, and passes them in.
final class AssemblyOrderTests: XCTestCase {
    private func actor(_ variable: String, implements role: Role, injecting targets: [Role] = []) -> AssembledActor {
        AssembledActor(variable: variable, type: Casing.upperFirst(variable), implements: [role], links: targets.map {
            ModuleLink("my" + Casing.upperFirst($0.key), to: $0, type: "P", optionality: .nonOptional)
        } + [ModuleLink("view", to: .view, type: "V", weak: true)])
    }

    func testWithoutInjectedLinksTheStylesOrderStays() {
        let actors = [actor("presenter", implements: .events), actor("interactor", implements: .interactor), actor("router", implements: .routes)]
        XCTAssertEqual(actors.creations, ["let presenter = Presenter()", "let interactor = Interactor()", "let router = Router()"])
    }

    func testAnActorComesAfterTheActorsItsInitTakesWhichArePassedByTheirVariable() {
        let actors = [
            actor("presenter", implements: .events, injecting: [.interactor, .routes]),
            actor("interactor", implements: .interactor, injecting: [.routes]),
            actor("router", implements: .routes),
        ]
        XCTAssertEqual(actors.creations, [
            "let router = Router()",
            "let interactor = Interactor(myRoutes: router)",
            "let presenter = Presenter(myInteractor: interactor, myRoutes: router)",
        ])
    }

    /// An injected link is a `let`, or a `var` where its holder's protocol declares it (`{ get set }`).
    func testTheInitializerTakesOnlyTheInjectedLinks() {
        var router = ModuleLink("router", to: .routes, type: "R", optionality: .nonOptional)
        router.isDeclared = false
        let links = [ModuleLink("view", to: .view, type: "V", weak: true), ModuleLink("interactor", to: .interactor, type: "I", optionality: .nonOptional),
                     router, ModuleLink("delegate", to: .delegate, type: "D", weak: true, optionality: .nonOptional)]
        XCTAssertEqual(links.initializer, [
            "init(interactor: any I, router: any R) {", "    self.interactor = interactor", "    self.router = router", "}",
        ])
        XCTAssertEqual(links.map(\.storedProperty), [
            "weak var view: (any V)?", "var interactor: any I", "let router: any R", "weak var delegate: (any D)?",
        ])
        XCTAssertEqual(links[1].requirement, "var interactor: any I { get set }")
        XCTAssertEqual([links[0]].initializer, [])
    }
}
