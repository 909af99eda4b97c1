/// The decoded text of one source file (a spec, a template), ready to parse.
///
/// Decoding accepts a UTF-8 byte order mark and normalises CRLF and lone CR
/// line endings to LF, so every later stage sees `\n` only and locations stay
/// true to what an editor shows. Invalid UTF-8 is a located error.
package struct SourceText: Sendable {
    /// The path shown in diagnostics, as the user wrote it.
    package let path: String
    /// The text as Unicode scalars, line endings normalised to `\n`.
    package let scalars: [Unicode.Scalar]
    /// Where each line starts in `scalars`: 0, then one past each `\n`.
    private let lineStarts: [Int]

    package init(path: String, text: String) {
        self.path = path
        var text = text
        (scalars, lineStarts) = text.withUTF8 { SourceText.decode($0) }
    }

    /// The lines of the text as scalars, without their line breaks (what the YAML parser walks).
    package var scalarLines: [[Unicode.Scalar]] { lineStarts.indices.map { Array(scalars(ofLineAt: $0)) } }

    /// How many lines the text has: at least one, and one more than it has line breaks.
    package var lineCount: Int { lineStarts.count }

    /// The scalars of the line at `index` (0-based), without its line break.
    package func scalars(ofLineAt index: Int) -> ArraySlice<Unicode.Scalar> {
        let end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : scalars.count
        return scalars[lineStarts[index]..<end]
    }

    /// Valid UTF-8 as scalars, without a leading byte order mark, CRLF and a
    /// lone CR as LF; and where each line starts. One pass, one allocation each.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> ([Unicode.Scalar], [Int]) {
        var lineStarts = [0]
        let scalars = [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while index < bytes.count {
                var byte = bytes[index]
                index += 1
                if byte == 0x0D {
                    byte = 0x0A
                    if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                }
                if byte < 0x80 {
                    buffer[count] = Unicode.Scalar(byte)
                    count += 1
                    if byte == 0x0A { lineStarts.append(count) }
                    continue
                }
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for _ in 1..<length {
                    value = value << 6 | UInt32(bytes[index] & 0x3F)
                    index += 1
                }
                buffer[count] = Unicode.Scalar(value) ?? "\u{FFFD}"  // a String's UTF-8 is valid: never the replacement
                count += 1
            }
        }
        return (scalars, lineStarts)
    }

    /// Decodes UTF-8 bytes; the error points at the first byte that is not valid UTF-8.
    package init(path: String, bytes: [UInt8]) throws(SourceError) {
        if let offset = SourceText.firstInvalidUTF8Offset(bytes) {
            throw SourceError(
                "the file is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))",
                at: SourceText.location(ofByteOffset: offset, in: bytes),
                hint: "save the spec as UTF-8")
        }
        self.init(path: path, text: String(decoding: bytes, as: UTF8.self))
    }

    /// The lines of the text, without their line breaks.
    package var lines: [String] { lineStarts.indices.map { String(scalars: scalars(ofLineAt: $0)) } }

    /// The text of line `number` (1-based), or nil past the end.
    package func line(_ number: Int) -> String? {
        number >= 1 && number <= lineCount ? String(scalars: scalars(ofLineAt: number - 1)) : nil
    }

    private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            var minimum: UInt32 = 0
            switch byte {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3; minimum = 0x800
            case 0xF0...0xF4: length = 4; minimum = 0x10000
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length {
                let continuation = bytes[index + offset]
                guard continuation & 0xC0 == 0x80 else { return index }  // the sequence its lead byte began is cut short
                value = value << 6 | UInt32(continuation & 0x3F)
            }
            if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return index }
            index += length
        }
        return nil
    }

    /// Line and column (in scalars) of a byte offset, counting only the valid text before it.
    private static func location(ofByteOffset offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let prefix = SourceText(path: "", text: String(decoding: bytes[..<offset], as: UTF8.self))
        return SourceLocation(line: prefix.lineCount, column: prefix.scalars(ofLineAt: prefix.lineCount - 1).count + 1)
    }
}
