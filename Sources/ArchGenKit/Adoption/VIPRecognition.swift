/// Recognises VIP (Clean Swift) by its structure, whatever the names: the
/// cycle view controller → interactor → presenter ⇢ view controller. The
/// view controller holds strongly a protocol (the business logic) whose
/// conformer, the interactor, holds strongly a protocol (the presentation
/// logic) whose conformer, the presenter, holds weakly a protocol the view
/// controller conforms to (the display logic). The interactor's other
/// protocol is the data store (its properties the input); the view
/// controller's link to another conformer, through that conformer's
/// protocols, is the router: the one requiring a data store is the data
/// passing, the other the routing logic. A weak link of the interactor to a
/// protocol no type of the module conforms to is the delegate. (An
/// interactor holding the view is a view model: MVVM's coordinator would
/// otherwise pass for a presenter.)
enum VIPRecognition {
    static func recognise(_ module: ReadModule) -> ModuleShape? {
        for view in module.types where !view.isProtocol {
            let displays = Set(module.ownProtocols(of: view))
            for held in module.heldLinks(of: view) where !held.property.isWeak {
                // An interactor never holds the view itself (a view model does: that is MVVM).
                guard let interactor = held.conformer,
                      !module.moduleLinks(of: interactor).contains(where: { displays.contains($0.heldTypeName ?? "") }),
                      let cycle = presenter(of: interactor, displaying: displays, in: module)
                else { continue }
                var shape = ModuleShape(style: "vip", module: module, servicesHolder: "interactor", inputHolder: "interactor")
                shape.actors["viewController"] = view
                shape.actors["interactor"] = interactor
                shape.actors["presenter"] = cycle.presenter
                shape.protocols["interactor"] = held.heldProtocol
                shape.protocols["output"] = module.type(named: cycle.link.heldTypeName ?? "")
                shape.protocols["view"] = module.type(named: cycle.back.heldTypeName ?? "")
                shape.links["viewController.interactor"] = held.property
                shape.links["interactor.presenter"] = cycle.link
                shape.links["presenter.viewController"] = cycle.back
                let dataStore = module.ownProtocols(of: interactor).first { $0 != held.heldProtocol.name }
                shape.protocols["dataStore"] = dataStore.flatMap(module.type(named:))
                placeRouter(of: view, dataStore: dataStore, in: &shape)
                for link in module.moduleLinks(of: interactor) where link.isWeak {
                    guard let name = link.heldTypeName, module.conformers(of: name).isEmpty else { continue }
                    shape.protocols["delegate"] = module.type(named: name)
                    shape.links["interactor.delegate"] = link
                }
                HeldParts.fill(&shape)
                shape.input = input(of: interactor, dataStore: shape.protocols["dataStore"])
                if let models = UseCaseReading.useCases(of: module) {
                    shape.modelsPath = models.path
                    shape.useCases = models.useCases
                }
                return shape
            }
        }
        return nil
    }

    /// The presenter `interactor` holds strongly, with that link and the presenter's weak link back to one of `displays`.
    private static func presenter(of interactor: ReadType, displaying displays: Set<String>, in module: ReadModule)
        -> (presenter: ReadType, link: StoredProperty, back: StoredProperty)? {
        for held in module.heldLinks(of: interactor) where !held.property.isWeak {
            guard let presenter = held.conformer else { continue }
            if let back = module.moduleLinks(of: presenter).first(where: { $0.isWeak && displays.contains($0.heldTypeName ?? "") }) {
                return (presenter, held.property, back)
            }
        }
        return nil
    }

    /// The router: the conformer of a protocol the view controller holds (alone or in a composition)
    /// that is not the interactor; its protocol requiring the data store is the data passing.
    private static func placeRouter(of view: ReadType, dataStore: String?, in shape: inout ModuleShape) {
        let module = shape.module
        let interactor = shape.actors["interactor"]?.name
        for property in view.storedProperties where !property.isWeak {
            let held = property.heldTypeNames.filter { module.type(named: $0)?.isProtocol == true }
            guard let router = held.lazy.compactMap({ module.conformers(of: $0).first }).first(where: { $0.name != interactor })
            else { continue }
            shape.actors["router"] = router
            shape.links["viewController.router"] = property
            let passesData = { (name: String) in
                dataStore.map { module.type(named: name)?.requiredPropertyTypes.contains($0) ?? false } ?? false
            }
            for name in module.ownProtocols(of: router) {
                shape.protocols[passesData(name) ? "dataPassing" : "routes"] = module.type(named: name)
            }
            shape.links["router.dataStore"] = router.storedProperties.first { $0.heldTypeName == dataStore && dataStore != nil }
            return
        }
    }

    /// The interactor's properties the data store requires, in the data store's order.
    private static func input(of interactor: ReadType, dataStore: ReadType?) -> [StoredProperty] {
        guard let dataStore else { return [] }
        let stored = interactor.storedProperties
        return dataStore.members.compactMap { member in
            guard member.key?.hasPrefix("var ") == true else { return nil }
            return stored.first { $0.name == member.name }
        }
    }
}
