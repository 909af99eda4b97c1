import ArchGenSpec

/// `Self` in a requirement's types, as a final class implementing it writes
/// it: its own name (`-> Self` becomes `-> SignInPresenterSpy`).
extension TypeSyntax {
    /// This type with every `Self` replaced by `name`.
    func replacingSelf(with name: String) -> TypeSyntax {
        func replaced(_ type: TypeSyntax) -> TypeSyntax { type.replacingSelf(with: name) }
        switch self {
        case .nominal(let components):
            if components.count == 1, components[0].name == "Self", components[0].genericArguments.isEmpty {
                return .nominal([NominalComponent(name: name)])
            }
            return .nominal(components.map { NominalComponent(name: $0.name, genericArguments: $0.genericArguments.map(replaced)) })
        case .optional(let wrapped): return .optional(replaced(wrapped))
        case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(replaced(wrapped))
        case .array(let element): return .array(replaced(element))
        case .dictionary(let key, let value): return .dictionary(key: replaced(key), value: replaced(value))
        case .tuple(let elements):
            return .tuple(elements.map { TupleTypeElement(label: $0.label, type: replaced($0.type), isInout: $0.isInout, isVariadic: $0.isVariadic) })
        case .function(var function):
            function.parameters = function.parameters.map {
                TupleTypeElement(label: $0.label, type: replaced($0.type), isInout: $0.isInout, isVariadic: $0.isVariadic)
            }
            function.returnType = replaced(function.returnType)
            return .function(function)
        case .attributed(let attributes, let base): return .attributed(attributes: attributes, replaced(base))
        case .opaque(let base): return .opaque(replaced(base))
        case .existential(let base): return .existential(replaced(base))
        case .metatype(let base, let kind): return .metatype(replaced(base), kind: kind)
        case .composition(let parts): return .composition(parts.map(replaced))
        }
    }

    /// Whether `replacingSelf(with:)` would change the type: `Self`, alone, is
    /// in it. Walked without building anything.
    var mentionsSelf: Bool {
        switch self {
        case .nominal(let components):
            if components.count == 1, components[0].name == "Self", components[0].genericArguments.isEmpty { return true }
            return components.contains { $0.genericArguments.contains(where: \.mentionsSelf) }
        case .optional(let base), .implicitlyUnwrapped(let base), .array(let base), .attributed(_, let base), .opaque(let base),
             .existential(let base), .metatype(let base, _):
            return base.mentionsSelf
        case .dictionary(let key, let value): return key.mentionsSelf || value.mentionsSelf
        case .tuple(let elements): return elements.contains { $0.type.mentionsSelf }
        case .function(let function): return function.parameters.contains { $0.type.mentionsSelf } || function.returnType.mentionsSelf
        case .composition(let parts): return parts.contains(where: \.mentionsSelf)
        }
    }
}

extension MethodDeclaration {
    /// The method with every `Self` in its types replaced: a final class implements `-> Self` as `-> ClassName`.
    func replacingSelf(with className: String) -> MethodDeclaration {
        var method = self
        for index in method.parameters.indices {
            method.parameters[index].type = method.parameters[index].type.replacingSelf(with: className)
        }
        method.returnType = method.returnType?.replacingSelf(with: className)
        return method
    }

    /// Whether a parameter's type or the result is, or contains, `Self`.
    var mentionsSelf: Bool {
        parameters.contains { $0.type.mentionsSelf } || (returnType?.mentionsSelf ?? false)
    }
}

extension MemberDeclaration {
    /// Whether a type of the member is, or contains, `Self`.
    var mentionsSelf: Bool {
        switch self {
        case .method(let method): return method.mentionsSelf
        case .property(let property): return property.type.mentionsSelf
        }
    }
}
