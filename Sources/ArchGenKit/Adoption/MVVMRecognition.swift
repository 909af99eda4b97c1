/// Recognises MVVM by its structure, whatever the names: the view model is
/// the class holding weakly a protocol whose conformer (the view) holds back
/// the view model's own protocol (its events); its other strong link to a
/// conformer of the module is the coordinator, a weak link no type of the
/// module conforms to the delegate. A view model telling its view through
/// closures its protocol declares, which the view sets, is MVVM with
/// `binding: closures` (`ClosureBinding`). (VIPER is tried first: a
/// presenter with an interactor is no view model.)
enum MVVMRecognition {
    static func recognise(_ module: ReadModule) -> ModuleShape? {
        for viewModel in module.types where !viewModel.isProtocol {
            var shape = ModuleShape(style: "mvvm", module: module, servicesHolder: "viewModel", inputHolder: "viewModel")
            for held in module.heldLinks(of: viewModel) {
                let link = held.property
                switch (held.conformer, held.back) {
                case (let view?, let events?) where link.isWeak && !events.isWeak:
                    shape.placeView(held, view: view, events: events, holderLink: "viewModel.output", viewLink: "view.viewModel")
                case (nil, _) where link.isWeak:
                    shape.protocols["delegate"] = held.heldProtocol
                    shape.links["viewModel.delegate"] = link
                case (let coordinator?, nil) where !link.isWeak:
                    shape.actors["coordinator"] = coordinator
                    shape.protocols["routes"] = held.heldProtocol
                    shape.links["viewModel.coordinator"] = link
                    if let view = module.moduleLinks(of: coordinator).first(where: \.isWeak) { shape.links["coordinator.view"] = view }
                default:
                    continue
                }
            }
            let hasOutput = shape.protocols["view"] != nil && shape.protocols["events"] != nil
            guard hasOutput || ClosureBinding.place(viewModel, in: &shape) else { continue }
            shape.actors["viewModel"] = viewModel
            HeldParts.fill(&shape)
            return shape
        }
        return nil
    }
}
