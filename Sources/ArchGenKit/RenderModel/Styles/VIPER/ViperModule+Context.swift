import ArchGenSpec
import ArchGenTemplates

extension ViperModule {
    /// Everything the `Templates/viper/` templates print, as one object.
    var templateContext: TemplateObject {
        var context = facts.templateContext(protocols: protocols, spies: protocolDoubles)
        context["names"] = .object([
            "view": .string(name(.view)), "presentation": .string(name(.events)),
            "interaction": .string(name(.interactor)), "output": .string(name(.output)),
            "routable": .string(name(.routes)), "delegate": .string(name(.delegate)),
        ])
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
