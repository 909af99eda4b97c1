import ArchGenSource

/// archgen's Unicode policy for names, on top of Swift's identifier rules:
/// letters of any script are accepted (`Übersicht`, `Войти`, `写真`), but not
/// what makes a name read as another one:
/// - an invisible character: a control, a format character (zero-width
///   space and joiners, the BOM), a bidi control (which reorders what an editor
///   or terminal shows), a variation selector;
/// - a compatibility form of a letter: fullwidth `Ｓ`, mathematical `𝐒`,
///   circled, superscript, ligatures; its plain letter reads the same;
/// - letters of two look-alike alphabets in one name (Latin, Greek, Cyrillic,
///   Armenian, Cherokee): `SignАIn` with a Cyrillic `А`.
/// A name written wholly in one script that resembles another (`Рау`) is not detected.
package enum NameLookalikes {
    /// Why `name` may read as another name: the message (after the quoted
    /// name) and a hint; nil when it is safe.
    package static func problem(in name: String) -> (message: String, hint: String)? {
        // Printable ASCII, as most names are, has no invisible character, no compatibility form and one alphabet.
        if name.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return nil }
        let scalars = Array(name.unicodeScalars)
        if let hidden = scalars.first(where: InvisibleScalar.isInvisible) {
            return ("contains the invisible character \(describe(hidden))",
                    "delete it: it changes the name without changing how it looks")
        }
        if let form = scalars.first(where: isCompatibilityForm) {
            let plain = plainForm(of: scalars)
            return ("contains \(describe(form)), a compatibility form of a letter",
                    plain.map { "did you mean '\($0)'?" } ?? "write the plain letter")
        }
        let scripts = scalars.compactMap(LookalikeScript.init)
        let counts = Dictionary(scripts.map { ($0, 1) }, uniquingKeysWith: +)
        // The main alphabet has the most letters; on a tie, the first one's.
        var seen: Set<LookalikeScript> = []
        let ordered = scripts.filter { seen.insert($0).inserted }
        guard ordered.count > 1, let main = ordered.max(by: { counts[$0]! < counts[$1]! }),
              let odd = scalars.first(where: { LookalikeScript($0).map { $0 != main } ?? false }),
              let other = LookalikeScript(odd) else { return nil }
        return ("mixes \(main) and \(other) letters: \(describe(odd))",
                "write every letter in one alphabet; a \(other) letter that looks like a \(main) one makes another name")
    }

    /// `'А' (U+0410 CYRILLIC CAPITAL LETTER A)`; an invisible character without its glyph.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let name = scalar.properties.name.map { " " + $0 } ?? ""
        let code = InvisibleScalar.codePoint(scalar)
        return InvisibleScalar.isInvisible(scalar) ? "\(code)\(name)" : "'\(scalar)' (\(code)\(name))"
    }

    /// Fullwidth, halfwidth, mathematical, letterlike, enclosed, super- and subscript letters, and ligatures.
    static func isCompatibilityForm(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFF00...0xFFEF, 0x1D400...0x1D7FF, 0x2100...0x214F, 0x2460...0x24FF, 0x1F100...0x1F1FF,
             0x2070...0x209F, 0xFB00...0xFB4F:
            return true
        default:
            return false
        }
    }

    /// The name with each compatibility letter replaced by its ASCII letter
    /// (read from its Unicode name: `FULLWIDTH LATIN CAPITAL LETTER S` → `S`), or nil.
    private static func plainForm(of scalars: [Unicode.Scalar]) -> String? {
        var plain = ""
        for scalar in scalars {
            guard isCompatibilityForm(scalar) else {
                plain.unicodeScalars.append(scalar)
                continue
            }
            let words = (scalar.properties.name ?? "").split(separator: " ")
            guard words.count >= 2, let letter = words.last, letter.count == 1, letter.first!.isLetter,
                  words.contains("CAPITAL") || words.contains("SMALL") else { return nil }
            plain += words.contains("CAPITAL") ? letter.uppercased() : letter.lowercased()
        }
        return plain
    }
}

/// The alphabets whose letters are easily mistaken for each other's.
enum LookalikeScript: String, CustomStringConvertible {
    case latin = "Latin", greek = "Greek", cyrillic = "Cyrillic", armenian = "Armenian", cherokee = "Cherokee"

    init?(_ scalar: Unicode.Scalar) {
        guard scalar.isAlphabetic else { return nil }
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF: self = .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: self = .cyrillic
        case 0x530...0x58F: self = .armenian
        case 0x13A0...0x13FF, 0xAB70...0xABBF: self = .cherokee
        default: return nil
        }
    }

    var description: String { rawValue }
}
