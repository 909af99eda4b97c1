import ArchGenSpec
import ArchGenTemplates

extension ModuleModel {
    /// Everything a style's templates print, as one object: what every
    /// style shares (`ModuleFacts.templateContext`), `names` (each declared
    /// protocol by key), `types` (each scaffold type by key), each actor by
    /// its key (`presenter`, `router`), the view as `view`, `assembly`, `screen`.
    var templateContext: TemplateObject {
        var context = facts.templateContext(protocols: protocols, spies: protocolDoubles)
        if !style.files.contains(where: { $0.template == "shared/Entities" }) {
            // The entities live in the contract: it imports what its members or its entities need.
            let networking = facts.membersUseURLLoading || facts.entitiesUseURLLoading
            context["contractHeader"] = facts.contractHeader(networking: networking)
        }
        context["names"] = .object(TemplateObject(declaredProtocols.map { ($0.key, TemplateValue.string(protocolName($0.key))) }))
        context["types"] = .object(typesContext)
        for actor in style.actors { context[actor.key] = .object(self.context(of: actor)) }
        context["view"] = .object(self.context(of: view))
        context["assembly"] = .object(assemblyContext)
        context["screen"] = screenContext
        context["closures"] = .bool(spec.viewIsBoundByClosures)
        return context
    }
}
