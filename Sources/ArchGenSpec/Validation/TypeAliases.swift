/// The type aliases a signature can spell a type by: Foundation's
/// (`TimeInterval` is `Double`) and the spec's own (`typealias ID = String`
/// among its entities or external types). Swift compares signatures by the
/// types they name, so two requirements that differ only by an alias are one
/// requirement declared twice ("invalid redeclaration").
package struct TypeAliases: Sendable {
    /// The standard aliases a spec is likely to write.
    static let standard: [String: String] = [
        "TimeInterval": "Double", "Float64": "Double", "Float32": "Float", "Void": "()",
    ]

    private var aliases: [String: String]

    /// The standard aliases and `aliases` (a name and the type it names).
    package init(_ aliases: [String: String] = [:]) {
        self.aliases = Self.standard.merging(aliases) { _, own in own }
    }

    /// The standard aliases and the spec's own.
    init(spec: Spec) {
        self.init()
        let declarations = spec.entities.map(\.declaration) + spec.external.compactMap { external in
            if case .declaration(let declaration, _) = external { return declaration } else { return nil }
        }
        for case .declaration(let declaration) in declarations
        where declaration.kind == .typealias && declaration.genericParameters.isEmpty {
            if let aliased = declaration.inheritance.first { aliases[declaration.name] = aliased.description }
        }
    }

    /// `text` (a signature key) with every alias replaced by the type it
    /// names, through chains of aliases (at most a few, so a cycle ends).
    package func resolving(_ text: String) -> String {
        guard mayNameAnAlias(text) else { return text }
        var text = text
        for _ in 0..<4 {
            let resolved = replacingIdentifiers(in: text)
            if resolved == text { break }
            text = resolved
        }
        return text
    }

    /// Whether `text` may name an alias: false when it is ASCII and none of
    /// its words is one (most signatures), so it is returned as it is, unscanned.
    /// The words are compared with the aliases' bytes where they are (the aliases are a few).
    private func mayNameAnAlias(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            for index in 0...bytes.count {
                if index < bytes.count {
                    let byte = bytes[index]
                    if byte >= 0x80 { return true }
                    if SwiftIdentifier.isASCIIBody(byte) {
                        continue
                    }
                }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if !word.isEmpty, aliases.keys.contains(where: { $0.utf8.count == word.count && $0.utf8.elementsEqual(word) }) { return true }
                start = index + 1
            }
            return false
        }
    }

    /// Replaces each whole identifier (as Swift spells one) that is an alias;
    /// a member type (`Foo.TimeInterval`) is another type and stays.
    private func replacingIdentifiers(in text: String) -> String {
        if let ascii = replacingASCIIIdentifiers(in: text) { return ascii }
        var result = String.UnicodeScalarView(), identifier = String.UnicodeScalarView()
        func flush() {
            if result.last != ".", let type = aliases[String(identifier)] {
                result.append(contentsOf: type.unicodeScalars)
            } else {
                result.append(contentsOf: identifier)
            }
            identifier = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            if SwiftIdentifier.isBody(scalar) {
                identifier.append(scalar)
            } else {
                if !identifier.isEmpty { flush() }
                result.append(scalar)
            }
        }
        if !identifier.isEmpty { flush() }
        return String(result)
    }

    /// `replacingIdentifiers` for ASCII text (nearly every signature), on its bytes; nil for other text.
    private func replacingASCIIIdentifiers(in text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 8)
            var start = 0
            for index in 0...bytes.count {
                if index < bytes.count {
                    let byte = bytes[index]
                    if SwiftIdentifier.isASCIIBody(byte) {
                        continue
                    }
                }
                if start < index {
                    let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    if result.last != UInt8(ascii: "."), let type = aliases[String(decoding: word, as: UTF8.self)] {
                        result += type.utf8
                    } else {
                        result += word
                    }
                }
                if index < bytes.count { result.append(bytes[index]) }
                start = index + 1
            }
            return String(decoding: result, as: UTF8.self)
        }
    }
}
