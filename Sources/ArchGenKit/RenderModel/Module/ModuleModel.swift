import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// The render model of every style: a spec, read through its style's
/// definition (`StyleDefinition`, the manifest), becomes what the style's
/// templates print: the contract's protocols with their links, each actor
/// with its properties, `init` and methods, the assembly and its entry
/// point, and the tests. Nothing here names a style: what differs between
/// styles is in their manifests, and their templates.
final class ModuleModel {
    let facts: ModuleFacts
    // Stored, not read through `facts` each time: a read of a computed `Spec`
    // or `StyleDefinition` copies every array it holds (retains and releases
    // that were a third of rendering).
    let spec: Spec
    let style: StyleDefinition
    let naming: StyleNaming
    var kit: TestKit { facts.kit }

    // Computed once per module, on first use: every template's context reads them again and again.
    private var roleLinksByHolder: [String: [ModuleLink]] = [:]
    private var linksByHolder: [String: [ModuleLink]] = [:]
    private var implementationsByActor: [String: [Implementation]] = [:]
    /// The links every holder keeps, in the holders' order.
    private lazy var holdersLinks: [ModuleLink] = style.holders.flatMap(links(of:))
    /// The protocols the module declares, in the contract's order.
    private(set) lazy var declaredProtocols: [StyleProtocol] = style.protocols.filter { spec.declaresProtocol($0.key) }
    /// The actors the assembly creates (`createActors()`).
    private(set) lazy var createdActors: [StyleActor] = createActors()

    init(spec: Spec) {
        facts = ModuleFacts(spec: spec)
        self.spec = spec
        style = spec.style
        naming = facts.naming
    }

    /// The protocol of key `key`, as the project names it.
    func protocolName(_ key: String) -> String { naming.protocolName(key: key) }

    /// The scaffold type of key `key` (`presenter`), as the project names it.
    func typeName(_ key: String) -> String { naming.actorName(Casing.upperFirst(key)) }

    /// The view, as a holder of links.
    private(set) lazy var view: StyleActor = style.view.asActor

    func isView(_ actor: StyleActor) -> Bool { actor.key == style.view.holder }

    /// The actor the module's screen observes itself (`observes:`, MVVM's view model on SwiftUI):
    /// the view then has no type, and the assembly builds the module without one.
    private(set) lazy var observedActor: StyleActor? = style.view.observed[spec.platform].flatMap(style.actor)

    /// The view as the assembly's holders start: none when the screen observes an actor.
    var assembledView: [StyleActor] { observedActor == nil ? [view] : [] }

    /// The type an actor is on the module's platform: the view's depends on it
    /// (a view controller on UIKit, the screen's model on SwiftUI).
    func typeName(of actor: StyleActor) -> String {
        guard isView(actor) else { return typeName(actor.typeKey) }
        return typeName(style.view.types[spec.platform] ?? style.view.types[.uikit] ?? actor.typeKey)
    }

    // MARK: - Protocols

    /// The links (and services) a protocol declares as requirements, in the actors' order.
    func wiring(of key: String) -> [ModuleLink] {
        holdersLinks.filter { $0.declaredIn == key }
    }

    /// A protocol's own requirements: the input it declares (a data store's), then its lists' members.
    func members(of declared: StyleProtocol) -> [MemberDeclaration] {
        requirements(of: declared).map(\.declaration)
    }

    /// `members(of:)`, each with its text as the protocol declares it (a list member's printed once, by `Member`).
    func requirements(of declared: StyleProtocol) -> [(declaration: MemberDeclaration, text: String)] {
        let input = declaredInput(in: declared.key).map { MemberDeclaration.property($0.requirement) }
        return input.map { ($0, $0.requirementDescription) }
            + facts.members(ofProtocol: declared.key).map { ($0.declaration, $0.requirementDescription) }
    }

    /// Every declared protocol with its requirements, as the contract declares them.
    var protocols: [TemplateValue] {
        declaredProtocols.map { declared in
            facts.protocolValue(protocolName(declared.key), doc: declared.doc, isolation: spec.isolation(ofProtocol: declared.key),
                                isSendable: spec.isActorProtocol(declared.key), wiring: wiring(of: declared.key).map(\.requirement),
                                requirements: requirements(of: declared))
        }
    }

