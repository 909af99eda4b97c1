import ArchGenSpec
import Foundation

/// Compares a parsed tree with what JSONSerialization read from `in.json`, as
/// data: mappings as unordered sets of pairs, sequences in order, and a plain
/// scalar equal to a JSON number or boolean when YAML 1.2's core schema
/// resolves it to that value. Quoted, block and fragment scalars stay strings.
enum YAMLJSONComparison {
    /// Nil when equal; otherwise where and how they differ.
    static func difference(_ node: YAMLNode, _ json: Any, path: String) -> String? {
        switch node.value {
        case .null:
            return json is NSNull ? nil : "\(path): null, expected \(json)"
        case .sequence(let items):
            guard let array = json as? [Any], array.count == items.count else {
                return "\(path): a list of \(items.count), expected \(json)"
            }
            for (index, item) in items.enumerated() {
                if let difference = difference(item, array[index], path: "\(path)[\(index)]") { return difference }
            }
            return nil
        case .mapping(let pairs):
            guard let dictionary = json as? [String: Any], dictionary.count == pairs.count else {
                return "\(path): a mapping of \(pairs.count), expected \(json)"
            }
            for pair in pairs {
                guard let value = dictionary[pair.key] else { return "\(path): unexpected key '\(pair.key)'" }
                if let difference = difference(pair.value, value, path: "\(path).\(pair.key)") { return difference }
            }
            return nil
        case .scalar(let text, let style):
            let resolved = style == .plain ? CoreSchema.resolve(text) : .string(text)
            if let string = json as? String {
                return resolved == .string(string) ? nil : "\(path): \(resolved), expected the string \(string.debugDescription)"
            }
            if let number = json as? NSNumber {
                let expected: CoreSchema.Value =
                    String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
                return resolved == expected ? nil : "\(path): \(resolved), expected \(expected)"
            }
            return "\(path): \(resolved), expected \(json)"
        }
    }
}

/// YAML 1.2 core schema resolution of plain scalars (null is resolved by the parser).
enum CoreSchema {
    enum Value: Equatable, CustomStringConvertible {
        case string(String)
        case bool(Bool)
        case number(Double)

        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)): return a == b
            case (.bool(let a), .bool(let b)): return a == b
            case (.number(let a), .number(let b)): return a == b || (a.isNaN && b.isNaN)
            default: return false
            }
        }

        var description: String {
            switch self {
            case .string(let text): return "the string \(text.debugDescription)"
            case .bool(let value): return "the boolean \(value)"
            case .number(let value): return "the number \(value)"
            }
        }
    }

    static func resolve(_ text: String) -> Value {
        switch text {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".nan", ".NaN", ".NAN": return .number(.nan)
        default: break
        }
        if text.wholeMatch(of: #/[-+]?\.(inf|Inf|INF)/#) != nil {
            return .number(text.hasPrefix("-") ? -.infinity : .infinity)
        }
        if text.wholeMatch(of: #/0o[0-7]+/#) != nil, let value = Int(text.dropFirst(2), radix: 8) {
            return .number(Double(value))
        }
        if text.wholeMatch(of: #/0x[0-9a-fA-F]+/#) != nil, let value = Int(text.dropFirst(2), radix: 16) {
            return .number(Double(value))
        }
        if text.wholeMatch(of: #/[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?/#) != nil {
            var normalized = text.replacingOccurrences(of: ".e", with: ".0e").replacingOccurrences(of: ".E", with: ".0E")
            if normalized.hasSuffix(".") { normalized += "0" }
            normalized = normalized.replacingOccurrences(of: "-.", with: "-0.").replacingOccurrences(of: "+.", with: "+0.")
            if normalized.hasPrefix(".") { normalized = "0" + normalized }
            if let value = Double(normalized) { return .number(value) }
        }
        return .string(text)
    }
}
