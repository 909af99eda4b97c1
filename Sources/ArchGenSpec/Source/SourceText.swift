/// The decoded text of one source file (a spec, a template), ready to parse.
///
/// Decoding accepts a UTF-8 byte order mark and normalises CRLF and lone CR
/// line endings to LF, so every later stage sees `\n` only and locations stay
/// true to what an editor shows. Invalid UTF-8 is a located error.
public struct SourceText: Sendable {
    /// The path shown in diagnostics, as the user wrote it.
    public let path: String
    /// The text as Unicode scalars, line endings normalised to `\n`.
    public let scalars: [Unicode.Scalar]
    /// The lines of the text as scalars, without their line breaks (what the parsers walk).
    public let scalarLines: [[Unicode.Scalar]]

    public init(path: String, text: String) {
        var scalars: [Unicode.Scalar] = []
        // Most text has no carriage return nor byte order mark: its scalars are taken as they are.
        if !text.utf8.contains(where: { $0 == 0x0D || $0 == 0xEF }) {
            self.path = path
            self.scalars = Array(text.unicodeScalars)
            self.scalarLines = SourceText.splitLines(self.scalars)
            return
        }
        scalars.reserveCapacity(text.unicodeScalars.count)
        var iterator = text.unicodeScalars.makeIterator()
        var pending = iterator.next()
        if pending == "\u{FEFF}" { pending = iterator.next() }
        while let scalar = pending {
            pending = iterator.next()
            if scalar == "\r" {
                scalars.append("\n")
                if pending == "\n" { pending = iterator.next() }
            } else {
                scalars.append(scalar)
            }
        }
        self.path = path
        self.scalars = scalars
        self.scalarLines = SourceText.splitLines(scalars)
    }

    /// Decodes UTF-8 bytes; the error points at the first byte that is not valid UTF-8.
    public init(path: String, bytes: [UInt8]) throws(SourceError) {
        if let offset = SourceText.firstInvalidUTF8Offset(bytes) {
            throw SourceError(
                "the file is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))",
                at: SourceText.location(ofByteOffset: offset, in: bytes),
                hint: "save the spec as UTF-8")
        }
        self.init(path: path, text: String(decoding: bytes, as: UTF8.self))
    }

    /// The lines of the text, without their line breaks.
    public var lines: [String] { scalarLines.indices.map { text(ofLineAt: $0) } }

    /// The text of line `number` (1-based), or nil past the end.
    public func line(_ number: Int) -> String? {
        number >= 1 && number <= scalarLines.count ? text(ofLineAt: number - 1) : nil
    }

    private func text(ofLineAt index: Int) -> String {
        return String(scalars: scalarLines[index])
    }

    private static func splitLines(_ scalars: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = []
        var start = 0
        while let end = scalars[start...].firstIndex(of: "\n") {
            lines.append(Array(scalars[start..<end]))
            start = end + 1
        }
        lines.append(Array(scalars[start...]))
        return lines
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
        return SourceLocation(line: prefix.scalarLines.count, column: (prefix.scalarLines.last?.count ?? 0) + 1)
    }
}
