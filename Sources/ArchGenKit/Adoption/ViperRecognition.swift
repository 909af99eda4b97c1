/// Recognises VIPER by its structure, whatever the names: the presenter is
/// the class holding several of the module's protocols, one of them weakly;
/// among what it holds, the interactor is the conformer holding back (weakly)
/// a protocol the presenter conforms to (its output), the view is the
/// conformer holding the presenter's other protocol (its events), the router
/// is the other strong link, a weak link no type of the module conforms to is
/// the delegate.
enum ViperRecognition {
    static func recognise(_ module: ReadModule) -> ModuleShape? {
        let protocolNames = Set(module.protocols.map(\.name))
        func moduleLinks(of type: ReadType) -> [StoredProperty] {
            type.storedProperties.filter { $0.heldTypeName.map(protocolNames.contains) ?? false }
        }
        let candidates = module.types.filter { type in
            !type.isProtocol && moduleLinks(of: type).count >= 2 && moduleLinks(of: type).contains(where: \.isWeak)
                && type.inherited.contains(where: protocolNames.contains)
        }
        guard let presenter = candidates.max(by: { moduleLinks(of: $0).count < moduleLinks(of: $1).count }) else { return nil }
        var shape = ModuleShape(style: "viper", module: module, servicesHolder: "interactor", inputHolder: "presenter")
        shape.actors["presenter"] = presenter
        let presenterProtocols = presenter.inherited.filter(protocolNames.contains)
        for link in moduleLinks(of: presenter) {
            guard let held = link.heldTypeName, let heldProtocol = module.type(named: held) else { continue }
            let conformer = module.conformers(of: held).first
            let back = conformer.flatMap { type in
                moduleLinks(of: type).first { $0.heldTypeName.map(presenterProtocols.contains) ?? false }
            }
            switch (conformer, back) {
            case (let interactor?, let output?) where output.isWeak && !link.isWeak:
                shape.actors["interactor"] = interactor
                shape.protocols["interactor"] = heldProtocol
                shape.protocols["output"] = module.type(named: output.heldTypeName ?? "")
                shape.links["presenter.interactor"] = link
                shape.links["interactor.output"] = output
            case (let view?, let events?) where link.isWeak:
                shape.actors["viewController"] = view
                shape.protocols["view"] = heldProtocol
                shape.protocols["events"] = module.type(named: events.heldTypeName ?? "")
                shape.links["presenter.view"] = link
                shape.links["view.presenter"] = events
            case (nil, _) where link.isWeak:
                shape.protocols["delegate"] = heldProtocol
                shape.links["presenter.delegate"] = link
            case (_, nil) where !link.isWeak:
                shape.actors["router"] = conformer
                shape.protocols["routes"] = heldProtocol
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
