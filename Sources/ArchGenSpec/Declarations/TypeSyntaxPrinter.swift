/// Prints a `TypeSyntax` the way a person writes Swift: single spaces, `, `
/// between elements, sugar kept (`[K: V]`, `T?`), parentheses only where needed.
enum TypeSyntaxPrinter {
    static func print(_ type: TypeSyntax) -> String {
        switch type {
        case .nominal(let components):
            // Most types are one plain name (`String`, `Item`): printed without building a list.
            if components.count == 1 { return component(components[0]) }
            return components.map(component).joined(separator: ".")
        case .optional(let wrapped):
            return postfixOperand(wrapped) + "?"
        case .implicitlyUnwrapped(let wrapped):
            return postfixOperand(wrapped) + "!"
        case .array(let element):
            return "[\(print(element))]"
        case .dictionary(let key, let value):
            return "[\(print(key)): \(print(value))]"
        case .tuple(let elements):
            return "(" + elements.map(element).joined(separator: ", ") + ")"
        case .function(let function):
            return functionType(function)
        case .attributed(let attributes, let base):
            return (attributes + [print(base)]).joined(separator: " ")
        case .opaque(let constraint):
            return "some " + print(constraint)
        case .existential(let constraint):
            return "any " + print(constraint)
        case .metatype(let base, let kind):
            return postfixOperand(base) + "." + kind
        case .composition(let types):
            return types.map { compositionOperand($0) }.joined(separator: " & ")
        }
    }

    /// `throws`, `rethrows`, `throws(E)`.
    static func print(_ clause: ThrowsClause) -> String {
        switch clause {
        case .untyped: return "throws"
        case .rethrows: return "rethrows"
        case .typed(let error): return "throws(\(print(error)))"
        }
    }

    /// ` async throws`: the effects with a leading space, or "".
    static func effects(isAsync: Bool, throwsClause: ThrowsClause?) -> String {
        (isAsync ? " async" : "") + (throwsClause.map { " " + print($0) } ?? "")
    }

    private static func component(_ component: NominalComponent) -> String {
        // Only lowercase words are keywords to escape (`Any` and `Self` are types here).
        let startsUppercase = component.name.utf8.first.map { $0 >= 0x41 && $0 <= 0x5A } ?? false
        let isPlain = startsUppercase || !SwiftIdentifier.needsBackticks(component.name)
        let name = isPlain ? component.name : "`\(component.name)`"
        guard !component.genericArguments.isEmpty else { return name }
        return name + "<" + component.genericArguments.map(print).joined(separator: ", ") + ">"
    }

    private static func element(_ element: TupleTypeElement) -> String {
        (element.label.map { $0 + ": " } ?? "") + (element.isInout ? "inout " : "") + print(element.type)
            + (element.isVariadic ? "..." : "")
    }

    private static func functionType(_ function: FunctionTypeSyntax) -> String {
        "(" + function.parameters.map(element).joined(separator: ", ") + ")"
            + effects(isAsync: function.isAsync, throwsClause: function.throwsClause) + " -> " + print(function.returnType)
    }

    /// The operand of `?`, `!`, `.Type`: parenthesized when it would otherwise bind wrongly.
    private static func postfixOperand(_ type: TypeSyntax) -> String {
        switch type {
        case .function, .attributed, .opaque, .existential, .composition: return "(\(print(type)))"
        default: return print(type)
        }
    }

    private static func compositionOperand(_ type: TypeSyntax) -> String {
        switch type {
        case .function, .attributed, .opaque, .existential, .composition: return "(\(print(type)))"
        default: return print(type)
        }
    }
}
