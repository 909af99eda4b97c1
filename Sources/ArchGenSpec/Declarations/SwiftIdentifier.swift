/// Swift's rules for names: what is an identifier, what is a keyword, and how
/// to escape one so it can be used as a name.
package enum SwiftIdentifier {
    /// Keywords that cannot be used as an identifier without backticks.
    package static let reservedKeywords: Set<String> = [
        // declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Names that are valid identifiers but would shadow what generated code relies on.
    package static let reservedTypeNames: Set<String> = ["Type", "Protocol", "Self", "Any", "AnyObject"]

    /// Whether `text` is a valid Swift identifier (keywords included: see `isKeyword`).
    package static func isIdentifier(_ text: String) -> Bool {
        // Names are mostly ASCII: their bytes are told apart without decoding scalars.
        var isFirst = true
        for byte in text.utf8 {
            if byte >= 0x80 { return isIdentifier(scalars: text.unicodeScalars) }
            // A name starts with a letter or `_` (not a digit), then any of them.
            guard isASCIIBody(byte), !isFirst || !(0x30...0x39).contains(byte) else { return false }
            isFirst = false
        }
        return !isFirst
    }

    private static func isIdentifier(scalars: String.UnicodeScalarView) -> Bool {
        guard let first = scalars.first, isHead(first) else { return false }
        return scalars.dropFirst().allSatisfy(isBody)
    }

    package static func isKeyword(_ text: String) -> Bool {
        // Most names share no keyword's length and first letter: those are told apart without hashing.
        let utf8 = text.utf8
        guard utf8.count < keywordInitials.count, let first = utf8.first, first >= 64, first < 128,
              keywordInitials[utf8.count] & (1 << UInt64(first - 64)) != 0 else { return false }
        return reservedKeywords.contains(text)
    }

    /// By length, the first letters of the keywords that long: bit `c - 64` for the letter `c`.
    private static let keywordInitials: [UInt64] = {
        var initials = [UInt64](repeating: 0, count: (reservedKeywords.map(\.utf8.count).max() ?? 0) + 1)
        for keyword in reservedKeywords {
            initials[keyword.utf8.count] |= 1 << UInt64(keyword.utf8.first! - 64)
        }
        return initials
    }()

    /// Words of `reservedKeywords` that Swift still accepts as a name without backticks
    /// (`func open(url: URL)`, `var consuming: Bool`); escaping them is harmless but not needed.
    package static let contextualKeywords: Set<String> = ["open", "nonisolated", "borrowing", "consuming"]

    /// Whether `name` must be written in backticks to be used as a name.
    package static func needsBackticks(_ name: String) -> Bool {
        isKeyword(name) && !contextualKeywords.contains(name)
    }

    /// `default` → `` `default` ``; other names unchanged.
    package static func escaped(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    package static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true  // A-Z a-z _
        case 0x00...0x7F: return false
        default:
            // Swift admits most letters outside ASCII; combining marks may not start a name.
            return scalar.isAlphabetic && scalar.properties.generalCategory != .nonspacingMark
        }
    }

    /// `isBody` for an ASCII byte: a letter, a digit or `_`.
    package static func isASCIIBody(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    package static func isBody(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39: return true  // 0-9
        case 0x00...0x7F: return isHead(scalar)
        default: return scalar.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark
            || scalar.properties.generalCategory == .spacingMark || scalar.properties.numericType != nil
        }
    }
}
