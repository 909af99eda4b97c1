import ArchGenSpec
import ArchGenTemplates

extension ViperModule {
    /// Everything the `Templates/viper/` templates print, as one object.
    var templateContext: TemplateObject {
        var context = facts.templateContext(protocols: protocols, spies: protocolDoubles)
        // The names of the protocols the module declares: no `output` or `routable` for a role left out.
        var names: TemplateObject = [
            "view": .string(name(.view)), "presentation": .string(name(.events)),
            "interaction": .string(name(.interactor)), "delegate": .string(name(.delegate)),
        ]
        if declares(.output) { names["output"] = .string(name(.output)) }
        if declares(.routes) { names["routable"] = .string(name(.routes)) }
        context["names"] = .object(names)
        context["presenter"] = .object(presenterContext)
        context["interactor"] = .object(interactorContext)
        context["router"] = .object(routerContext)
        context["view"] = .object(viewContext)
        context["screen"] = facts.screenContext(name: actor("Screen"), modelName: actor("ScreenModel"), doc: "The module's screen.")
        context["presenterTests"] = .object(presenterTests.templateContext(kit: kit))
        context["interactorTests"] = .object(interactorTests.templateContext(kit: kit))
        context["routerTests"] = .object(routerTests.templateContext(kit: kit))
        return context
    }
}
