import ArchGenSpec
import ArchGenTemplates

extension VipModule {
    /// Everything the `Templates/vip/` templates print, as one object.
    var templateContext: TemplateObject {
        var context = facts.templateContext(protocols: protocols, spies: protocolDoubles)
        // The names of the protocols the scene declares: no `routingLogic` without routes.
        var names: TemplateObject = [
            "businessLogic": .string(name(.events)), "dataStore": .string(dataStoreName),
            "presentationLogic": .string(name(.output)), "displayLogic": .string(name(.view)),
            "dataPassing": .string(dataPassingName),
        ]
        if declares(.routes) { names["routingLogic"] = .string(name(.routes)) }
        context["names"] = .object(names)
        context["interactor"] = .object(interactorContext)
        context["presenter"] = .object(presenterContext)
        context["router"] = .object(routerContext)
        context["worker"] = .object(["name": .string(workerName)])
        context["configurator"] = .object(configuratorContext)
        context["view"] = .object(viewContext)
        context["screen"] = facts.screenContext(name: actor("Screen"), modelName: actor("ScreenModel"), doc: "The scene's screen.")
        context["interactorTests"] = .object(interactorTests.templateContext(kit: kit))
        context["presenterTests"] = .object(presenterTests.templateContext(kit: kit))
        context["configuratorTests"] = .object(configuratorTests.templateContext(kit: kit))
        return context
    }
}
