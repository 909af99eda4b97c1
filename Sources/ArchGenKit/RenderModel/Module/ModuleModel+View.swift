import ArchGenSpec
import ArchGenTemplates

/// What the view's templates print besides its links and methods: the
/// published state its commands set (a SwiftUI screen model's, `ViewState`),
/// the UIKit view controller's `viewDidLoad()` forwarded to the event of
/// that name, and the SwiftUI screen's body (`ScreenBody`).
extension ModuleModel {
    /// `state` (the property declarations), `methodsSettingState` (by protocol
    /// key, as `methods`: each command's body sets the state it carries) and,
    /// when the spec has the event, `viewDidLoad` (the call).
    func viewContext(_ methods: TemplateObject, name: String, links: [ModuleLink]) -> TemplateObject {
        let commands = viewCommands
        let state = viewState(links: links)
        var settingState = methods
        for (implementation, commands) in commands {
            // `methods` has one value per command, in order.
            guard case .array(let values)? = methods[implementation.key], values.count == commands.count else { continue }
            settingState[implementation.key] = .array(zip(commands, values).map { command, value in
                guard let lines = state.assignments(of: command) else { return value }
                return MethodImplementation(declaration: MethodImplementation.implementation(command, in: name), body: lines).templateValue
            })
        }
        var context: TemplateObject = [
            "state": .array(state.properties.map { .string($0.declaration(spec.observation)) }),
            "methodsSettingState": .object(settingState),
            "navigation": TemplateValue(screenNavigationState),
        ]
        if let call = viewDidLoadCall(via: links) { context["viewDidLoad"] = .string(call) }
        for (key, value) in bindingsContext(name: name, links: links).pairs { context[key] = value }
        if let test = startTestCase(name: name, links: links) { context["startTest"] = .object(test.templateContext(kit: kit)) }
        if let test = screenStateTestCase(name: name, links: links) { context["stateTest"] = .object(test.templateContext(kit: kit)) }
        return context
    }

    /// The view's commands, by the protocol each implements.
    private var viewCommands: [(Implementation, [MethodDeclaration])] {
        implementations(of: view).map { implementation in (implementation, implementation.members.compactMap(\.method)) }
    }

    /// The state the view's commands set, in a view holding `links`.
    func viewState(links: [ModuleLink]) -> ViewState {
        ViewState(commands: viewCommands.flatMap(\.1), taken: Set(links.map(\.name)))
    }

    /// The screen's `body`: its model's state, the lifecycle events forwarded through the model's links
    /// and what the routes set shown (`screenModifiers`);
    /// an `async` one only to actors on the main actor, as the screen is (a nonisolated one would be sent
    /// off it, which Swift 6 rejects: the team starts it where it can).
    var screenBody: ScreenBody {
        if let observed = observedActor {
            let lifecycle = lifecycleCalls(on: "model").filter { spec.isolation.isMainActor || !$0.event.isAsync }
            return ScreenBody(state: observedState(of: observed), module: spec.module, lifecycle: screenModifiers(lifecycle))
        }
        let links = links(of: view)
        let lifecycle = lifecycleCalls(via: links, from: "model.").filter { spec.isolation.isMainActor || !$0.event.isAsync }
        return ScreenBody(state: viewState(links: links), module: spec.module, lifecycle: screenModifiers(lifecycle))
    }

    /// `presenter.viewDidLoad()`: each of the view's events (its `events` list)
    /// that is a lifecycle event (`ScreenLifecycle`), called on the link the view holds to them
    /// (`model.presenter.onAppear()` from the screen, whose model holds the link).
    func lifecycleCalls(via links: [ModuleLink], from holder: String = "") -> [(event: MethodDeclaration, call: String)] {
        guard let key = style.protocolKey(of: .events), let link = links.first(where: { $0.target == key }) else { return [] }
        return lifecycleCalls(on: holder + link.receiver)
    }

    /// `model.onAppear()`: each lifecycle event of the view's `events` list, called on `receiver`.
    func lifecycleCalls(on receiver: String) -> [(event: MethodDeclaration, call: String)] {
        guard let key = style.protocolKey(of: .events), spec.declaresProtocol(key) else { return [] }
        return facts.members(ofProtocol: key).compactMap(\.method).compactMap { method in
            guard ScreenLifecycle.isLifecycleEvent(method), let call = MethodImplementation.call(method, on: receiver) else { return nil }
            return (method, call)
        }
    }
}
