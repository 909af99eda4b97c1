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
                + spec.input.map { "var \($0.name): \($0.type)!" }).map { .string($0) }),
            "events": .array(spec.members(of: .events).compactMap { member in
                facts.implementation(member, forward: eventForward(member), todo: "Ask the data manager or the navigator.")
            }),
            "outputs": .array(spec.members(of: .output).compactMap { member in
                facts.implementation(member, forward: outputForward(member), todo: "Update the UI or navigate.")
            }),
        ]
    }

    var workerContext: TemplateObject {
        [
            "name": .string(workerName),
            "properties": .array(workerLinks.map { .string($0.storedProperty) }),
            "requests": .array(spec.members(of: .interactor).compactMap { member in
                facts.implementation(member, forward: requestForward(member), todo: "Do the work, then present its result.")
            }),
        ]
    }

    /// `director.ui = ui`, ...: what `assemble` links, in the order of styles.md's memory rules.
    var assembleStatements: [String] {
        var statements = [
            "let director = \(directorName)()",
            "let worker = \(workerName)()",
            "let navigator = \(navigatorName)()",
            "director.ui = ui",
            "director.dataManager = worker",
            "director.navigator = navigator",
        ]
        statements += spec.input.map { "director.\($0.name) = \($0.name)" }
        if hasDelegate { statements.append("director.delegate = delegate") }
        statements.append("worker.presenter = director")
        statements += spec.services.map { "worker.\($0.property) = \($0.property)" }
        statements += ["navigator.scene = ui", "return director"]
        return statements
    }

    /// `with item: Item, delegate: (any M_Delegate)?, fetcher: any NetworkDataFetcher`:
    /// what the module is built with reads `makeModule(with:)` (seed 001); services follow, by name.
    var makeModuleParameters: String {
        facts.dependencies.enumerated().map { index, dependency in
            let isService = spec.services.contains { $0.property == dependency.name }
            return (index == 0 && !isService ? "with " : "") + dependency.name + ": " + dependency.type
        }.joined(separator: ", ")
    }

    var navigatorContext: TemplateObject {
        [
            "name": .string(navigatorName),
            "sceneProperty": .string(navigatorLink.storedProperty),
            "assembleParameters": .string((["ui: some \(name(.view))"]
                + facts.dependencies.map { "\($0.name): \($0.type)" }).joined(separator: ", ")),
            "assembleArguments": .string(facts.dependencies.map { ", \($0.name): \($0.name)" }.joined()),
            "makeModuleParameters": .string(makeModuleParameters),
            "statements": .array(assembleStatements.map { .string($0) }),
            "routes": .array(spec.members(of: .routes).compactMap { member in
                facts.implementation(member, forward: nil, todo: "Navigate.")
            }),
        ]
    }

    var sceneContext: TemplateObject {
        [
            "name": .string(sceneName),
            "modelName": .string(sceneModelName),
            "eventsHandlerProperty": .string(sceneLink.storedProperty),
            "displays": .array(spec.members(of: .view).compactMap { member in
                facts.implementation(member, forward: nil, todo: "Update the UI.")
            }),
        ]
    }
}
