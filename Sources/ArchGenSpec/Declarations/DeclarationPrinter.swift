/// Canonical Swift text of parsed members, as a protocol requirement is written:
/// `@MainActor func load<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T where T: Sendable`,
/// `var name: String { get set }`.
extension MemberDeclaration: CustomStringConvertible {
    package var description: String {
        switch self {
        case .method(let method): return method.description
        case .property(let property): return property.description
        }
    }

    /// The member as a protocol declares it: a method without default values,
    /// which Swift does not allow on a requirement.
    package var requirementDescription: String {
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
    package var signatureKey: String {
        var text = ""
        switch self {
        case .method(let method):
            if method.isStatic { text += "static " }
            writeEscaped(method.name, to: &text)
            if let failability = method.failability { text += failability.rawValue }
            text += "("
            for (index, parameter) in method.parameters.enumerated() {
                if index > 0 { text += ", " }
                if let label = parameter.label { writeEscaped(label, to: &text) } else { text += "_" }
                text += ": "
                MethodDeclaration.writeTypeText(of: parameter, to: &text)
            }
            text += ")"
        case .property(let property):
            if property.modifiers.contains("static") || property.modifiers.contains("class") { text += "static " }
            text += "var "
            writeEscaped(property.name, to: &text)
        }
        return text
    }
}

extension MethodDeclaration: CustomStringConvertible {
    package var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// `description`, written into `text`: each part appended where it goes,
    /// not built apart and joined (every requirement, double and scaffold prints its methods).
    func write(to text: inout String) {
        writePrefix(attributes: attributes, modifiers: modifiers, to: &text)
        if isInitializer {
            text += "init"
            if let failability { text += failability.rawValue }
        } else {
            text += "func "
            writeEscaped(name, to: &text)
        }
        if !genericParameters.isEmpty {
            text += "<"
            for (index, generic) in genericParameters.enumerated() {
                if index > 0 { text += ", " }
                text += generic.description
            }
            text += ">"
        }
        text += "("
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { text += ", " }
            parameter.write(to: &text)
        }
        text += ")"
        if isAsync || throwsClause != nil { TypeSyntaxPrinter.writeEffects(isAsync: isAsync, throwsClause: throwsClause, to: &text) }
        if let returnType {
            text += " -> "
            TypeSyntaxPrinter.write(returnType, to: &text)
        }
        if !whereRequirements.isEmpty {
            text += " where "
            for (index, requirement) in whereRequirements.enumerated() {
                if index > 0 { text += ", " }
                text += requirement
            }
        }
    }

    /// `static` or `class`.
    package var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    /// `inout Int`, `Any...`, `consuming Token`: a parameter's type as written after its colon.
    static func typeText(of parameter: ParameterDeclaration) -> String {
        if !parameter.isInout, parameter.ownership == nil, !parameter.isVariadic { return parameter.type.description }
        var text = ""
        writeTypeText(of: parameter, to: &text)
        return text
    }

    static func writeTypeText(of parameter: ParameterDeclaration, to text: inout String) {
        if parameter.isInout { text += "inout " }
        if let ownership = parameter.ownership { text += ownership + " " }
        TypeSyntaxPrinter.write(parameter.type, to: &text)
        if parameter.isVariadic { text += "..." }
    }
}

extension ParameterDeclaration: CustomStringConvertible {
    /// `_ value: Any?`, `forKey defaultName: String`, `username: String`, `separator: String = " "`.
    package var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    func write(to text: inout String) {
        switch label {
        case nil:
            if name == "_" {
                text += "_"
            } else {
                text += "_ "
                writeEscaped(name, to: &text)
            }
        case name?:
            if Self.escapedLabel(name) == name { text += name } else { writeEscaped(name, to: &text) }
        case let label?:
            text += Self.escapedLabel(label)
            text += " "
            writeEscaped(name, to: &text)
        }
        text += ": "
        MethodDeclaration.writeTypeText(of: self, to: &text)
        if let defaultValue { text += " = " + defaultValue }
    }

    /// An argument label may be any keyword but `inout`, `var` and `let`.
    package static func escapedLabel(_ label: String) -> String {
        switch label {
        case "inout", "var", "let": return "`\(label)`"
        default: return label
        }
    }
}

extension GenericParameter: CustomStringConvertible {
    package var description: String { name + (constraint.map { ": \($0)" } ?? "") }
}

extension PropertyDeclaration: CustomStringConvertible {
    /// `var name: Type { get }`, `{ get set }`, `{ get async throws }`.
    package var description: String {
        var text = ""
        writePrefix(attributes: attributes, modifiers: modifiers, to: &text)
        text += "var "
        writeEscaped(name, to: &text)
        text += ": "
        TypeSyntaxPrinter.write(type, to: &text)
        text += " { get"
        TypeSyntaxPrinter.writeEffects(isAsync: isAsync, throwsClause: throwsClause, to: &text)
        text += isSettable ? " set }" : " }"
        return text
    }
}

extension FieldDeclaration: CustomStringConvertible {
    /// `name: Type`
    package var description: String {
        var text = ""
        writeEscaped(name, to: &text)
        return text + ": " + type.description
    }
}

/// Each attribute and modifier, each followed by a space.
private func writePrefix(attributes: [String], modifiers: [String], to text: inout String) {
    for word in attributes { text += word + " " }
    for word in modifiers { text += word + " " }
}

/// A name, in backticks only where Swift requires them (`` `default` ``, but `open`).
private func writeEscaped(_ name: String, to text: inout String) {
    if SwiftIdentifier.needsBackticks(name) { text += "`" + name + "`" } else { text += name }
}