    /// The spy of every declared protocol, its links' properties included.
    var protocolDoubles: [TestDoubleModel] {
        declaredProtocols.map { declared in
            facts.protocolDouble(protocolName(declared.key),
                                 members: wiring(of: declared.key).map(\.propertyDeclaration) + members(of: declared),
                                 isolation: spec.isolation(ofProtocol: declared.key), isSendable: spec.isActorProtocol(declared.key))
        }
    }

    // MARK: - Links

    /// What `holder` holds in this module: each link to a declared protocol
    /// (a composition: of its protocols that are declared), as the project
    /// wires it; then the services, if it keeps them.
    func links(of holder: StyleActor) -> [ModuleLink] {
        if let known = linksByHolder[holder.key] { return known }
        let links = roleLinks(of: holder) + serviceLinks(of: holder)
        linksByHolder[holder.key] = links
        return links
    }

    func roleLinks(of holder: StyleActor) -> [ModuleLink] {
        if let known = roleLinksByHolder[holder.key] { return known }
        let links = holder.links.compactMap { link -> ModuleLink? in
            let targets = link.targets.filter { spec.declaresProtocol($0) }
            guard let first = targets.first else { return nil }
            return ModuleLink(link, to: first, type: targets.map(protocolName).joined(separator: " & "), wiring: spec.wiring,
                              firstProtocol: holder.implements.first)
        }
        roleLinksByHolder[holder.key] = links
        return links
    }

    /// The actor that implements the protocol a link points to (the view's holder for the view's).
    func implementer(of link: ModuleLink) -> StyleActor? {
        link.target.flatMap(style.implementer(of:))
    }

    /// Whether a link points to a protocol the assembly is given (the delegate), not to an actor.
    func isExternal(_ link: ModuleLink) -> Bool {
        link.target.map(facts.externalProtocols.contains) ?? false
    }

    // MARK: - Actors

    /// The actors the assembly creates, in its order: what it returns, what
    /// keeps the input or the services, and every actor a link of those (or
    /// of the view) reaches. A router without routes is not created.
    private func createActors() -> [StyleActor] {
        var needed = Set(style.assembly.returns + style.actors.filter { $0.input != nil || $0.services != nil }.map(\.key))
        var grew = true
        while grew {
            grew = false
            for holder in [view] + style.actors where isView(holder) || needed.contains(holder.key) {
                for link in roleLinks(of: holder) {
                    if let actor = implementer(of: link), !isView(actor), needed.insert(actor.key).inserted { grew = true }
                }
            }
        }
        return style.assembly.creates.filter(needed.contains).compactMap(style.actor)
    }

    /// A protocol an actor implements: the members it implements there, and where each call goes.
    struct Implementation {
        var key: String
        var members: [Member]
        var forward: (Member) -> Forward?
    }

    /// Each declared protocol `actor` implements, in its order, with the
    /// methods it implements there (a requirement of two of its protocols
    /// once), forwarded as its manifest says.
    func implementations(of actor: StyleActor) -> [Implementation] {
        if let known = implementationsByActor[actor.key] { return known }
        let links = links(of: actor)
        var implemented: [String] = []
        let implementations = actor.implements.filter(spec.declaresProtocol).map { key in
            let targets = actor.forwarding[key]?.targets ?? []
            defer { implemented.append(key) }
            let isAssemblyHolder = actor.key == style.assembly.holder
            // The actor's file and its test case both ask where each member goes: found once.
            let known = ForwardsFound()
            return Implementation(key: key, members: facts.members(ofProtocol: key, besides: implemented)) { member in
                if let forward = known.forwards[member.signatureKey] { return forward }
                let forward = isAssemblyHolder ? self.entryPointForward(of: member) : nil
                let found = forward ?? self.facts.forward(member, from: key, toFirstOf: targets, via: links)
                known.forwards[member.signatureKey] = .some(found)
                return found
            }
        }
        implementationsByActor[actor.key] = implementations
        return implementations
    }
}

/// Where each member of an implementation sends its call, by signature key, once found.
private final class ForwardsFound {
    var forwards: [String: Forward?] = [:]
}
