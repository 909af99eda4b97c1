/// Recognises MVVM by its structure, whatever the names: the view model is
/// the class holding weakly a protocol whose conformer (the view) holds back
/// the view model's own protocol (its events), and holding no protocol whose
/// conformer holds a protocol it conforms to weakly (that would be VIPER's
/// interactor); its other strong link to a conformer of the module is the
/// coordinator, a weak link no type of the module conforms to the delegate.
enum MVVMRecognition {
    static func recognise(_ module: ReadModule) -> ModuleShape? {
        let protocolNames = Set(module.protocols.map(\.name))
        func moduleLinks(of type: ReadType) -> [StoredProperty] {
            type.storedProperties.filter { $0.heldTypeName.map(protocolNames.contains) ?? false }
        }
        for viewModel in module.types where !viewModel.isProtocol {
            let own = viewModel.inherited.filter(protocolNames.contains)
            var shape = ModuleShape(style: "mvvm", module: module, servicesHolder: "viewModel", inputHolder: "viewModel")
            for link in moduleLinks(of: viewModel) {
                guard let held = link.heldTypeName, let heldProtocol = module.type(named: held) else { continue }
                let conformer = module.conformers(of: held).first
                let back = conformer.flatMap { type in moduleLinks(of: type).first { $0.heldTypeName.map(own.contains) ?? false } }
                switch (conformer, back) {
                case (let view?, let events?) where link.isWeak && !events.isWeak:
                    shape.actors["viewController"] = view
                    shape.protocols["view"] = heldProtocol
                    shape.protocols["events"] = module.type(named: events.heldTypeName ?? "")
                    shape.links["viewModel.output"] = link
                    shape.links["view.viewModel"] = events
                case (nil, _) where link.isWeak:
                    shape.protocols["delegate"] = heldProtocol
                    shape.links["viewModel.delegate"] = link
                case (let coordinator?, nil) where !link.isWeak:
                    shape.actors["coordinator"] = coordinator
                    shape.protocols["routes"] = heldProtocol
                    shape.links["viewModel.coordinator"] = link
                    if let view = moduleLinks(of: coordinator).first(where: \.isWeak) { shape.links["coordinator.view"] = view }
                default:
                    continue
                }
            }
            guard shape.protocols["view"] != nil, shape.protocols["events"] != nil else { continue }
            shape.actors["viewModel"] = viewModel
            HeldParts.fill(&shape)
            return shape
        }
        return nil
    }
}
