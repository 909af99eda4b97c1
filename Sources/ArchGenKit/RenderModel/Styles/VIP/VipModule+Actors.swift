import ArchGenSpec
import ArchGenTemplates

/// The scaffold actors: interactor, presenter, router, worker, the
/// configurator that links them, and the view.
extension VipModule {
    /// What the interactor does with a request: a use case's response goes to the presenter.
    func requestForward(_ member: Member) -> Forward? {
        facts.forward(member, role: .interactor, toFirstOf: [], via: interactorLinks)
    }

    /// What the presenter does with a response: a display of the same
    /// signature, or a use case's view model, goes to the view controller.
    func outputForward(_ member: Member) -> Forward? {
        facts.forward(member, role: .output, toFirstOf: [.view], via: [presenterLink])
    }

    var interactorContext: TemplateObject {
        let links = interactorLinks.map(\.storedProperty)
        return [
            "name": .string(interactorName),
            "presenterProperty": .string(links[0]),
            // The other links, then the data store's input.
            "properties": .array((links.dropFirst() + facts.inputProperties.map(\.storedProperty)).map { .string($0) }),
            "initializer": .array(interactorLinks.initializer.map { .string($0) }),
            "requests": facts.implementations(businessLogic, in: interactorName, requestForward, todo: "Do the work, then present the response."),
        ]
    }

    var presenterContext: TemplateObject {
        [
            "name": .string(presenterName),
            "viewControllerProperty": .string(presenterLink.storedProperty),
            "outputs": facts.implementations(spec.members(of: .output), in: presenterName, outputForward, todo: "Prepare what the view controller displays."),
        ]
    }

    var routerContext: TemplateObject {
        [
            "name": .string(routerName),
            "viewControllerProperty": .string(routerLink.storedProperty),
            "routes": facts.implementations(spec.members(of: .routes), in: routerName, todo: "Navigate."),
        ]
    }

    /// `configure(viewController:...)` and the platform's `create(...)`.
    var configuratorContext: TemplateObject {
        let parameters = facts.dependencies.map { "\($0.name): \($0.type)" }
        let display = displayParameter
        var statements = [
            AssembledActor(variable: "interactor", type: interactorName, implements: [.events, .interactor], links: interactorLinks),
            AssembledActor(variable: "presenter", type: presenterName, implements: [.output], links: [presenterLink]),
            AssembledActor(variable: "router", type: routerName, implements: [.routes], links: [routerLink]),
        ].creations
        statements += facts.assignment("interactor", interactorLinks[0], "presenter")
        statements += spec.input.map { "interactor.\($0.name) = \($0.name)" }
        statements += facts.assignment("interactor", interactorLinks.first { $0.role == .delegate }, "delegate")
        statements += spec.services.map { "interactor.\($0.property) = \($0.property)" }
        statements += facts.assignment("presenter", presenterLink, display) + facts.assignment("router", routerLink, display)
            + ["router.dataStore = interactor", "return (interactor, router)"]
        let platformView = spec.platform == .swiftui ? actor("Screen") : actor("ViewController")
        return [
            "name": .string(configuratorName),
            "display": .string(display),
            "interactorName": .string(viewLinks.interactor.name),
            "routerName": .string(viewLinks.router.name),
            "configureSignature": TemplateValue(LineWrapping.lines(
                "static func configure(", ["\(display): some \(name(.view))"] + parameters,
                ") -> (interactor: \(interactorName), router: \(routerName)) {", indent: 4)),
            "createSignature": TemplateValue(LineWrapping.lines(facts.viewEntryPointPrefix + "static func create(", parameters, ") -> \(platformView) {", indent: 4)),
            "configureCall": TemplateValue(LineWrapping.lines(
                "let scene = configure(", ["\(display): \(display)"] + facts.dependencyArguments, ")", indent: 8)),
            "statements": .array(statements.map { .string($0) }),
        ]
    }

    var viewContext: TemplateObject {
        [
            "controllerName": .string(actor("ViewController")),
            "screenName": .string(actor("Screen")),
            "screenModelName": .string(actor("ScreenModel")),
            "interactorProperty": .string(viewLinks.interactor.storedProperty),
            "routerProperty": .string(viewLinks.router.storedProperty),
            "displays": facts.implementations(spec.members(of: .view), in: viewClassName, todo: "Update the UI.", isViewLayer: true),
        ]
    }
}
