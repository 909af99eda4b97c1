import ArchGenSpec
import ArchGenTemplates

/// Each actor as its scaffold's template prints it.
extension ModuleModel {
    /// `name`, `kind` (`final class`, or `actor`), `isolation` (as the module's `isolation`, its own when its manifest says),
    /// `properties` (its links, its services, the input it keeps, the state its protocols declare,
    /// the tasks it keeps, its links to a platform type), `initializer` (for what is passed to its `init`),
    /// `deinit` (the tasks it cancels), `links` by the
    /// manifest's name (`links.view.stored`, `links.view.name`), and
    /// `methods` by protocol key (`methods.events`); `tests` for a tested actor.
    func context(of actor: StyleActor) -> TemplateObject {
        let name = typeName(of: actor), links = links(of: actor)
        let todo = actor.forwarding.mapValues { spec.text($0.todo) }
        // Every protocol it implements has a list, empty when the module does not declare it.
        var methods = TemplateObject(actor.implements.map { ($0, TemplateValue.array([])) })
        for implementation in implementations(of: actor) {
            let todo = todo[implementation.key] ?? "Implement."
            // The routes' actor navigates (`ModuleModel+RouteBodies`).
            methods[implementation.key] = implementation.key == style.protocolKey(of: .routes) && actor.key == routesActor?.key
                ? routeMethods(implementation.members, in: name, forward: implementation.forward, todo: todo)
                : facts.implementations(implementation.members, in: name, implementation.forward, todo: todo,
                                        protocolKey: implementation.key, isViewLayer: isView(actor), isolation: spec.isolation(of: actor))
        }
        var linkValues: TemplateObject = [:]
        for link in links {
            linkValues[link.key] = .object(["name": .string(link.name), "stored": .string(link.storedProperty), "type": .string(link.type)])
        }
        let input = inputProperties(of: actor).map(\.storedProperty)
        // The state its protocols declare, stored where it has an empty value (`PropertyImplementation`).
        // On a platform whose screen observes the actor, the state the view reads is observed too (`observedContext`).
        let stored = implementations(of: actor).flatMap(\.members).compactMap { member in
            PropertyImplementation.stored(member, in: name).map { (observed: actor.key == observedActor?.key && Self.isReadOnly(member), line: $0) }
        }
        let state = stored.filter { !$0.observed }.map(\.line)
        // The tasks it keeps (`ServiceTask`), cancelled at `deinit`.
        let tasks = implementations(of: actor).flatMap { implementation in
            implementation.members.compactMap { implementation.forward($0)?.task }
        }
        var context: TemplateObject = [
            "name": .string(name),
            // A Swift actor (`isolation: actor`) is declared `actor`; every other actor a final class.
            "kind": .string(actor.isolation == .actor ? "actor" : "final class"),
            // The type holding the entry point is public with it (`Access`).
            "access": .string(actor.key == style.assembly.holder ? facts.entryPointModifier : ""),
            "properties": .array((Self.constants(links.map(\.storedProperty) + input, of: actor) + state + tasks.map(\.storedProperty)
                + platformProperties(of: actor)).map { .string($0) }),
            "deinit": .array(tasks.map { .string($0.cancellation) }),
            "initializer": .array(initParameters(of: actor).initializer(superInit: isView(actor) && spec.platform == .uikit
                ? "super.init(nibName: nil, bundle: nil)" : nil).map { .string($0) }),
            "links": .object(linkValues),
            "methods": .object(methods),
            "opening": openingContext(of: actor),
            "isolation": facts.isolationContext(of: spec.isolation(of: actor)),
        ]
        for (key, value) in observedContext(of: actor, declared: stored.filter(\.observed).map(\.line)).pairs { context[key] = value }
        if isView(actor) {
            for (key, value) in viewContext(methods, name: name, links: links).pairs { context[key] = value }
        }
        if actor.isTested { context["tests"] = .object(testCase(of: actor).templateContext(kit: kit)) }
        return context
    }

    /// The test case of a tested actor: each forwarded call through its receiver's double, then the memory rules.
    func testCase(of actor: StyleActor) -> TestCaseModel {
        let name = typeName(of: actor), links = links(of: actor), parameters = initParameters(of: actor)
        if let missing = facts.parameterWithoutSample(parameters) {
            var model = TestCaseModel(className: name + "Tests", isMainActor: spec.isolation.isMainActor)
            model.note = "archgen cannot build a value of `\(missing.name): \(missing.type)` for the \(name)'s init: test it here."
            return model
        }
        var model = facts.testCase(name, links: links, parameters: parameters)
        let subject = facts.releasedSubject(name, parameters: parameters)
        model.tests = implementations(of: actor).flatMap { facts.forwardingTests($0.members, $0.forward, subject: subject) }
        model.tests += implementations(of: actor).flatMap { facts.propertyTests($0.members, in: name) }
        model.tests += inputTests(of: actor)
        model.tests += facts.memoryRuleTests(links, of: name)
        model.tests = recordingClosures(model.tests)
        return model.withoutUnreadDoubles()
    }

    /// Every scaffold type's name, by key (`types.viewController`).
    var typesContext: TemplateObject {
        TemplateObject(style.types.map { ($0.key, TemplateValue.string(typeName($0.key))) })
    }

    /// The SwiftUI view of the module (`shared/ObservingScreen`; `shared/Screen` for a model keeping
    /// no state): its name, its model's, what it is, its `body`.
    var screenContext: TemplateValue {
        let model = observedActor.map(typeName(of:)) ?? typeName(style.view.types[.swiftui] ?? view.typeKey)
        return facts.screenContext(name: typeName(style.view.screen ?? style.view.holder), modelName: model,
                                   doc: style.view.screenDoc, body: screenBody, dismisses: screenDismisses)
    }
}

extension ModuleModel {
    /// A Swift actor's services and input (`isolation: actor`), `Sendable` and passed to its `init`, are
    /// `nonisolated let`: read from outside it, as the assembly's tests do, without awaiting.
    static func constants(_ lines: [String], of actor: StyleActor) -> [String] {
        guard actor.isolation == .actor else { return lines }
        return lines.map { $0.hasPrefix("let ") ? "nonisolated " + $0 : $0 }
    }

    /// Whether `member` is a property the view only reads (`{ get }`): state a screen observes.
    static func isReadOnly(_ member: Member) -> Bool {
        if case .property(let property) = member.declaration { return !property.isSettable }
        return false
    }
}
