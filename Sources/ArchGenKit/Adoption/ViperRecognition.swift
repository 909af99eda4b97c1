/// Recognises VIPER by its structure, whatever the names: the presenter is
/// the class holding several of the module's protocols, one of them weakly;
/// among what it holds, the interactor is the conformer holding back (weakly)
/// a protocol the presenter conforms to (its output), the view is the
/// conformer holding the presenter's other protocol (its events), the router
/// is the other strong link, a weak link no type of the module conforms to is
/// the delegate.
enum ViperRecognition {
    static func recognise(_ module: ReadModule) -> ModuleShape? {
        let candidates = module.types.filter { type in
            let links = module.moduleLinks(of: type)
            return !type.isProtocol && links.count >= 2 && links.contains(where: \.isWeak) && !module.ownProtocols(of: type).isEmpty
        }
        guard let presenter = candidates.max(by: { module.moduleLinks(of: $0).count < module.moduleLinks(of: $1).count })
        else { return nil }
        var shape = ModuleShape(style: "viper", module: module, servicesHolder: "interactor", inputHolder: "presenter")
        shape.actors["presenter"] = presenter
        for held in module.heldLinks(of: presenter) {
            let link = held.property
            switch (held.conformer, held.back) {
            case (let interactor?, let output?) where output.isWeak && !link.isWeak:
                shape.actors["interactor"] = interactor
                shape.protocols["interactor"] = held.heldProtocol
                shape.protocols["output"] = module.type(named: output.heldTypeName ?? "")
                shape.links["presenter.interactor"] = link
                shape.links["interactor.output"] = output
            case (let view?, let events?) where link.isWeak:
                shape.placeView(held, view: view, events: events, holderLink: "presenter.view", viewLink: "view.presenter")
            case (nil, _) where link.isWeak:
                shape.protocols["delegate"] = held.heldProtocol
                shape.links["presenter.delegate"] = link
            case (_, nil) where !link.isWeak:
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
}
