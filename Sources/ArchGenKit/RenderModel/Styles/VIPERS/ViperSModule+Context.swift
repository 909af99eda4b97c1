import ArchGenSpec
import ArchGenTemplates

extension ViperSModule {
    /// Everything the `Templates/viper-s/` templates print, as one object.
    var templateContext: TemplateObject {
        var context = facts.templateContext(protocols: protocols, spies: protocolDoubles)
        // The entities live in the contract: it imports what its members or its entities need.
        let networking = facts.membersUseURLLoading || facts.entitiesUseURLLoading
        context["contractHeader"] = .object(["imports": .array(facts.importLines(networking: networking).map { .string($0) })])
        // The names of the protocols the module declares: no `presentData` or `navigate` for a role left out.
        var names: TemplateObject = [
            "displayUI": .string(name(.view)), "handleUIEvents": .string(name(.events)),
            "manageData": .string(name(.interactor)),
        ]
        if declares(.output) { names["presentData"] = .string(name(.output)) }
        if declares(.routes) { names["navigate"] = .string(name(.routes)) }
        context["names"] = .object(names)
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
