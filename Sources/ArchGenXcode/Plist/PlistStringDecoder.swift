/// The text of a quoted string, built from its bytes and escapes: `\n`,
/// `\t`, `\r`, `\a`, `\b`, `\f`, `\v`, `\U` with up to four hex digits (a
/// UTF-16 unit, so a surrogate pair is two), up to three octal digits, and
/// `\` before any other character for that character (`\"`, `\\`).
struct PlistStringDecoder {
    private var bytes: [UInt8] = []
    private var highSurrogate: UInt16?

    var string: String {
        var text = String(decoding: bytes, as: UTF8.self)
        if highSurrogate != nil { text += "\u{FFFD}" }
        return text
    }

    mutating func append(byte: UInt8) {
        flushSurrogate()
        bytes.append(byte)
    }

    /// Reads the escape whose character is at `offset` (just after the
    /// backslash) and returns the offset after it.
    mutating func escape(in source: [UInt8], at offset: Int) -> Int {
        let byte = source[offset]
        switch byte {
        case UInt8(ascii: "U"):
            var end = offset + 1
            var unit: UInt16 = 0
            while end < source.count, end < offset + 5, let digit = PlistParser.hexValue(source[end]) {
                unit = unit << 4 | UInt16(digit)
                end += 1
            }
            appendUTF16(unit)
            return end
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var end = offset
            var value: UInt32 = 0
            while end < source.count, end < offset + 3, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(source[end]) {
                value = value << 3 | UInt32(source[end] - UInt8(ascii: "0"))
                end += 1
            }
            append(scalar: Unicode.Scalar(value) ?? "\u{FFFD}")
            return end
        default:
            let escapes: [UInt8: UInt8] = [
                UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "a"): 0x07,
                UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "v"): 0x0B,
            ]
            append(byte: escapes[byte] ?? byte)
            return offset + 1
        }
    }

    private mutating func appendUTF16(_ unit: UInt16) {
        if UTF16.isLeadSurrogate(unit) {
            flushSurrogate()
            highSurrogate = unit
        } else if UTF16.isTrailSurrogate(unit), let high = highSurrogate {
            highSurrogate = nil
            let value = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
            append(scalar: Unicode.Scalar(value) ?? "\u{FFFD}")
        } else {
            append(scalar: Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}")
        }
    }

    private mutating func append(scalar: Unicode.Scalar) {
        flushSurrogate()
        bytes.append(contentsOf: Array(String(scalar).utf8))
    }

    private mutating func flushSurrogate() {
        if highSurrogate != nil {
            highSurrogate = nil
            bytes.append(contentsOf: Array("\u{FFFD}".utf8))
        }
    }
}
