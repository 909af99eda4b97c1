import ArchGenSpec
import ArchGenTemplates

extension ViperSModule {
    /// Everything the `Templates/viper-s/` templates print, as one object.
    var templateContext: TemplateObject {
        var context = facts.templateContext(protocols: protocols, spies: protocolDoubles)
        // The entities live in the contract: it imports what its members or its entities need.
        let networking = facts.membersUseURLLoading || facts.entitiesUseURLLoading
        context["contractHeader"] = .object(["imports": .array(facts.importLines(networking: networking).map { .string($0) })])
        context["names"] = .object([
            "displayUI": .string(name(.view)), "handleUIEvents": .string(name(.events)),
            "manageData": .string(name(.interactor)), "presentData": .string(name(.output)),
            "navigate": .string(name(.routes)),
        ])
        context["director"] = .object(directorContext)
        context["worker"] = .object(workerContext)
        context["navigator"] = .object(navigatorContext)
        context["scene"] = .object(sceneContext)
        context["screen"] = facts.screenContext(name: sceneName, modelName: sceneModelName, doc: "The module's scene.")
        context["directorTests"] = .object(directorTests.templateContext(kit: kit))
        context["workerTests"] = .object(workerTests.templateContext(kit: kit))
        context["navigatorTests"] = .object(navigatorTests.templateContext(kit: kit))
        return context
    }
}
