/// Characters that change text without showing in it: controls, format
/// characters (zero-width space and joiners, the BOM), bidi controls (which
/// reorder the rest of a line on screen) and variation selectors.
/// Diagnostics show them as `<U+202E>`, so an echoed line reads as it is.
package enum InvisibleScalar {
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if (0x20...0x7E).contains(scalar.value) { return false }  // printable ASCII, without Unicode's tables
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control: return scalar != "\t"
        case .format: return true
        default: return properties.isBidiControl || properties.isDefaultIgnorableCodePoint || properties.isVariationSelector
        }
    }

    /// `U+200D`.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `text` with every invisible character written `<U+200D>`.
    package static func revealed(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInvisible) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) {
                shown += "<" + codePoint(scalar) + ">"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
