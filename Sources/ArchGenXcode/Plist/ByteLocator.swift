import ArchGenSource

/// Line and column of byte offsets in a file's bytes, counted as
/// `SourceText` counts them: lines end at LF, CRLF or a lone CR; columns count
/// Unicode scalars (so a caret lines up under the character).
package struct ByteLocator: Sendable {
    package let bytes: [UInt8]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package func location(of offset: Int) -> SourceLocation {
        let end = min(max(0, offset), bytes.count)
        var line = 1, column = 1, index = 0
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }

    /// The text of the line holding `offset`, without its line break.
    package func lineText(of offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The offset of the first byte of the line holding `offset`.
    package func lineStart(of offset: Int) -> Int {
        var index = min(max(0, offset), bytes.count)
        while index > 0, bytes[index - 1] != 0x0A, bytes[index - 1] != 0x0D { index -= 1 }
        return index
    }

    /// The offset just past the line break ending the line holding `offset`
    /// (the end of the file for its last line).
    package func nextLineStart(after offset: Int) -> Int {
        var index = min(max(0, offset), bytes.count)
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        return min(index + 1, bytes.count)
    }
}
