import ArchGenSpec
import ArchGenTemplates

/// The actor a screen observes itself (`observes: {swiftui: viewModel}`,
/// MVVM's view model on SwiftUI): one observable layer. The view has no type
/// and its protocol is not declared there; the commands the view's list would
/// send become the actor's own state (`ViewState`: each parameter a property,
/// `@Published` in an `ObservableObject`, plain in an `@Observable` class),
/// which the actor sets and the screen's `body` reads.
extension ModuleModel {
    /// The state of `actor` (the observed one): what the view's commands carry,
    /// named apart from the actor's links, services, input and methods.
    func observedState(of actor: StyleActor) -> ViewState {
        let commands = style.view.implements.flatMap { facts.members(ofProtocol: $0) }.compactMap(\.method)
        let methods = implementations(of: actor).flatMap(\.members).map(\.declaration.name)
        let taken = links(of: actor).map(\.name) + inputProperties(of: actor).map(\.name) + methods
        return ViewState(commands: commands, taken: Set(taken))
    }

    /// `observed`, `state` (its declarations, `@Published` in an `ObservableObject`) and `plainState`
    /// (without, where Combine is not) for the observed actor's template; nothing for another actor.
    func observedContext(of actor: StyleActor) -> TemplateObject {
        guard actor.key == observedActor?.key else { return [:] }
        let state = observedState(of: actor).properties
        return ["observed": .bool(true), "state": .array(state.map { .string($0.declaration(spec.observation)) }),
                "plainState": .array(state.map { .string($0.declaration(.observable)) }),
                "navigation": TemplateValue(screenNavigationState)]
    }

    /// The routes' actor's link to the observed actor, which holds where the screen navigates (MVVM's
    /// coordinator's `weak var viewModel`), set by the assembly: on SwiftUI, on the main actor, when a
    /// route opens a module or dismisses this one; nil otherwise.
    var observedModelLink: (name: String, type: String)? {
        guard spec.platform == .swiftui, spec.isolation.isMainActor, let observed = observedActor, routesActor != nil,
              !openedRoutes.isEmpty || spec.members(of: .routes).contains(where: Self.isDismissing) else { return nil }
        return (observed.key, typeName(of: observed))
    }
}
