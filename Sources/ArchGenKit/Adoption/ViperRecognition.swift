/// Recognises VIPER by its structure, whatever the names: the presenter is
/// the class holding several of the module's protocols, one of them weakly;
/// among what it holds, the interactor is the conformer holding back (weakly)
/// a protocol the presenter conforms to (its output), the view is the
/// conformer holding the presenter's other protocol (its events), the router
/// is the other strong link, a weak link no type of the module conforms to is
/// the delegate. A module holding every link strongly (ariok's VIPER-S
/// app: `var ui: ItemsList_DisplayUI!`) is read the same way with the view
/// told by its type (a view controller, a SwiftUI `View`) and the delegate
/// by having no conformer in the module: `ModuleAdoption` notes each link
/// archgen holds weakly.
enum ViperRecognition {
    static func recognise(_ module: ReadModule) -> ModuleShape? {
        recognise(module, heldStrongly: false) ?? recognise(module, heldStrongly: true)
    }

    /// Where `heldStrongly`, a link counts as weak when it reaches the view or nothing of the module.
    private static func recognise(_ module: ReadModule, heldStrongly: Bool) -> ModuleShape? {
        func isWeak(_ link: StoredProperty, to conformer: ReadType?) -> Bool {
            link.isWeak || heldStrongly && (conformer.map(isView) ?? true)
        }
        let candidates = module.types.filter { type in
            let links = module.moduleLinks(of: type)
            return !type.isProtocol && links.count >= 2 && !module.ownProtocols(of: type).isEmpty
                && links.contains { isWeak($0, to: module.conformers(of: $0.heldTypeName ?? "").first) }
        }
        guard let presenter = candidates.max(by: { module.moduleLinks(of: $0).count < module.moduleLinks(of: $1).count })
        else { return nil }
        var shape = ModuleShape(style: "viper", module: module, servicesHolder: "interactor", inputHolder: "presenter")
        shape.actors["presenter"] = presenter
        for held in module.heldLinks(of: presenter) {
            let link = held.property
            let weak = isWeak(link, to: held.conformer)
            switch (held.conformer, held.back) {
            case (let interactor?, let output?) where (output.isWeak || heldStrongly) && !weak:
                shape.actors["interactor"] = interactor
                shape.protocols["interactor"] = held.heldProtocol
                shape.protocols["output"] = module.type(named: output.heldTypeName ?? "")
                shape.links["presenter.interactor"] = link
                shape.links["interactor.output"] = output
            case (let view?, let events?) where weak:
                shape.placeView(held, view: view, events: events, holderLink: "presenter.view", viewLink: "view.presenter")
            case (nil, _) where weak:
                shape.protocols["delegate"] = held.heldProtocol
                shape.links["presenter.delegate"] = link
            case (_, nil) where !weak:
                shape.actors["router"] = held.conformer
                shape.protocols["routes"] = held.heldProtocol
                shape.links["presenter.router"] = link
            default:
                continue
            }
        }
        guard shape.protocols["view"] != nil, shape.protocols["events"] != nil, shape.protocols["interactor"] != nil else { return nil }
        HeldParts.fill(&shape)
        return shape
    }

    /// A view controller (`UIViewController` or a subclass named so) or a SwiftUI `View`.
    private static func isView(_ type: ReadType) -> Bool {
        type.inherited.contains { $0.hasSuffix("ViewController") } || type.conforms(to: "View")
    }
}
