import ArchGenSpec

/// An actor a style's assembly creates (VIPER's presenter, interactor and
/// router; VIPER-S's director, worker and navigator; VIP's interactor,
/// presenter and router): its local name, its type, the roles it
/// implements, and its links.
struct AssembledActor {
    var variable: String
    var type: String
    /// The keys of the protocols it implements.
    var implements: [String]
    var links: [ModuleLink]
}

extension [AssembledActor] {
    /// `let presenter = SignInPresenter(interactor: interactor)`, ...: each actor
    /// in the style's order, unless its `init` takes an actor not created yet,
    /// which then comes first. Links injected through `init` are strong and
    /// never point at the view, so there is always such an order.
    var creations: [String] {
        var pending = self, created: [AssembledActor] = [], lines: [String] = []
        while !pending.isEmpty {
            let index = pending.firstIndex { actor in
                actor.links.filter(\.isInjected).allSatisfy { link in
                    created.contains { $0.implements.contains { $0 == link.target } }
                        || !pending.contains { $0.implements.contains { $0 == link.target } }
                }
            } ?? 0
            let actor = pending.remove(at: index)
            lines.append("let \(actor.variable) = " + actor.links.construction(of: actor.type) { link in
                (created.first { $0.implements.contains { $0 == link.target } }?.variable) ?? link.name
            })
            created.append(actor)
        }
        return lines
    }
}

extension ModuleFacts {
    /// `presenter.interactor = interactor`; nothing for an absent link or one passed to its holder's `init`.
    func assignment(_ holder: String, _ link: ModuleLink?, _ value: String) -> [String] {
        guard let link, !link.isInjected else { return [] }
        return ["\(holder).\(link.name) = \(value)"]
    }
}
