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
        facts.forward(member, role: .output, toFirstOf: [.view], via: [viewControllerLink])
    }

    var interactorContext: TemplateObject {
        let links = interactorLinks.map(\.storedProperty)
        return [
            "name": .string(interactorName),
            "presenterProperty": .string(links[0]),
            // The other links, then the data store's input.
            "properties": .array((links.dropFirst() + facts.inputProperties.map(\.storedProperty)).map { .string($0) }),
            "requests": facts.implementations(businessLogic, in: interactorName, requestForward, todo: "Do the work, then present the response."),
        ]
    }

    var presenterContext: TemplateObject {
        [
            "name": .string(presenterName),
            "outputs": facts.implementations(spec.members(of: .output), in: presenterName, outputForward, todo: "Prepare what the view controller displays."),
        ]
    }

    var routerContext: TemplateObject {
        [
            "name": .string(routerName),
            "routes": facts.implementations(spec.members(of: .routes), in: routerName, todo: "Navigate."),
        ]
    }

    /// `configure(viewController:...)` and the platform's `create(...)`.
    var configuratorContext: TemplateObject {
        let parameters = facts.dependencies.map { "\($0.name): \($0.type)" }
        let display = displayParameter
        var statements = [
            "let interactor = \(interactorName)()",
            "let presenter = \(presenterName)()",
            "let router = \(routerName)()",
            "interactor.presenter = presenter",
        ]
        statements += facts.dependencies.map { "interactor.\($0.name) = \($0.name)" }
        statements += [
            "presenter.viewController = \(display)",
            "router.viewController = \(display)",
            "router.dataStore = interactor",
            "return (interactor, router)",
        ]
        let platformView = spec.platform == .swiftui ? actor("Screen") : actor("ViewController")
        return [
            "name": .string(configuratorName),
            "display": .string(display),
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
            "routerProperty": .string("var router: (\(routerType))?"),
            "displays": facts.implementations(spec.members(of: .view), in: viewClassName, todo: "Update the UI.", isViewLayer: true),
        ]
    }
}
