/// Case changes used to derive Swift names (`FetchItems` → `fetchItems`,
/// `URLLoader` → `urlLoader`, `signIn` → `SignIn`).
package enum Casing {
    /// Words Swift's API design guidelines case uniformly (`makeUI`, `userID`), as `upperWord` writes them.
    private static let acronyms: Set<String> = ["api", "html", "http", "id", "json", "pdf", "ui", "uri", "url", "uuid", "xml"]

    /// A lowercase word as it continues a name: an acronym upper-cased whole (`ui` → `UI`), any other
    /// with its first letter upper-cased (`view` → `View`).
    package static func upperWord(_ word: String) -> String {
        acronyms.contains(word) ? word.uppercased() : upperFirst(word)
    }

    package static func upperFirst(_ text: String) -> String {
        guard let byte = text.utf8.first else { return text }
        // Names are mostly ASCII: a first byte that is not a lowercase letter is left as it is.
        if byte < 0x80 {
            guard isLowercase(byte) else { return text }
            return replacingASCIIPrefix(of: text, count: 1) { $0 - 0x20 }
        }
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// Lowers the first letter, or a leading acronym (`URLLoader` → `urlLoader`, `ID` → `id`).
    package static func lowerFirst(_ text: String) -> String {
        let bytes = text.utf8
        if let first = bytes.first, first < 0x80, !isUppercase(first) { return text }
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return lowerFirstOfUnicode(text) }
        let uppercaseRun = bytes.prefix(while: isUppercase).count
        // Keep the last capital of a longer run: it starts the next word ("URLLoader" → "url" + "Loader").
        let lowered = uppercaseRun == 1 || uppercaseRun == bytes.count ? uppercaseRun : uppercaseRun - 1
        return replacingASCIIPrefix(of: text, count: lowered) { $0 + 0x20 }
    }

    /// `text` with its first `count` bytes (ASCII letters) changed by `change`,
    /// written straight into the new string (a short name takes no storage at all).
    private static func replacingASCIIPrefix(of text: String, count: Int, _ change: (UInt8) -> UInt8) -> String {
        String(unsafeUninitializedCapacity: text.utf8.count) { buffer in
            var written = 0
            for byte in text.utf8 {
                buffer[written] = written < count ? change(byte) : byte
                written += 1
            }
            return written
        }
    }

    private static func lowerFirstOfUnicode(_ text: String) -> String {
        let characters = Array(text)
        var uppercaseRun = 0
        while uppercaseRun < characters.count, characters[uppercaseRun].isUppercase { uppercaseRun += 1 }
        switch uppercaseRun {
        case 0: return text
        case 1, characters.count: return text.prefix(uppercaseRun).lowercased() + text.dropFirst(uppercaseRun)
        default:
            let lowered = uppercaseRun - 1
            return text.prefix(lowered).lowercased() + text.dropFirst(lowered)
        }
    }

    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
}
