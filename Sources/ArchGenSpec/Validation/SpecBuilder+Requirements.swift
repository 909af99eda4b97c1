import ArchGenSource

/// What a member may say as a protocol requirement: Swift rejects `private`,
/// `final` or `class` there, a class-bound protocol (every role's) rejects
/// `mutating`, and a role is a list of methods the actors call on each other,
/// so initializers belong to services; a `static` one is the type's (a
/// router's factory).
extension SpecBuilder {
    /// The modifiers a requirement may carry.
    static let requirementModifiers: Set<String> = ["static", "mutating", "nonmutating", "nonisolated"]

    /// Checks `member`, written in `role` (nil for a service); false after an error.
    mutating func checkRequirement(_ member: Member, at node: YAMLNode, role: Role?) -> Bool {
        let declaration = member.declaration
        let modifiers: [String]
        switch declaration {
        case .method(let method): modifiers = method.modifiers
        case .property(let property): modifiers = property.modifiers
        }
        for modifier in modifiers where !Self.requirementModifiers.contains(modifier) {
            let at = location(ofWord: modifier, in: member.text, node: node)
            if modifier == "class" {
                error("a protocol requirement is 'static', not 'class'", at: at, hint: "write 'static' instead of 'class'")
            } else {
                error("'\(modifier)' cannot be used on a protocol requirement", at: at, hint: "remove '\(modifier)'")
            }
            return false
        }
        if let role {
            if case .method(let method) = declaration, method.isInitializer {
                error("'\(role.key)' lists methods the module's actors call; an initializer belongs to a service",
                      at: node.location, hint: "move it to a service")
                return false
            }
            for modifier in ["mutating", "nonmutating"] where modifiers.contains(modifier) {
                error("'\(modifier)' cannot be used in '\(role.key)': its protocol is class-bound",
                      at: location(ofWord: modifier, in: member.text, node: node), hint: "remove '\(modifier)'")
                return false
            }
            // A static requirement (a router's factory, `static func createModule() -> UIViewController`) is the
            // type's, which the actors never call on each other: it cannot be async or nonisolated, as a call would need an actor.
            if modifiers.contains("static"), case .method(let method) = declaration, method.isAsync || modifiers.contains("nonisolated") {
                let word = method.isAsync ? "async" : "nonisolated"
                error("a static requirement of '\(role.key)' cannot be '\(word)'", at: location(ofWord: word, in: member.text, node: node),
                      hint: "remove '\(word)', or move it to a service")
                return false
            }
        }
        if case .method(let method) = declaration, let problem = Self.parameterProblem(in: method) {
            error(problem.message, at: location(ofWord: problem.word, in: member.text, node: node), hint: problem.hint)
            return false
        }
        let attributes: [String]
        switch declaration {
        case .method(let method): attributes = method.attributes
        case .property(let property): attributes = property.attributes
        }
        if attributes.contains("@MainActor"), modifiers.contains("nonisolated") {
            error("a requirement cannot be both '@MainActor' and 'nonisolated'", at: location(ofWord: "nonisolated", in: member.text, node: node),
                  hint: "keep one")
            return false
        }
        let resultType: TypeSyntax?
        switch declaration {
        case .method(let method): resultType = method.returnType
        case .property(let property): resultType = property.type
        }
        if let resultType, resultType.containsOpaqueType {
            error("a protocol requirement cannot return an opaque type ('some')",
                  at: location(ofWord: "some", in: member.text, node: node),
                  hint: "return an existential such as 'any P', or a concrete type")
            return false
        }
        return true
    }

    /// What Swift rejects in a parameter list: a name given twice, an unlabelled
    /// parameter after a variadic one (its arguments could not be told apart).
    static func parameterProblem(in method: MethodDeclaration) -> (message: String, word: String, hint: String)? {
        var names: Set<String> = []
        var afterVariadic = false
        for parameter in method.parameters {
            if parameter.name != "_", !names.insert(parameter.name).inserted {
                return ("parameter '\(parameter.name)' is named twice in '\(method.selector)'", parameter.name, "rename one of them")
            }
            if afterVariadic, parameter.label == nil {
                return ("a parameter after a variadic one needs a label", parameter.name, "give '\(parameter.name)' an argument label")
            }
            if parameter.isVariadic { afterVariadic = true }
        }
        return nil
    }

    /// Where `word` first stands as a whole word in a fragment node; its start otherwise.
    func location(ofWord word: String, in node: YAMLNode) -> SourceLocation {
        location(ofWord: word, in: node.scalar ?? "", node: node)
    }

    /// Where `word` first stands as a whole word in a fragment; the fragment's start otherwise.
    private func location(ofWord word: String, in text: String, node: YAMLNode) -> SourceLocation {
        Self.offset(of: word, in: text).map { location(ofOffset: $0, in: node) } ?? node.location
    }
}

extension TypeSyntax {
    /// Whether `some` appears anywhere in the type.
    var containsOpaqueType: Bool {
        switch self {
        case .opaque: return true
        case .nominal(let components): return components.contains { $0.genericArguments.contains(where: \.containsOpaqueType) }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped), .existential(let wrapped),
             .attributed(_, let wrapped), .metatype(let wrapped, _):
            return wrapped.containsOpaqueType
        case .dictionary(let key, let value): return key.containsOpaqueType || value.containsOpaqueType
        case .tuple(let elements): return elements.contains { $0.type.containsOpaqueType }
        case .function(let function):
            return function.returnType.containsOpaqueType || function.parameters.contains { $0.type.containsOpaqueType }
        case .composition(let parts): return parts.contains(where: \.containsOpaqueType)
        }
    }
}
