import ArchGenSpec
import ArchGenTemplates

extension VipModule {
    /// Everything the `Templates/vip/` templates print, as one object.
    var templateContext: TemplateObject {
        var context = facts.headerContext
        context["names"] = .object([
            "businessLogic": .string(name(.events)), "dataStore": .string(dataStoreName),
            "presentationLogic": .string(name(.output)), "displayLogic": .string(name(.view)),
            "routingLogic": .string(name(.routes)), "dataPassing": .string(dataPassingName),
        ])
        context["uikit"] = .bool(spec.platform == .uikit)
        context["swiftui"] = .bool(spec.platform == .swiftui)
        context["protocols"] = .array(protocols)
        context["services"] = .array(facts.serviceProtocols)
        context["models"] = .array((facts.entityDeclarations + (facts.useCaseModels.map { [$0] } ?? [])).map { .string($0) })
        context["interactor"] = .object(interactorContext)
        context["presenter"] = .object(presenterContext)
        context["router"] = .object(routerContext)
        context["worker"] = .object(["name": .string(workerName)])
        context["configurator"] = .object(configuratorContext)
        context["view"] = .object(viewContext)
        context["doubles"] = .array(protocolDoubles + facts.serviceDoubles)
        context["interactorTests"] = .object(interactorTests.templateContext(kit: kit))
        context["presenterTests"] = .object(presenterTests.templateContext(kit: kit))
        context["configuratorTests"] = .object(configuratorTests.templateContext(kit: kit))
        return context
    }
}
