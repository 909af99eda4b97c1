import ArchGenSpec
import ArchGenTemplates

/// The module's test doubles: the spies of its protocols, the mocks of its
/// services, what their file imports, and the values they return when a
/// test did not stub one (`Unstubbed`).
extension ModuleFacts {
    /// The spy of a module protocol, isolated like the protocol (`isolation`, the module's unless its manifest says otherwise):
    /// a Swift actor's protocol (`isSendable`) has a `Sendable` spy, which records behind a lock as a `Sendable` service's mock.
    func protocolDouble(
        _ protocolName: String, members: [MemberDeclaration], isolation: Isolation? = nil, isSendable: Bool = false
    ) -> TestDoubleModel {
        let isolation = isolation ?? spec.isolation
        var model = TestDoubleModel(
            className: naming.spyName(forProtocol: protocolName), protocolName: protocolName, members: members,
            isolation: isSendable ? .sendable : isolation.isMainActor ? .mainActor : .none, sample: unstubbedSample)
        model.isPreconcurrency = isolation == .preconcurrency
        return model
    }

    /// The mocks of the services.
    var serviceDoubles: [TestDoubleModel] {
        ownServices.map { service in
            TestDoubleModel(
                className: naming.mockName(forService: service.name), protocolName: service.name,
                members: service.members.map(\.declaration), isolation: isSendable(service) ? .sendable : .none,
                sample: unstubbedSample)
        }
    }

    /// What the doubles file renders, added to `context`: the `doubles`, its header (`doublesHeader`),
    /// and whether it ends with what records a failure (`notStubbed`, `shared/NotStubbed`).
    func addDoubles(_ doubles: [TestDoubleModel], to context: inout TemplateObject) {
        let recordsFailures = doubles.contains(where: \.recordsFailures)
        let imports = doubleImportLines(networking: membersUseURLLoading, recordsFailures: recordsFailures)
        context["doubles"] = .array(doubles.map { .object($0.templateContext) })
        context["doublesHeader"] = .object(["imports": .array(imports.map { .string($0) })])
        context["notStubbed"] = .bool(recordsFailures)
    }

    /// What the test doubles import: the module's types and the app module.
    /// A double that records behind a lock uses Foundation's `NSLock`: Foundation is imported then;
    /// doubles that record failures import the test kit.
    func doubleImportLines(networking: Bool, recordsFailures: Bool) -> [String] {
        let lines = importLines(networking: networking)
        let foundation = doublesUseLocks && !lines.contains("import Foundation") ? ["import Foundation"] : []
        let testKit = recordsFailures && !spec.imports.contains(kit.importName) ? ["import " + kit.importName] : []
        return foundation + lines + testKit + ["@testable import " + spec.appModule]
    }

    /// Whether a double records behind a lock: a `Sendable` service's mock, a
    /// static requirement of a service, a `nonisolated` requirement of a role.
    var doublesUseLocks: Bool {
        let services = ownServices.contains { service in
            isSendable(service) || service.members.contains { member in
                switch member.declaration {
                case .method(let method): return method.isStatic
                case .property(let property): return property.modifiers.contains("static")
                }
            }
        }
        return services || spec.listMembers.contains { $0.method?.modifiers.contains("nonisolated") == true }
    }

    /// The value a double's member returns when a test did not stub it, of `type`, for a
    /// member called `name`. Off the main actor, the spies of a main-actor module (whose
    /// `init()` is isolated to it) are not made.
    func unstubbedSample(of type: TypeSyntax, named name: String, isMainActor: Bool) -> String? {
        (isMainActor || !spec.isolation.isMainActor ? samples : offMainActorSamples).sample(of: type, named: name)
    }
}
