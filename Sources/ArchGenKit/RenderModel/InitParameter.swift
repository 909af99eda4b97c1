import ArchGenSpec

/// What an actor's `init` takes: a link, a service or a field of the input
/// injected through it (`optional: none`), in the order it stores them.
struct InitParameter: Equatable {
    /// The property and the argument label (`interactor`, `orderID`).
    var name: String
    /// The parameter's type: `any SignInInteraction`, `@escaping @Sendable (Bool) -> Void`.
    var type: String
    /// The protocol a link points to (the assembly creates its implementer first); nil for input and services.
    var target: String?
    /// The service a parameter is (its mock is what a test passes); nil for links and input.
    var service: String?
    /// The input's type, for a sample value in tests; nil for links and services.
    var inputType: TypeSyntax?

    /// `interactor: any SignInInteraction`.
    var declaration: String { DoubleMemberNaming.label(name) + ": " + type }
}

extension [InitParameter] {
    /// `init(interactor: any SignInInteraction, orderID: String) {` and its body;
    /// `superInit` (a view controller's `super.init(nibName: nil, bundle: nil)`) last. Empty without parameters.
    func initializer(superInit: String? = nil) -> [String] {
        guard !isEmpty else { return [] }
        return LineWrapping.lines("init(", map(\.declaration), ") {", indent: 4)
            + map { "    self.\($0.name) = \(SwiftIdentifier.escaped($0.name))" } + (superInit.map { ["    " + $0] } ?? []) + ["}"]
    }

    /// `SignInPresenter(interactor: interactor, orderID: orderID)` after `prefix`: a type built with its
    /// parameters, each argument `value(parameter)`, as lines; past 120 columns (at `indent`), one argument a line.
    func constructionLines(
        of type: String, prefix: String = "", indent: Int = 8, _ value: (InitParameter) -> String = { SwiftIdentifier.escaped($0.name) }
    ) -> [String] {
        LineWrapping.lines(prefix + type + "(", map { DoubleMemberNaming.label($0.name) + ": " + value($0) }, ")", indent: indent)
    }

    /// `constructionLines` as one value written after `prefix` at `indent` columns (a test's `sut = ...`).
    func construction(
        of type: String, prefix: String = "", indent: Int = 8, _ value: (InitParameter) -> String = { SwiftIdentifier.escaped($0.name) }
    ) -> String {
        String(constructionLines(of: type, prefix: prefix, indent: indent, value)
            .joined(separator: "\n" + String(repeating: " ", count: indent)).dropFirst(prefix.count))
    }
}

/// A field of the module's input as the actor keeping it stores it: set by
/// the assembly (`var orderID: String!`, `?`) or passed to its `init`
/// (`let orderID: String`, `var` where a protocol declares it).
struct InputProperty: Equatable {
    var field: FieldDeclaration
    var optionality: WiringSettings.Optionality
    /// The protocol that declares it (VIP's data store); nil when only its holder has it.
    var declaredIn: String?
    /// Declared `{ get }` (archgen.yml's `readOnly: true`): only its holder sets it.
    var isReadOnly = false

    var name: String { field.name }
    var isInjected: Bool { optionality == .nonOptional }

    /// The type stored: a closure loses its `@escaping`; set by the assembly, it is `!` or `?` unless optional already.
    var storedType: TypeSyntax {
        let type = DoubleTypeRules.withoutEscaping(field.type)
        switch optionality {
        case .nonOptional: return type
        case _ where DoubleTypeRules.isOptional(type): return type
        case .optional: return .optional(type)
        case .implicitlyUnwrapped: return .implicitlyUnwrapped(type)
        }
    }

    /// `var orderID: String!`, `let orderID: String`.
    var storedProperty: String {
        (isInjected && (declaredIn == nil || isReadOnly) ? "let " : "var ") + "\(SwiftIdentifier.escaped(name)): \(storedType)"
    }

    /// The requirement a protocol declares: `var orderID: String { get set }`, `{ get }` when read-only.
    var requirement: PropertyDeclaration { PropertyDeclaration(name: name, type: storedType, isSettable: !isReadOnly) }

    /// As a parameter of its holder's `init`: a closure `@escaping`, as the assembly's.
    var initParameter: InitParameter {
        InitParameter(name: name, type: DoubleTypeRules.escaping(field.type).description, inputType: field.type)
    }
}
