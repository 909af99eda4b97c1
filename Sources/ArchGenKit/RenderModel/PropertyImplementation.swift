import ArchGenSpec

/// A property of a role list (`var isLoading: Bool { get }`, a view model's
/// state the view reads, or `var reloadTableViewClosure: (() -> Void)? { get set }`,
/// a closure the view sets) as a scaffold declares it.
///
/// Where the type has an obvious empty value (`nil`, `false`, `0`, `""`, `[]`,
/// `[:]`: `MethodImplementation.defaultValue`), a stored `var` that starts with
/// it, `private(set)` when the protocol only reads it: the actor sets its own
/// state. It is printed with the actor's stored properties (`properties`), since
/// Swift keeps stored properties out of extensions. Any other property (no
/// empty value, an `async` or `throws` getter, a `static` or `nonisolated` one,
/// one inside `#if canImport`) is computed and left visibly to the team: a TODO
/// and `fatalError`, as a method's result without a simplest value is. Never a
/// made-up value.
enum PropertyImplementation {
    /// `private(set) var isLoading: Bool = false`; nil when the property is computed.
    static func stored(_ member: Member, in className: String) -> String? {
        guard case .property(let property) = member.declaration, PlatformGuard.framework(of: member.declaration) == nil,
              property.modifiers.isEmpty, !property.isAsync, property.throwsClause == nil
        else { return nil }
        let type = property.type.replacingSelf(with: className)
        guard let empty = MethodImplementation.defaultValue(of: type) else { return nil }
        let access = property.isSettable ? "" : "private(set) "
        let initial = DoubleTypeRules.isOptional(type) ? "" : " = " + empty
        return (property.attributes + [access + "var \(SwiftIdentifier.escaped(property.name)): \(type)\(initial)"])
            .joined(separator: " ")
    }

    /// The property computed, its getter a TODO (and its setter, when it has one).
    static func computed(_ property: PropertyDeclaration, in className: String) -> MethodImplementation {
        let type = property.type.replacingSelf(with: className)
        let declaration = (property.attributes + property.modifiers + ["var \(SwiftIdentifier.escaped(property.name)): \(type)"])
            .joined(separator: " ")
        let todo = ["// TODO: Return its value.", "fatalError(\"\\(#function) is not implemented yet\")"]
        guard property.isSettable else {
            let effects = (property.isAsync ? " async" : "") + (property.throwsClause.map(throwsText) ?? "")
            return MethodImplementation(
                declaration: declaration, body: effects.isEmpty ? todo : ["get\(effects) {"] + todo.map { "    " + $0 } + ["}"])
        }
        return MethodImplementation(
            declaration: declaration,
            body: ["get {"] + todo.map { "    " + $0 } + ["}", "set {", "    // TODO: Keep the new value.", "}"])
    }

    /// ` throws`, or ` throws(E)`.
    private static func throwsText(_ clause: ThrowsClause) -> String {
        if case .typed(let error) = clause { return " throws(\(error))" }
        return " throws"
    }
}
