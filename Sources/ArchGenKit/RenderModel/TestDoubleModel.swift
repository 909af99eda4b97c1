import ArchGenSpec

/// Everything `Templates/shared/TestDouble.stencil` needs to write one spy or
/// mock: a pure value computed from a protocol's members.
///
///     let model = TestDoubleModel(
///         className: "SignInViewSpy", protocolName: "SignInView",
///         members: [try DeclarationParser.parseMember("updateLoading(loading: Bool)")],
///         isolation: .mainActor)
///     let swift = try template.render(["double": .object(model.templateContext)], loader: loader)
///
/// Initializer and `static` requirements are not supported: they are left
/// out, and the double will not compile against such a protocol.
public struct TestDoubleModel: Equatable, Sendable {
    /// How the double is isolated, following its protocol (styles.md, "Platforms").
    public enum Isolation: String, Equatable, Sendable {
        /// A view-facing protocol: `@MainActor final class XSpy: X`.
        case mainActor
        /// A service used across isolation: `final class XMock: X, @unchecked Sendable`.
        case sendable
        /// Neither: `final class XSpy: X`.
        case none
    }

    public enum Member: Equatable, Sendable {
        case method(DoubleMethod)
        case property(DoubleProperty)
    }

    public var className: String
    public var protocolName: String
    public var isolation: Isolation
    public var members: [Member]
    /// `reset()`, or `resetRecordings()` when the protocol itself requires a `reset()`.
    public var resetName: String

    public init(className: String, protocolName: String, members: [MemberDeclaration], isolation: Isolation) {
        self.className = className
        self.protocolName = protocolName
        self.isolation = isolation
        let supported = members.filter { member in
            switch member {
            case .method(let method): return !method.isInitializer && !method.isStatic
            case .property(let property): return !property.modifiers.contains("static") && !property.modifiers.contains("class")
            }
        }
        let methods = supported.compactMap { member -> MethodDeclaration? in
            if case .method(let method) = member { return method }
            return nil
        }
        var stems = DoubleMemberNaming.stems(of: methods)[...]
        self.members = supported.map { member in
            switch member {
            case .method(let method): return .method(DoubleMethod(method, stem: stems.removeFirst()))
            case .property(let property): return .property(DoubleProperty(property))
            }
        }
        let requiresReset = methods.contains { $0.name == "reset" && $0.parameters.isEmpty }
        resetName = requiresReset ? "resetRecordings" : "reset"
    }
}
