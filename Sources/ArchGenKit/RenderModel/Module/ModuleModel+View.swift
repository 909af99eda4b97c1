import ArchGenSpec
import ArchGenTemplates

/// What the view's templates print besides its links and methods: the
/// published state its commands set (a SwiftUI screen model's, `ViewState`),
/// and the UIKit view controller's `viewDidLoad()` forwarded to the event of
/// that name.
extension ModuleModel {
    /// `state` (the property declarations), `methodsSettingState` (by protocol
    /// key, as `methods`: each command's body sets the state it carries) and,
    /// when the spec has the event, `viewDidLoad` (the call).
    func viewContext(_ methods: TemplateObject, name: String, links: [ModuleLink]) -> TemplateObject {
        let commands = implementations(of: view).map { implementation in
            (implementation, implementation.members.compactMap(\.method))
        }
        let state = ViewState(commands: commands.flatMap(\.1), taken: Set(links.map(\.name)))
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
            "state": .array(state.properties.map { .string($0.declaration) }),
            "methodsSettingState": .object(settingState),
        ]
        if let call = viewDidLoadCall(via: links) { context["viewDidLoad"] = .string(call) }
        if let test = startTestCase(name: name, links: links) { context["startTest"] = .object(test.templateContext(kit: kit)) }
        return context
    }
}
