/// Prints a `TypeSyntax` the way a person writes Swift: single spaces, `, `
/// between elements, sugar kept (`[K: V]`, `T?`), parentheses only where needed.
///
/// A type is written into one string as it is walked: every requirement,
/// double and test of a module prints its types, and building a string
/// for each part of a type and joining them cost several times more.
enum TypeSyntaxPrinter {
    static func print(_ type: TypeSyntax) -> String {
        // Most types are one plain name (`String`, `Item`): returned as it is.
        if case .nominal(let components) = type, components.count == 1, components[0].genericArguments.isEmpty {
            return name(of: components[0])
        }
        var text = ""
        write(type, to: &text)
        return text
    }

    /// `throws`, `rethrows`, `throws(E)`.
    static func print(_ clause: ThrowsClause) -> String {
        var text = ""
        write(clause, to: &text)
        return text
    }

    /// ` async throws`: the effects with a leading space, or "".
    static func effects(isAsync: Bool, throwsClause: ThrowsClause?) -> String {
        var text = ""
        writeEffects(isAsync: isAsync, throwsClause: throwsClause, to: &text)
        return text
    }

    static func write(_ type: TypeSyntax, to text: inout String) {
        switch type {
        case .nominal(let components):
            for (index, component) in components.enumerated() {
                if index > 0 { text += "." }
                write(component, to: &text)
            }
        case .optional(let wrapped):
            writeOperand(wrapped, to: &text)
            text += "?"
        case .implicitlyUnwrapped(let wrapped):
            writeOperand(wrapped, to: &text)
            text += "!"
        case .array(let element):
            text += "["
            write(element, to: &text)
            text += "]"
        case .dictionary(let key, let value):
            text += "["
            write(key, to: &text)
            text += ": "
            write(value, to: &text)
            text += "]"
        case .tuple(let elements):
            writeList(elements, to: &text)
        case .function(let function):
            writeList(function.parameters, to: &text)
            writeEffects(isAsync: function.isAsync, throwsClause: function.throwsClause, to: &text)
            text += " -> "
            write(function.returnType, to: &text)
        case .attributed(let attributes, let base):
            for attribute in attributes { text += attribute + " " }
            write(base, to: &text)
        case .opaque(let constraint):
            text += "some "
            write(constraint, to: &text)
        case .existential(let constraint):
            text += "any "
            write(constraint, to: &text)
        case .metatype(let base, let kind):
            writeOperand(base, to: &text)
            text += "." + kind
        case .composition(let types):
            for (index, type) in types.enumerated() {
                if index > 0 { text += " & " }
                writeOperand(type, to: &text)
            }
        }
    }

    private static func write(_ clause: ThrowsClause, to text: inout String) {
        switch clause {
        case .untyped: text += "throws"
        case .rethrows: text += "rethrows"
        case .typed(let error):
            text += "throws("
            write(error, to: &text)
            text += ")"
        }
    }

    static func writeEffects(isAsync: Bool, throwsClause: ThrowsClause?, to text: inout String) {
        if isAsync { text += " async" }
        if let throwsClause {
            text += " "
            write(throwsClause, to: &text)
        }
    }

    /// A component's name, in backticks where it is a keyword; only lowercase
    /// words are keywords to escape (`Any` and `Self` are types here).
    private static func name(of component: NominalComponent) -> String {
        let startsUppercase = component.name.utf8.first.map { $0 >= 0x41 && $0 <= 0x5A } ?? false
        return startsUppercase || !SwiftIdentifier.needsBackticks(component.name) ? component.name : "`\(component.name)`"
    }

    private static func write(_ component: NominalComponent, to text: inout String) {
        text += name(of: component)
        guard !component.genericArguments.isEmpty else { return }
        text += "<"
        for (index, argument) in component.genericArguments.enumerated() {
            if index > 0 { text += ", " }
            write(argument, to: &text)
        }
        text += ">"
    }

    /// `(a: A, inout B, C...)`: a tuple's elements, or a function type's parameters.
    private static func writeList(_ elements: [TupleTypeElement], to text: inout String) {
        text += "("
        for (index, element) in elements.enumerated() {
            if index > 0 { text += ", " }
            if let label = element.label { text += label + ": " }
            if element.isInout { text += "inout " }
            write(element.type, to: &text)
            if element.isVariadic { text += "..." }
        }
        text += ")"
    }

    /// The operand of `?`, `!`, `.Type` or `&`: parenthesized when it would otherwise bind wrongly.
    private static func writeOperand(_ type: TypeSyntax, to text: inout String) {
        switch type {
        case .function, .attributed, .opaque, .existential, .composition:
            text += "("
            write(type, to: &text)
            text += ")"
        default:
            write(type, to: &text)
        }
    }
}
