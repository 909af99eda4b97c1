import ArchGenSpec

/// A style's render model (`ViperModule`, `ViperSModule`, `VipModule`): built
/// on the module's facts, it names the style's types and computes what its
/// templates print. What every style reads of the facts lives here.
protocol StyleModule {
    var facts: ModuleFacts { get }
}

extension StyleModule {
    var spec: Spec { facts.spec }
    var module: String { spec.module }
    var hasDelegate: Bool { facts.hasDelegate }
    var kit: TestKit { facts.kit }

    /// The protocol of a role in this style (`SignInView`, `ItemsList_DisplayUI`, `MainDisplayLogic`).
    func name(_ role: Role) -> String { facts.naming.protocolName(for: role) }

    /// Whether the module declares the role's protocol (a role left out may have none: `Style.reasonToKeep`).
    func declares(_ role: Role) -> Bool { spec.declaresProtocol(of: role) }

    /// The spy of a role's protocol.
    func spy(_ role: Role) -> String { facts.spy(role) }

    /// A scaffold type of the style, by kind (`Presenter`), as the project names it.
    func actor(_ kind: String) -> String { facts.naming.actorName(kind) }

    /// A link of the style (`presenter.interactor`) to `target`'s protocol, or to `type`, as the project
    /// wires it; weak as styles.md's memory rules say (`WiringSettings.linkRules(of:)`).
    func link(_ key: String, to target: Role, type: String? = nil) -> ModuleLink {
        guard let rule = WiringSettings.linkRules(of: spec.style).first(where: { $0.key == key }) else {
            preconditionFailure("\(spec.style.rawValue) has no link '\(key)'")
        }
        var link = ModuleLink(rule, to: target, type: type ?? name(target), wiring: spec.wiring)
        link.isDeclared = link.isDeclared && WiringSettings.declaresLinks(spec.style)
        return link
    }

    /// The class implementing the view on the module's platform: the view controller, or the SwiftUI screen's model.
    var viewClassName: String { actor(spec.platform == .swiftui ? "ScreenModel" : "ViewController") }
}
