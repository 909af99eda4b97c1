import ArchGenSpec

/// How a double stores, passes and names the types of a requirement's
/// parameters and results.
enum DoubleTypeRules {
    /// Whether `type` is a closure the caller may not let escape: a function
    /// type without `@escaping` (an optional closure escapes by definition).
    static func isNonEscapingClosure(_ type: TypeSyntax) -> Bool {
        switch type {
        case .function: return true
        case .attributed(let attributes, let base):
            return !attributes.contains("@escaping") && isNonEscapingClosure(base)
        default: return false
        }
    }

    /// Whether `type` mentions one of `generics` or an opaque `some P`: such a
    /// value is recorded as `Any`, since the double's stored properties cannot
    /// be generic.
    static func isErased(_ type: TypeSyntax, generics: Set<String>) -> Bool {
        switch type {
        case .nominal(let components):
            if let first = components.first, generics.contains(first.name) { return true }
            return components.contains { $0.genericArguments.contains { isErased($0, generics: generics) } }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            return isErased(wrapped, generics: generics)
        case .dictionary(let key, let value):
            return isErased(key, generics: generics) || isErased(value, generics: generics)
        case .tuple(let elements):
            return elements.contains { isErased($0.type, generics: generics) }
        case .function(let function):
            return function.parameters.contains { isErased($0.type, generics: generics) }
                || isErased(function.returnType, generics: generics)
        case .attributed(_, let base), .existential(let base), .metatype(let base, _):
            return isErased(base, generics: generics)
        case .opaque: return true
        case .composition(let types): return types.contains { isErased($0, generics: generics) }
        }
    }

    /// A closure parameter whose value is stored: `@escaping` added to a bare function type.
    static func escaping(_ type: TypeSyntax) -> TypeSyntax {
        switch type {
        case .function: return .attributed(attributes: ["@escaping"], type)
        case .attributed(let attributes, .function) where !attributes.contains("@escaping"):
            guard case .attributed(_, let base) = type else { return type }
            return .attributed(attributes: ["@escaping"] + attributes, base)
        default: return type
        }
    }

    /// `@escaping` only means something on a parameter: a stored closure escapes anyway.
    static func withoutEscaping(_ type: TypeSyntax) -> TypeSyntax {
        guard case .attributed(let attributes, let base) = type else { return type }
        let kept = attributes.filter { $0 != "@escaping" }
        return kept.isEmpty ? base : .attributed(attributes: kept, base)
    }

    /// The type a recorded argument is stored as: `Any` when generic, `[T]`
    /// for `T...`, the value of an `inout`, without `@escaping`, `T?` for `T!`
    /// (which cannot be an array element or a tuple element).
    static func recordedType(of parameter: ParameterDeclaration, generics: Set<String>) -> TypeSyntax {
        if isErased(parameter.type, generics: generics) { return .nominal([NominalComponent(name: "Any")]) }
        var type = withoutEscaping(parameter.type)
        if case .implicitlyUnwrapped(let wrapped) = type { type = .optional(wrapped) }
        return parameter.isVariadic ? .array(type) : type
    }

    /// `T?` for a property that holds a value which may be absent: an optional
    /// stays as it is (`T?`, not `T??`), an implicitly unwrapped `T!` becomes `T?`.
    static func optional(_ type: TypeSyntax) -> TypeSyntax {
        switch type {
        case .optional: return type
        case .implicitlyUnwrapped(let wrapped): return .optional(wrapped)
        default: return .optional(type)
        }
    }

    /// Whether a value of `type` may be nil.
    static func isOptional(_ type: TypeSyntax) -> Bool {
        switch type {
        case .optional, .implicitlyUnwrapped: return true
        default: return false
        }
    }

    /// A parameter's type inside the `<stem>Closure` type: `inout T`, `[T]`
    /// for `T...`, `T?` for `T!`, `Any` when generic; attributes (`@escaping`) kept.
    static func closureParameter(of parameter: ParameterDeclaration, generics: Set<String>) -> TupleTypeElement {
        if isErased(parameter.type, generics: generics) {
            return TupleTypeElement(type: .nominal([NominalComponent(name: "Any")]), isInout: parameter.isInout)
        }
        var type = parameter.type
        if case .implicitlyUnwrapped(let wrapped) = type { type = .optional(wrapped) }
        return TupleTypeElement(type: parameter.isVariadic ? .array(type) : type, isInout: parameter.isInout)
    }
}

extension DoubleTypeRules {
    /// `[]` or `[:]` for a collection (an array, a set, a dictionary), which a
    /// double can start empty; nil for any other type.
    static func emptyValue(of type: TypeSyntax) -> String? {
        switch type {
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .nominal(let components) where components.count == 1:
            switch (components[0].name, components[0].genericArguments.count) {
            case ("Array", 1), ("Set", 1), ("ContiguousArray", 1), ("ArraySlice", 1): return "[]"
            case ("Dictionary", 2): return "[:]"
            default: return nil
            }
        default: return nil
        }
    }
}
