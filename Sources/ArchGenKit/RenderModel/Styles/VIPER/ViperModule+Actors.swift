import ArchGenSpec
import ArchGenTemplates

/// The scaffold actors: presenter, interactor, router with its assembly, and the view.
extension ViperModule {
    /// What the presenter does with a view event: ask the interactor or the router.
    func eventForward(_ member: Member) -> Forward? {
        facts.forward(member, role: .events, toFirstOf: [.interactor, .routes], via: links(of: .events))
    }

    /// What the presenter does with an interactor result: update the view, route, or tell the delegate.
    func outputForward(_ member: Member) -> Forward? {
        facts.forward(member, role: .output, toFirstOf: [.view, .routes, .delegate], via: links(of: .events))
    }

    /// What the interactor does with a request: a use case's response goes to the output.
    func requestForward(_ member: Member) -> Forward? {
        facts.forward(member, role: .interactor, toFirstOf: [], via: links(of: .interactor))
    }

    var presenterContext: TemplateObject {
        [
            "name": .string(presenterName),
            "properties": .array((links(of: .events).map(\.storedProperty)
                + facts.inputProperties.map(\.storedProperty)).map { .string($0) }),
            "initializer": .array(links(of: .events).initializer.map { .string($0) }),
            "events": facts.implementations(
                spec.members(of: .events), in: presenterName, eventForward,
                todo: declares(.routes) ? "Ask the interactor or the router." : "Ask the interactor."),
            "outputs": facts.implementations(
                facts.members(of: .output, besides: [.events]), in: presenterName, outputForward,
                todo: declares(.routes) ? "Update the view or route." : "Update the view."),
        ]
    }

    var interactorContext: TemplateObject {
        [
            "name": .string(interactorName),
            "properties": .array(links(of: .interactor).map { .string($0.storedProperty) }),
            "requests": facts.implementations(
                spec.members(of: .interactor), in: interactorName, requestForward,
                todo: declares(.output) ? "Do the work, then report to the output." : "Do the work."),
        ]
    }

    var routerContext: TemplateObject {
        let parameters = facts.dependencies.map { "\($0.name): \($0.type)" }
        let routes = declares(.routes)
        let presenterLinks = links(of: .events), interactorLinks = links(of: .interactor)
        func presenterLink(_ role: Role) -> ModuleLink? { presenterLinks.first { $0.role == role } }
        var statements = ([
            AssembledActor(variable: "presenter", type: presenterName, implements: [.events, .output], links: presenterLinks),
            AssembledActor(variable: "interactor", type: interactorName, implements: [.interactor], links: interactorLinks),
        ] + (routes ? [AssembledActor(variable: "router", type: routerName, implements: [.routes], links: [routerLink])] : []))
            .creations
        statements += facts.assignment("view", links(of: .view).first, "presenter")
            + facts.assignment("presenter", presenterLink(.view), "view")
            + facts.assignment("presenter", presenterLink(.interactor), "interactor")
            + facts.assignment("presenter", presenterLink(.routes), "router")
        statements += spec.input.map { "presenter.\($0.name) = \($0.name)" }
        statements += facts.assignment("presenter", presenterLink(.delegate), "delegate")
            + facts.assignment("interactor", interactorLinks.first { $0.role == .output }, "presenter")
        statements += spec.services.map { "interactor.\($0.property) = \($0.property)" }
        if routes { statements += facts.assignment("router", routerLink, "view") }
        statements.append("return presenter")
        let view = spec.platform == .swiftui ? "model" : "viewController"
        return [
            "name": .string(routerName),
            "viewProperty": .string(routerLink.storedProperty),
            "viewName": .string(routerLink.name),
            "assembleSignature": TemplateValue(LineWrapping.lines(
                "static func assemble(", ["view: some \(name(.view))"] + parameters, ") -> \(presenterName) {", indent: 4)),
            "createSignature": TemplateValue(LineWrapping.lines(
                facts.viewEntryPointPrefix + "static func create(", parameters,
                ") -> \(spec.platform == .swiftui ? actor("Screen") : "UIViewController") {", indent: 4)),
            "assembleCall": TemplateValue(LineWrapping.lines(
                "assemble(", ["view: \(view)"] + facts.dependencyArguments, ")", indent: 8)),
            "statements": .array(statements.map { .string($0) }),
            "routes": facts.implementations(spec.members(of: .routes), in: routerName, todo: "Navigate."),
        ]
    }

    var viewContext: TemplateObject {
        [
            "controllerName": .string(actor("ViewController")),
            "screenName": .string(actor("Screen")),
            "screenModelName": .string(actor("ScreenModel")),
            "presenterProperty": .string(links(of: .view)[0].storedProperty),
            "displays": facts.implementations(spec.members(of: .view), in: viewClassName, todo: "Update the UI.", isViewLayer: true),
        ]
    }
}
