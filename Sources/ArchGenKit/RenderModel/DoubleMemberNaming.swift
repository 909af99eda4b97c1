import ArchGenSource
import ArchGenSpec

/// Sourcery AutoMockable names for the members of a test double.
///
/// The stem of a method is its base name followed by each external label,
/// capitalised: `signIn(username:)` → `signInUsername`, `set(_:forKey:)` →
/// `setForKey`, `start()` → `start`. Only methods whose stems collide get
/// their parameter types appended (`fetchIdInt`, `fetchIdString`).
package enum DoubleMemberNaming {
    /// `signIn(username:)` → `signInUsername`; keywords need no backticks
    /// inside a longer name (`move(in:)` → `moveIn`).
    package static func baseStem(of method: MethodDeclaration) -> String {
        var stem = method.name
        for parameter in method.parameters { if let label = parameter.label { stem += Casing.upperFirst(label) } }
        return stem
    }

    /// The stems of `methods`, in order, unique: colliding stems get their
    /// parameter types appended, and a number if even those collide.
    package static func stems(of methods: [MethodDeclaration]) -> [String] {
        let bases = methods.map(baseStem)
        var counts: [String: Int] = [:]
        for base in bases { counts[base, default: 0] += 1 }
        var stems = zip(methods, bases).map { method, base in
            counts[base]! > 1 ? base + method.parameters.map(typeName).joined() : base
        }
        var seen: [String: Int] = [:]
        for index in stems.indices {
            seen[stems[index], default: 0] += 1
            if seen[stems[index]]! > 1 { stems[index] += String(seen[stems[index]]!) }
        }
        return stems
    }

    /// `signInUsername` + `Username` for a recorded argument.
    package static func receivedName(stem: String, parameterName: String) -> String {
        stem + "Received" + Casing.upperFirst(parameterName)
    }

    /// `name` → `underlyingName`.
    package static func underlyingName(of property: String) -> String {
        "underlying" + Casing.upperFirst(property)
    }

    /// A test's local for the parameter at `index`: its name, or `valueN` for `_`, with `Value` appended while
    /// `taken` has it (the locals a test reads: `sut`, its doubles), which it then joins.
    static func testLocal(of parameter: ParameterDeclaration, at index: Int, taken: inout Set<String>) -> String {
        var local = parameter.name == "_" ? "value\(index)" : parameter.name
        while taken.contains(local) { local += "Value" }
        taken.insert(local)
        return local
    }

    /// A parameter's name inside the double: its own, or `argN` for `_`
    /// (the double has to refer to every argument).
    static func internalName(of parameter: ParameterDeclaration, at index: Int) -> String {
        parameter.name == "_" ? "arg\(index)" : parameter.name
    }

    /// `default` → `` `default` `` where a name is used on its own.
    static func escaped(_ name: String) -> String {
        SwiftIdentifier.needsBackticks(name) ? "`\(name)`" : name
    }

    /// A tuple label or argument label: any keyword but `inout`, `var` and `let` as it is.
    static func label(_ name: String) -> String {
        ParameterDeclaration.escapedLabel(name)
    }

    /// A parameter's type as identifier characters, for overloaded stems:
    /// `Int`, `[String: Int]?` → `DictionaryStringIntOptional`.
    static func typeName(_ parameter: ParameterDeclaration) -> String {
        (parameter.isInout ? "Inout" : "") + typeName(parameter.type) + (parameter.isVariadic ? "Variadic" : "")
    }

    static func typeName(_ type: TypeSyntax) -> String {
        switch type {
        case .nominal(let components):
            return components.map { component in
                identifierCharacters(component.name) + component.genericArguments.map(typeName).joined()
            }.joined()
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return typeName(wrapped) + "Optional"
        case .array(let element): return "Array" + typeName(element)
        case .dictionary(let key, let value): return "Dictionary" + typeName(key) + typeName(value)
        case .tuple(let elements): return elements.isEmpty ? "Void" : "Tuple" + elements.map { typeName($0.type) }.joined()
        case .function(let function):
            return "Closure" + function.parameters.map { typeName($0.type) }.joined() + "To" + typeName(function.returnType)
        case .attributed(_, let base): return typeName(base)
        case .opaque(let base): return "Some" + typeName(base)
        case .existential(let base): return "Any" + typeName(base)
        case .metatype(let base, let kind): return typeName(base) + kind
        case .composition(let types): return types.map(typeName).joined(separator: "And")
        }
    }

    private static func identifierCharacters(_ name: String) -> String {
        Casing.upperFirst(String(name.unicodeScalars.filter { $0.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }.map(Character.init)))
    }
}
