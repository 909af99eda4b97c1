import ArchGenSpec
import ArchGenTemplates

extension ViperSModule {
    /// Everything the `Templates/viper-s/` templates print, as one object.
    var templateContext: TemplateObject {
        var context = facts.headerContext
        // The entities live in the contract: it imports what its members or its entities need.
        let networking = facts.membersUseURLLoading || facts.entitiesUseURLLoading
        context["contractHeader"] = .object(["imports": .array(facts.importLines(networking: networking).map { .string($0) })])
        context["names"] = .object([
            "displayUI": .string(name(.view)), "handleUIEvents": .string(name(.events)),
            "manageData": .string(name(.interactor)), "presentData": .string(name(.output)),
            "navigate": .string(name(.routes)),
        ])
        context["uikit"] = .bool(spec.platform == .uikit)
        context["swiftui"] = .bool(spec.platform == .swiftui)
        context["entities"] = .array((facts.entityDeclarations + (facts.useCaseModels.map { [$0] } ?? [])).map { .string($0) })
        context["protocols"] = .array(protocols)
        context["services"] = .array(facts.serviceProtocols)
        context["director"] = .object(directorContext)
        context["worker"] = .object(workerContext)
        context["navigator"] = .object(navigatorContext)
        context["scene"] = .object(sceneContext)
        context["doubles"] = .array(protocolDoubles + facts.serviceDoubles)
        context["directorTests"] = .object(directorTests.templateContext(kit: kit))
        context["workerTests"] = .object(workerTests.templateContext(kit: kit))
        context["navigatorTests"] = .object(navigatorTests.templateContext(kit: kit))
        return context
    }
}
