import ArchGenSpec
import ArchGenTemplates

/// The scaffold actors: director, worker, navigator with its assembly, and the scene.
extension ViperSModule {
    /// What the director does with a UI event: ask the worker or the navigator.
    func eventForward(_ member: Member) -> Forward? {
        facts.forward(member, role: .events, toFirstOf: [.interactor, .routes], via: directorLinks)
    }

    /// What the director does with the worker's data: update the UI, navigate, or tell the delegate.
    func outputForward(_ member: Member) -> Forward? {
        facts.forward(member, role: .output, toFirstOf: [.view, .routes, .delegate], via: directorLinks)
    }

    /// What the worker does with a request: a use case's response goes to the presenter.
    func requestForward(_ member: Member) -> Forward? {
        facts.forward(member, role: .interactor, toFirstOf: [], via: workerLinks)
    }

    var directorContext: TemplateObject {
        [
            "name": .string(directorName),
            "properties": .array((directorLinks.map(\.storedProperty)
                + facts.inputProperties.map(\.storedProperty)).map { .string($0) }),
            "initializer": .array(directorLinks.initializer.map { .string($0) }),
            "events": facts.implementations(
                spec.members(of: .events), in: directorName, eventForward,
                todo: declares(.routes) ? "Ask the data manager or the navigator." : "Ask the data manager."),
            "outputs": facts.implementations(
                facts.members(of: .output, besides: [.events]), in: directorName, outputForward,
                todo: declares(.routes) ? "Update the UI or navigate." : "Update the UI."),
        ]
    }

    var workerContext: TemplateObject {
        [
            "name": .string(workerName),
            "properties": .array(workerLinks.map { .string($0.storedProperty) }),
            "requests": facts.implementations(
                spec.members(of: .interactor), in: workerName, requestForward,
                todo: declares(.output) ? "Do the work, then present its result." : "Do the work."),
        ]
    }

    /// `director.ui = ui`, ...: what `assemble` links, in the order of styles.md's memory rules.
    var assembleStatements: [String] {
        let routes = declares(.routes)
        var statements = ([
            AssembledActor(variable: "director", type: directorName, implements: [.events, .output], links: directorLinks),
            AssembledActor(variable: "worker", type: workerName, implements: [.interactor], links: workerLinks),
        ] + (routes ? [AssembledActor(variable: "navigator", type: navigatorName, implements: [.routes], links: [navigatorLink])] : []))
            .creations
        statements += facts.assignment("director", directorLink(.view), "ui")
            + facts.assignment("director", directorLink(.interactor), "worker")
            + facts.assignment("director", directorLink(.routes), "navigator")
        statements += spec.input.map { "director.\($0.name) = \($0.name)" }
        statements += facts.assignment("director", directorLink(.delegate), "delegate")
            + facts.assignment("worker", workerLinks.first { $0.role == .output }, "director")
        statements += spec.services.map { "worker.\($0.property) = \($0.property)" }
        if routes { statements += facts.assignment("navigator", navigatorLink, "ui") }
        statements.append("return director")
        return statements
    }

    /// `with item: Item, delegate: (any M_Delegate)?, fetcher: any NetworkDataFetcher`:
    /// what the module is built with reads `makeModule(with:)` (seed 001); services follow, by name.
    var makeModuleParameters: [String] {
        facts.dependencies.enumerated().map { index, dependency in
            let isService = spec.services.contains { $0.property == dependency.name }
            return (index == 0 && !isService ? "with " : "") + dependency.name + ": " + dependency.type
        }
    }

    var navigatorContext: TemplateObject {
        let ui = spec.platform == .swiftui ? "model" : "scene"
        return [
            "name": .string(navigatorName),
            "sceneProperty": .string(navigatorLink.storedProperty),
            "sceneName": .string(navigatorLink.name),
            "assembleSignature": TemplateValue(LineWrapping.lines(
                "static func assemble(", ["ui: some \(name(.view))"] + facts.dependencies.map { "\($0.name): \($0.type)" },
                ") -> \(directorName) {", indent: 4)),
            "makeModuleSignature": TemplateValue(LineWrapping.lines(
                facts.viewEntryPointPrefix + "static func makeModule(", makeModuleParameters, ") -> \(sceneName) {", indent: 4)),
            "assembleCall": TemplateValue(LineWrapping.lines(
                "\(ui).\(sceneLink.name) = assemble(", ["ui: \(ui)"] + facts.dependencyArguments, ")", indent: 8)),
            "statements": .array(assembleStatements.map { .string($0) }),
            "routes": facts.implementations(spec.members(of: .routes), in: navigatorName, todo: "Navigate."),
        ]
    }

    var sceneContext: TemplateObject {
        [
            "name": .string(sceneName),
            "modelName": .string(sceneModelName),
            "eventsHandlerProperty": .string(sceneLink.storedProperty),
            "eventsHandlerName": .string(sceneLink.name),
            "displays": facts.implementations(spec.members(of: .view), in: spec.platform == .swiftui ? sceneModelName : sceneName, todo: "Update the UI.", isViewLayer: true),
        ]
    }
}
