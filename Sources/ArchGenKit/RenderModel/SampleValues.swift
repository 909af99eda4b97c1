import ArchGenSpec

/// Values generated tests pass to the code under test: `"username"` for a
/// `String` named `username`, `Item(name: "name", ...)` for a known struct,
/// the double of a protocol. Nil when a type has no value archgen can build
/// (a generic parameter, an unknown type): the test that needs one is left out.
struct SampleValues {
    var catalog: TypeCatalog

    /// A sample of `type` for a parameter or field called `name`.
    func sample(of type: TypeSyntax, named name: String, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch type {
        case .nominal(let components):
            guard components.count == 1 else {
                guard let key = TypeCatalog.structKey(components) else { return nil }
                return sample(ofStruct: key, depth: depth)
            }
            return sample(ofNominal: components[0], named: name, depth: depth)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            return sample(of: wrapped, named: name, depth: depth + 1) ?? "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .existential(let base), .attributed(_, let base):
            return sample(of: base, named: name, depth: depth + 1)
        case .function(let function):
            guard function.returnType.isVoid, !function.parameters.contains(where: \.isInout) else { return nil }
            let parameters = function.parameters.map { _ in "_" }
            return parameters.isEmpty ? "{}" : "{ \(parameters.joined(separator: ", ")) in }"
        case .tuple(let elements) where elements.isEmpty:
            return "()"
        default:
            return nil
        }
    }

    private func sample(ofNominal component: NominalComponent, named name: String, depth: Int) -> String? {
        if StandardTypes.integers.contains(component.name) { return "1" }
        if StandardTypes.floatingPoints.contains(component.name) { return "1.5" }
        switch component.name {
        case "String", "Substring": return "\"\(name)\""
        case "Character": return "\"a\""
        case "Bool": return "true"
        case "Date": return "Date(timeIntervalSince1970: 0)"
        case "Data": return "Data()"
        case "URL": return "URL(fileURLWithPath: \"/\(name)\")"
        case "UUID": return "UUID()"
        case "Error": return "CancellationError()"
        case "Array", "Set": return "[]"
        case "Dictionary": return "[:]"
        case "Optional":
            guard let wrapped = component.genericArguments.first else { return nil }
            return sample(of: wrapped, named: name, depth: depth + 1) ?? "nil"
        default: break
        }
        guard component.genericArguments.isEmpty else { return nil }
        if let double = catalog.doubles[component.name] { return double + "()" }
        if let first = catalog.firstCase(ofEnum: component.name) { return component.name + "." + first }
        return sample(ofStruct: component.name, depth: depth)
    }

    /// `Item(name: "name", ...)`: a known struct built from samples of its fields.
    private func sample(ofStruct name: String, depth: Int) -> String? {
        guard let fields = catalog.fields(ofStruct: name) else { return nil }
        var arguments: [String] = []
        for field in fields {
            guard let value = sample(of: field.type, named: field.name, depth: depth + 1) else { return nil }
            arguments.append(field.name + ": " + value)
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }
}

extension TypeSyntax {
    /// `Void` or `()`.
    var isVoid: Bool {
        switch self {
        case .nominal(let components): return components.count == 1 && components[0].name == "Void"
        case .tuple(let elements): return elements.isEmpty
        default: return false
        }
    }
}
