/// Canonical Swift text of parsed members, as a protocol requirement is written:
/// `@MainActor func load<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T where T: Sendable`,
/// `var name: String { get set }`.
extension MemberDeclaration: CustomStringConvertible {
    public var description: String {
        switch self {
        case .method(let method): return method.description
        case .property(let property): return property.description
        }
    }

    /// The member as a protocol declares it: a method without default values,
    /// which Swift does not allow on a requirement.
    public var requirementDescription: String {
        guard case .method(var method) = self, method.parameters.contains(where: { $0.defaultValue != nil }) else { return description }
        for index in method.parameters.indices { method.parameters[index].defaultValue = nil }
        return method.description
    }

    /// What makes two requirements of one protocol the same declaration: for a
    /// method its static-ness, name, argument labels and parameter types (not
    /// internal names, defaults, effects, attributes, nor the result type: Swift
    /// accepts overloads on the result type alone, but every call to them is
    /// ambiguous without a type annotation, and their test doubles would collide);
    /// for a property its static-ness and name.
    /// `signIn(username: String)` and `func signIn(username name: String)` have the same key.
    public var signatureKey: String {
        switch self {
        case .method(let method):
            let parameters = method.parameters.map { parameter in
                (parameter.label.map(escapedName) ?? "_") + ": " + MethodDeclaration.typeText(of: parameter)
            }
            return (method.isStatic ? "static " : "") + escapedName(method.name)
                + (method.failability?.rawValue ?? "") + "(" + parameters.joined(separator: ", ") + ")"
        case .property(let property):
            return (property.modifiers.contains("static") || property.modifiers.contains("class") ? "static " : "")
                + "var " + escapedName(property.name)
        }
    }
}

extension MethodDeclaration: CustomStringConvertible {
    public var description: String {
        var text = prefix(attributes: attributes, modifiers: modifiers)
        if isInitializer {
            text += "init" + (failability?.rawValue ?? "")
        } else {
            text += "func " + escapedName(name)
        }
        if !genericParameters.isEmpty {
            text += "<" + genericParameters.map(\.description).joined(separator: ", ") + ">"
        }
        text += "("
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { text += ", " }
            text += parameter.description
        }
        text += ")"
        if isAsync || throwsClause != nil { text += TypeSyntaxPrinter.effects(isAsync: isAsync, throwsClause: throwsClause) }
        if let returnType { text += " -> " + returnType.description }
        if !whereRequirements.isEmpty { text += " where " + whereRequirements.joined(separator: ", ") }
        return text
    }

    /// `static` or `class`.
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    /// `inout Int`, `Any...`, `consuming Token`: a parameter's type as written after its colon.
    static func typeText(of parameter: ParameterDeclaration) -> String {
        if !parameter.isInout, parameter.ownership == nil, !parameter.isVariadic { return parameter.type.description }
        return (parameter.isInout ? "inout " : "") + (parameter.ownership.map { $0 + " " } ?? "") + parameter.type.description
            + (parameter.isVariadic ? "..." : "")
    }
}

extension ParameterDeclaration: CustomStringConvertible {
    /// `_ value: Any?`, `forKey defaultName: String`, `username: String`, `separator: String = " "`.
    public var description: String {
        let names: String
        switch label {
        case nil: names = name == "_" ? "_" : "_ " + escapedName(name)
        case name?: names = Self.escapedLabel(name) == name ? name : escapedName(name)
        case let label?: names = Self.escapedLabel(label) + " " + escapedName(name)
        }
        return names + ": " + MethodDeclaration.typeText(of: self) + (defaultValue.map { " = " + $0 } ?? "")
    }

    /// An argument label may be any keyword but `inout`, `var` and `let`.
    static func escapedLabel(_ label: String) -> String {
        ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
    }
}

extension GenericParameter: CustomStringConvertible {
    public var description: String { name + (constraint.map { ": \($0)" } ?? "") }
}

extension PropertyDeclaration: CustomStringConvertible {
    /// `var name: Type { get }`, `{ get set }`, `{ get async throws }`.
    public var description: String {
        prefix(attributes: attributes, modifiers: modifiers) + "var " + escapedName(name) + ": " + type.description
            + " { get" + TypeSyntaxPrinter.effects(isAsync: isAsync, throwsClause: throwsClause) + (isSettable ? " set }" : " }")
    }
}

extension FieldDeclaration: CustomStringConvertible {
    /// `name: Type`
    public var description: String { escapedName(name) + ": " + type.description }
}

private func prefix(attributes: [String], modifiers: [String]) -> String {
    if attributes.isEmpty && modifiers.isEmpty { return "" }
    return (attributes + modifiers).map { $0 + " " }.joined()
}

/// A name in backticks only where Swift requires them (`` `default` ``, but `open`).
private func escapedName(_ name: String) -> String {
    SwiftIdentifier.needsBackticks(name) ? "`\(name)`" : name
}
