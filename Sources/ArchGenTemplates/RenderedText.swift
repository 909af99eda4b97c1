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
    /// The text so far, as UTF-8: appending bytes is cheaper than appending strings.
    private(set) var bytes: [UInt8] = []
    /// The indentation of each open standalone include, outermost first.
    private var indents: [String] = []
    /// Bit n: the open include n is where the next text it is given starts a line (as its first does).
    private var atLineStart: UInt64 = 0
    /// Bit n: the open include n has been given no text yet.
    private var isEmpty: UInt64 = 0
    /// Every open include's indentation, outermost first: the prefix of a line that starts in all of them.
    private var fullPrefix: [UInt8] = []

    /// Every open include (`TemplateLimits.maximumIncludeDepth` is far below 64).
    private var allLevels: UInt64 { indents.isEmpty ? 0 : UInt64.max >> (64 - UInt64(indents.count)) }

    /// The text written, whole: each piece written was a string, so it is valid UTF-8.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func write(_ piece: String) {
        guard !indents.isEmpty else {
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

    /// Writes part of one line (ending with its line break, if it has one)
    /// through the open includes: each prefixes it with its indentation when
    /// it starts a line there, unless the line is blank (a line with an inner
    /// prefix is not), outer prefixes first.
    private mutating func writeLine(_ line: UnsafeBufferPointer<UInt8>) {
        let all = allLevels
        if line.first != UInt8(ascii: "\n"), atLineStart != 0 {
            if atLineStart == all {
                bytes.append(contentsOf: fullPrefix)
            } else {
                for index in indents.indices where atLineStart & (1 << UInt64(index)) != 0 {
                    bytes.append(contentsOf: indents[index].utf8)
                }
            }
        }
        atLineStart = line.last == UInt8(ascii: "\n") ? all : 0
        isEmpty = 0
        bytes.append(contentsOf: line)
    }

    /// Opens a standalone include on a line indented by `indent`; without
    /// `first`, its first line is not indented (as the `indent` filter's option says).
    mutating func beginInclude(indentedBy indent: String, first: Bool = true) {
        let bit: UInt64 = 1 << UInt64(indents.count)
        indents.append(indent)
        if first { atLineStart |= bit }
        isEmpty |= bit
        fullPrefix.append(contentsOf: indent.utf8)
    }

    /// Closes the innermost include; with `lineBreak` (its line ended with one),
    /// a text it wrote that does not end a line gets one.
    mutating func endInclude(lineBreak: Bool) {
        let bit: UInt64 = 1 << UInt64(indents.count - 1)
        let wroteOpenLine = isEmpty & bit == 0 && atLineStart & bit == 0
        fullPrefix.removeLast(indents.removeLast().utf8.count)
        atLineStart &= ~bit
        isEmpty &= ~bit
        if lineBreak, wroteOpenLine { write("\n") }
    }
}
