import ArchGenSpec

/// What an actor keeps besides its links: the module's input and the
/// services, each set by the assembly or passed to the actor's `init`, and
/// declared in a protocol or not, as the manifest and archgen.yml's wiring
/// (`<holder>.input`, `<holder>.services`) say.
extension ModuleModel {
    /// archgen.yml's key for what `holder` keeps: `presenter.input`, `interactor.services`.
    static func holdingKey(_ holder: StyleActor, _ what: String) -> String { holder.key + "." + what }

    /// The input as `holder` stores it; empty when it keeps none.
    func inputProperties(of holder: StyleActor) -> [InputProperty] {
        guard let holding = holder.input, let optionality = facts.inputOptionality(of: holder) else { return [] }
        let setting = spec.wiring.links[Self.holdingKey(holder, "input")]
        let dataStore = style.inputProtocol(of: holder)
        let declaredIn: String? = switch setting?.isDeclared ?? (dataStore != nil || holding.isDeclared) {
        case true: dataStore ?? holder.implements.first
        case false: nil
        }
        return spec.input.map {
            InputProperty(field: $0, optionality: optionality, declaredIn: declaredIn,
                          isReadOnly: setting?.isReadOnly ?? false)
        }
    }

    /// The services as `holder` holds them; empty when it keeps none.
    func serviceLinks(of holder: StyleActor) -> [ModuleLink] {
        guard var holding = holder.services else { return [] }
        let setting = spec.wiring.links[Self.holdingKey(holder, "services")]
        holding.optionality = setting?.optionality ?? holding.optionality
        holding.isDeclared = setting?.isDeclared ?? holding.isDeclared
        return facts.serviceLinks(holding, firstProtocol: holder.implements.first)
    }

    /// What `holder`'s `init` takes: its links and services injected, the services it passes on to
    /// the modules its routes open, then its input injected.
    func initParameters(of holder: StyleActor) -> [InitParameter] {
        let passedOn = holder.key == routesActor?.key ? openedModulesServiceLinks : []
        return (links(of: holder).filter(\.isInjected) + passedOn).map(\.initParameter)
            + inputProperties(of: holder).filter(\.isInjected).map(\.initParameter)
    }

    /// The input properties a protocol declares (VIP's data store's, or the holder's first protocol's when declared).
    func declaredInput(in key: String) -> [InputProperty] {
        style.actors.flatMap(inputProperties(of:)).filter { $0.declaredIn == key }
    }
}
