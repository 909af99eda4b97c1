import ArchGenSpec

/// Values generated tests pass to the code under test, always declared with
/// their type (`let lines: [CartLine] = [CartLine(sku: "sku", quantity: 1)]`):
/// `"username"` for a `String` named `username`, `1` for any integer, a
/// struct built with its initializer, an enum's first case that can be built,
/// the double of a protocol, a closure that ignores its arguments. Nil when a
/// type has no value archgen can build (a generic parameter, a type it does
/// not know): the test, or the assertion, that needs one is left out.
struct SampleValues {
    var catalog: TypeCatalog

    /// A local that holds a sample: `let lines: [CartLine] = [...]`, `var value: Int = 1` for an `inout`;
    /// an initializer's arguments one a line when the line would pass 120 columns at `indent`.
    func declaration(_ name: String, of type: TypeSyntax, isVariable: Bool = false, indent: Int = 8) -> [String]? {
        guard let value = sample(of: type, named: name) else { return nil }
        let head = (isVariable ? "var " : "let ") + SwiftIdentifier.escaped(name) + ": \(Self.writtenType(of: type)) = "
        guard indent + head.count + value.count > LineWrapping.width, let (callee, arguments) = Self.call(value) else {
            return [head + value]
        }
        return LineWrapping.lines(head + callee + "(", arguments, ")", indent: indent)
    }

