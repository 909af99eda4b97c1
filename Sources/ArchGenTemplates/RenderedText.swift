import Foundation

/// The text a rendering writes, with the indentation of the standalone
/// includes it is inside (see `TemplateWhitespace`) applied as it is written.
///
/// A standalone include's output gets its line's indentation before each
/// non-empty line, its first line included; inside another one, the outer
/// indentation comes before the inner. Writing through the open includes
/// builds the file in one buffer, where rendering each include apart and
/// indenting it afterwards would copy its text twice more.
struct RenderedText {
    /// One standalone include being rendered.
    private struct Level {
        let indent: String
        /// Whether the next text this level is given starts a line (as its first does).
        var atLineStart = true
        var isEmpty = true
    }

    /// The text so far, as UTF-8: appending bytes is cheaper than appending strings.
    private(set) var bytes: [UInt8] = []
    /// The open standalone includes, outermost first.
    private var levels: [Level] = []

    /// The text written, whole: each piece written was a string, so it is valid UTF-8.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func write(_ piece: String) {
        guard !levels.isEmpty else {
            bytes.append(contentsOf: piece.utf8)
            return
        }
        var piece = piece
        piece.withUTF8 { piece in
            var start = 0
            guard let base = piece.baseAddress.map(UnsafeRawPointer.init) else { return }
            while start < piece.count {
                let end = memchr(base + start, 0x0A, piece.count - start).map { base.distance(to: UnsafeRawPointer($0)) + 1 } ?? piece.count
                writeLine(UnsafeBufferPointer(rebasing: piece[start..<end]))
                start = end
            }
        }
    }

    /// Writes part of one line (ending with its line break, if it has one) through the levels, innermost first:
    /// each prefixes it when it starts a line there and is not empty there, which a line with an inner prefix never is.
    private mutating func writeLine(_ line: UnsafeBufferPointer<UInt8>) {
        let isBlank = line.first == UInt8(ascii: "\n")
        let endsLine = line.last == UInt8(ascii: "\n")
        var prefixing: UInt64 = 0  // bit n: level n prefixes the line (`TemplateLimits.maximumIncludeDepth` is far below 64)
        for index in levels.indices.reversed() {
            if levels[index].atLineStart, !isBlank || prefixing != 0, !levels[index].indent.isEmpty {
                prefixing |= 1 << UInt64(index)
            }
            levels[index].atLineStart = endsLine
            levels[index].isEmpty = false
        }
        for index in levels.indices where prefixing & (1 << UInt64(index)) != 0 {
            bytes.append(contentsOf: levels[index].indent.utf8)
        }
        bytes.append(contentsOf: line)
    }

    /// Opens a standalone include on a line indented by `indent`; without
    /// `first`, its first line is not indented (as the `indent` filter's option says).
    mutating func beginInclude(indentedBy indent: String, first: Bool = true) {
        levels.append(Level(indent: indent, atLineStart: first))
    }

    /// Closes the innermost include; with `lineBreak` (its line ended with one),
    /// a text it wrote that does not end a line gets one.
    mutating func endInclude(lineBreak: Bool) {
        let level = levels.removeLast()
        if lineBreak, !level.isEmpty, !level.atLineStart { write("\n") }
    }
}
