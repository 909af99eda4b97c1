import ArchGenSpec

/// Text to add at a scalar offset of the manifest; nothing else changes.
struct TextEdit: Equatable {
    var offset: Int
    var text: String

    /// `manifest`'s text with every edit made (edits at one offset in the order given).
    static func apply(_ edits: [TextEdit], to manifest: ManifestText) -> String {
        var result = String.UnicodeScalarView()
        var copied = 0
        for edit in edits.enumerated().sorted(by: { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }).map(\.element) {
            result.append(contentsOf: manifest.scalars[copied..<edit.offset])
            result.append(contentsOf: edit.text.unicodeScalars)
            copied = edit.offset
        }
        result.append(contentsOf: manifest.scalars[copied...])
        return String(result)
    }
}

/// Adding elements to a list site in the manifest's own style: a line per
/// element at the indentation of the last one, a trailing comma where the
/// list has one (and one added after its last element where it has none),
/// a one-line list kept on one line, a list of a line per element closing
/// on its last one's line (`.testTarget(...)]`) closing so on the new last one.
extension ManifestStructure {
    /// The elements of the array literal between `open` and `close`, by token range.
    func elements(from open: Int, to close: Int) -> [Range<Int>] {
        arguments(ofCallAt: open).map { $0.labelToken..<$0.value.upperBound }
    }

    /// The edits adding `elements` (their text) at `site`, a list of `label`.
    func edits(adding elements: [String], at site: ListSite, label: String) -> [TextEdit] {
        let eol = manifest.lineEnding
        switch site {
        case .literal(let open, let close):
            let existing = self.elements(from: open, to: close)
            guard let last = existing.last else { return editsIntoEmpty(open: open, close: close, elements: elements) }
            let hasTrailingComma = tokens[last.upperBound].isPunctuation(",")
            let anchor = hasTrailingComma ? last.upperBound : last.upperBound - 1
            let startsLine = manifest.startsLine(last.lowerBound)
            let indent = startsLine
                ? manifest.indentation(ofLineAt: tokens[last.lowerBound].offset)
                : manifest.indentation(ofLineAt: tokens[open].offset) + manifest.indentationStep
            guard let lineBreak = manifest.lineBreak(after: anchor) else {
                // A list of a line per element whose bracket closes on its last one's line: a line per new one, before the bracket.
                if startsLine, manifest.line(of: tokens[open].offset) < manifest.line(of: tokens[last.lowerBound].offset) {
                    let lines = elements.enumerated().map { index, element in
                        eol + indent + element + (hasTrailingComma || index < elements.count - 1 ? "," : "")
                    }
                    return [TextEdit(offset: tokens[anchor].endOffset, text: (hasTrailingComma ? "" : ",") + lines.joined())]
                }
                let text = (hasTrailingComma ? " " : ", ") + elements.joined(separator: ", ") + (hasTrailingComma ? "," : "")
                return [TextEdit(offset: tokens[anchor].endOffset, text: text)]
            }
            let lines = elements.enumerated().map { index, element in
                indent + element + (hasTrailingComma || index < elements.count - 1 ? "," : "") + eol
            }
            return (hasTrailingComma ? [] : [TextEdit(offset: tokens[anchor].endOffset, text: ",")])
                + [TextEdit(offset: lineBreak, text: lines.joined())]
        case .appendCalls(let first, let open, let close):
            let indent = manifest.indentation(ofLineAt: tokens[first].offset)
            let call = manifest.source(first, through: open)
            let text = elements.map { indent + call + $0 + ")" + eol }.joined()
            guard let lineBreak = manifest.lineBreak(after: close) else {
                return [TextEdit(offset: tokens[close].endOffset, text: eol + text.dropLast(eol.count))]
            }
            return [TextEdit(offset: lineBreak, text: text)]
        case .newArgument(let before, let after):
            return editsAddingArgument(label, elements: elements, before: before, after: after)
        }
    }

    /// `[]` or `[` and `]` on lines of their own: the elements on lines between, each with a trailing comma.
    private func editsIntoEmpty(open: Int, close: Int, elements: [String]) -> [TextEdit] {
        let eol = manifest.lineEnding
        let outer = manifest.indentation(ofLineAt: tokens[open].offset)
        let lines = elements.map { outer + manifest.indentationStep + $0 + "," + eol }.joined()
        if let lineBreak = manifest.lineBreak(after: open), manifest.startsLine(close) {
            return [TextEdit(offset: lineBreak, text: lines)]
        }
        return [TextEdit(offset: tokens[open].endOffset, text: eol + lines + outer)]
    }

    /// `label: [ ... ],` as a new argument of `Package(...)`, before the
    /// argument starting at token `before`, else after the one ending at `after`.
    private func editsAddingArgument(_ label: String, elements: [String], before: Int?, after: Int) -> [TextEdit] {
        if let before {
            guard manifest.startsLine(before) else {
                return [TextEdit(offset: tokens[before].offset, text: label + ": [" + elements.joined(separator: ", ") + "], ")]
            }
            let indent = manifest.indentation(ofLineAt: tokens[before].offset)
            let lineStart = tokens[before].offset - indent.unicodeScalars.count
            return [TextEdit(offset: lineStart, text: argumentLines(label, elements: elements, indent: indent, comma: true))]
        }
        let hasTrailingComma = tokens[after + 1].isPunctuation(",")
        let anchor = hasTrailingComma ? after + 1 : after
        guard after != packageOpen, let lineBreak = manifest.lineBreak(after: anchor) else {
            let text = (after == packageOpen ? "" : ", ") + label + ": [" + elements.joined(separator: ", ") + "]"
            return [TextEdit(offset: tokens[anchor].endOffset, text: text)]
        }
        let start = arguments(ofCallAt: packageOpen).last?.labelToken ?? after
        let indent = manifest.indentation(ofLineAt: tokens[start].offset)
        let text = argumentLines(label, elements: elements, indent: indent, comma: hasTrailingComma)
        return (hasTrailingComma ? [] : [TextEdit(offset: tokens[anchor].endOffset, text: ",")]) + [TextEdit(offset: lineBreak, text: text)]
    }

    private func argumentLines(_ label: String, elements: [String], indent: String, comma: Bool) -> String {
        let eol = manifest.lineEnding
        return indent + label + ": [" + eol
            + elements.map { indent + manifest.indentationStep + $0 + "," + eol }.joined()
            + indent + "]" + (comma ? "," : "") + eol
    }
}