    /// `Item(name: "name", count: 1)` as `Item` and its arguments; nil for anything but a call.
    /// The delimiters are ASCII, so the value is split on its UTF-8 bytes (a sample can be long).
    static func call(_ value: String) -> (callee: String, arguments: [String])? {
        let utf8 = value.utf8
        guard value.hasSuffix(")"), let open = utf8.firstIndex(of: UInt8(ascii: "(")), open != value.startIndex,
              value[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        func argument(_ range: Range<String.Index>) -> String { String(value[range].drop { $0 == " " }) }
        var arguments: [String] = []
        var depth = 0
        var inString = false
        let end = utf8.index(before: utf8.endIndex)
        var start = utf8.index(after: open)
        var position = start
        while position < end {
            switch utf8[position] {
            case UInt8(ascii: "\""): inString.toggle()
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): if !inString { depth += 1 }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): if !inString { depth -= 1 }
            case UInt8(ascii: ",") where !inString && depth == 0:
                arguments.append(argument(start..<position))
                start = utf8.index(after: position)
            default: break
            }
            position = utf8.index(after: position)
        }
        guard depth == 0, start < end else { return nil }
        return (String(value[..<open]), arguments + [argument(start..<end)])
    }

    /// The type a local is declared with: `@escaping` left out (only parameters take it),
    /// `T!` as `T?`, an opaque `some P` as `any P` (Swift opens it when it is passed on), and a type
    /// that only an optional needed parentheses around (`(any Error)` of `(any Error)?`) without them.
    static func writtenType(of type: TypeSyntax) -> TypeSyntax {
        switch type {
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil && !elements[0].isInout
            && !elements[0].isVariadic:
            return writtenType(of: elements[0].type)
        case .implicitlyUnwrapped(let wrapped): return .optional(wrapped)
        case .opaque(let base): return .existential(base)
        case .attributed: return DoubleTypeRules.withoutEscaping(type)
        default: return type
        }
    }

    /// A sample of `type` for a parameter or field called `name`, valid where the type is known.
    func sample(of type: TypeSyntax, named name: String, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        let next = depth + 1
        switch type {
        case .nominal(let components):
            guard components.count == 1 else {
                guard let key = TypeCatalog.key(components) else { return nil }
                return sample(ofDeclared: key, named: name, depth: next)
            }
            return sample(ofNominal: components[0], named: name, depth: next)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            return sample(of: wrapped, named: name, depth: next) ?? "nil"
        case .array(let element):
            return sample(of: element, named: name, depth: next).map { "[\($0)]" } ?? "[]"
        case .dictionary(let key, let value):
            guard let key = sample(of: key, named: name, depth: next), let value = sample(of: value, named: name, depth: next) else {
                return "[:]"
            }
            return "[\(key): \(value)]"
        case .tuple(let elements):
            var values: [String] = []
            for (index, element) in elements.enumerated() {
                guard let value = sample(of: element.type, named: element.label ?? "\(name)\(index)", depth: next) else { return nil }
                values.append((element.label.map { $0 + ": " } ?? "") + value)
            }
            return elements.count == 1 && elements[0].label == nil ? values.first : "(" + values.joined(separator: ", ") + ")"
        case .function(let function):
            let parameters = function.parameters.map { _ in "_" }.joined(separator: ", ")
            if function.returnType.isVoid { return parameters.isEmpty ? "{}" : "{ \(parameters) in }" }
            guard let result = sample(of: function.returnType, named: name, depth: next) else { return nil }
            return parameters.isEmpty ? "{ \(result) }" : "{ \(parameters) in \(result) }"
        case .attributed(_, let base):
            return sample(of: base, named: name, depth: next)
        case .existential(let base), .opaque(let base):
            return sample(ofConformance: base, named: name, depth: next)
        case .metatype(let base, let kind):
            return metatypeSample(of: base, kind: kind)
        case .composition:
            return nil
        }
    }

    private func sample(ofNominal component: NominalComponent, named name: String, depth: Int) -> String? {
        let arguments = component.genericArguments
        if StandardTypes.integers.contains(component.name) { return "1" }
        // A Decimal from a floating-point literal goes through Double: its sample is written exactly.
        if component.name == "Decimal" { return "Decimal(string: \"1.5\")!" }
        if StandardTypes.floatingPoints.contains(component.name) { return "1.5" }
        if let value = StandardTypes.sample(of: component.name, named: name) { return value }
        switch (component.name, arguments.count) {
        case ("Optional", 1): return sample(of: arguments[0], named: name, depth: depth) ?? "nil"
        case ("Array", 1), ("Set", 1), ("ContiguousArray", 1), ("ArraySlice", 1): return sample(of: .array(arguments[0]), named: name, depth: depth)
        case ("Dictionary", 2): return sample(of: .dictionary(key: arguments[0], value: arguments[1]), named: name, depth: depth)
        case ("Result", 2): return sample(of: arguments[0], named: name, depth: depth).map { ".success(\($0))" }
        case ("Range", 1), ("ClosedRange", 1):
            let isClosed = component.name == "ClosedRange"
            if case .nominal(let bound) = arguments[0], bound.count == 1, StandardTypes.integers.contains(bound[0].name) {
                return isClosed ? "0...1" : "0..<1"
            }
            return sample(of: arguments[0], named: name, depth: depth).map { isClosed ? "\($0)...\($0)" : "\($0)..<\($0)" }
        default: break
        }
        guard arguments.isEmpty else { return nil }
        if component.name == "Error" { return StandardTypes.errorSample }
        if let double = catalog.doubles[component.name] { return double + "()" }
        return sample(ofDeclared: component.name, named: name, depth: depth)
    }

    /// A type the spec declares: what it aliases, an enum's first case that can be built,
    /// or a struct, class or actor built with its first initializer that can be called.
    private func sample(ofDeclared name: String, named valueName: String, depth: Int) -> String? {
        if let aliased = catalog.aliased(name) { return sample(of: aliased, named: valueName, depth: depth) }
        for enumCase in catalog.cases(of: name) {
            guard let payload = enumCase.payload else { return "." + SwiftIdentifier.escaped(enumCase.name) }
            if let values = arguments(payload.map { ($0.label, $0.type) }, named: enumCase.name, depth: depth) {
                return "." + SwiftIdentifier.escaped(enumCase.name) + "(" + values + ")"
            }
        }
        for initializer in catalog.initializers(of: name) {
            if let values = arguments(initializer.parameters, named: valueName, depth: depth) {
                return name + "(" + values + ")"
            }
        }
        return nil
    }

    /// `name: "name", count: 1`: a sample of each parameter, with its label.
    private func arguments(_ parameters: [(label: String?, type: TypeSyntax)], named name: String, depth: Int) -> String? {
        var values: [String] = []
        for parameter in parameters {
            guard let value = sample(of: parameter.type, named: parameter.label ?? name, depth: depth) else { return nil }
            values.append((parameter.label.map { DoubleMemberNaming.label($0) + ": " } ?? "") + value)
        }
        return values.joined(separator: ", ")
    }

    /// A value of `any P`: the double of a module protocol or service, an error, or a
    /// string for the standard protocols a `String` conforms to.
    private func sample(ofConformance base: TypeSyntax, named name: String, depth: Int) -> String? {
        guard case .nominal(let components) = base, components.count == 1 else {
            if case .metatype(let inner, "Type") = base { return metatypeSample(of: inner, kind: "Type") }
            return nil
        }
        let protocolName = components[0].name
        if let double = catalog.doubles[protocolName] { return double + "()" }
        if protocolName == "Error" { return StandardTypes.errorSample }
        if StandardTypes.protocolsOfString.contains(protocolName) { return "\"\(name)\"" }
        return nil
    }

    /// `Int.self`, `CatalogMock.self` for the metatype of a protocol with a double.
    private func metatypeSample(of base: TypeSyntax, kind: String) -> String? {
        var inner = base
        if case .tuple(let elements) = base, elements.count == 1, elements[0].label == nil { inner = elements[0].type }
        if case .existential(let wrapped) = inner { inner = wrapped }
        guard case .nominal(let components) = inner, let key = TypeCatalog.key(components) else { return nil }
        if kind == "Protocol" { return key + ".self" }
        if let double = catalog.doubles[key] { return double + ".self" }
        let isKnown = StandardTypes.numbers.contains(key) || StandardTypes.sample(of: key, named: "") != nil
            || catalog.declares(key)
        return isKnown ? key + ".self" : nil
    }
}
