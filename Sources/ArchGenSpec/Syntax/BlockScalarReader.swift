import ArchGenSource

/// Literal (`|`) and folded (`>`) block scalars, with chomping (`-`, `+`) and
/// explicit indentation indicators.
extension YAMLCursor {
    private enum Chomping {
        case strip, clip, keep
    }

    /// Reads the block scalar whose indicator is at the cursor. The content is
    /// indented more than `parentIndent` (-1 for the document's root). Leaves
    /// the cursor at the end of the scalar's last line.
    mutating func readBlockScalar(parentIndent: Int) throws(YAMLError) -> YAMLNode {
        let start = location
        let isFolded = current == ">"
        advance()
        var chomping = Chomping.clip
        var explicitIndent: Int?
        for _ in 0..<2 {
            guard let scalar = current else { break }
            if scalar == "-" || scalar == "+", chomping == .clip {
                chomping = scalar == "-" ? .strip : .keep
            } else if ("1"..."9").contains(scalar), explicitIndent == nil {
                explicitIndent = Int(scalar.value - 48)
            } else {
                break
            }
            advance()
        }
        let hadSpace = skipInlineSpace()
        if let scalar = current {
            guard scalar == "#", hadSpace else { throw .blockScalarHeader(at: location) }
        }
        moveToEndOfLine()

        let indent: Int
        if let explicitIndent {
            indent = parentIndent + explicitIndent
        } else {
            indent = try detectBlockIndentation(after: line, parentIndent: parentIndent)
        }

        // Collect the lines that belong to the scalar.
        var contentLines: [(text: ArraySlice<Unicode.Scalar>, emptyBefore: Int)] = []
        var emptyLines = 0
        var trailingBreaks = 0
        var probe = line + 1
        while probe < lines.count {
            let text = lines[probe]
            let spaces = indentation(ofLine: probe)
            if spaces >= max(indent, 0), documentMarker(atLine: probe) == nil || indent > 0,
                !(spaces == text.count && spaces <= indent)
            {
                contentLines.append((text[indent...], emptyLines))
                emptyLines = 0
            } else if spaces == text.count, documentMarker(atLine: probe) == nil {
                emptyLines += 1
            } else if isBlank(line: probe) {
                // Spaces and a tab where the content's indentation should be.
                throw .tabIndentation(at: location(line: probe, column: spaces))
            } else {
                break
            }
            probe += 1
        }
        // The empty lines at the end: each stands for one line break, except the
        // empty "line" after the text's final line break. The end of the text
        // counts as a line break for the lines before it (as the YAML test suite reads it).
        trailingBreaks = probe == lines.count && lines[probe - 1].isEmpty ? max(0, emptyLines - 1) : emptyLines
        line = probe - 1
        moveToEndOfLine()

        var text = String.UnicodeScalarView()
        var previousWasNormal = false
        for (index, content) in contentLines.enumerated() {
            let isNormal = content.text.first.map { !$0.isYAMLSpace } ?? false
            if index == 0 {
                text.appendEach(String(repeating: "\n", count: content.emptyBefore).unicodeScalars)
            } else if isFolded, previousWasNormal, isNormal {
                text.appendEach((content.emptyBefore == 0 ? " " : String(repeating: "\n", count: content.emptyBefore)).unicodeScalars)
            } else {
                text.appendEach(String(repeating: "\n", count: content.emptyBefore + 1).unicodeScalars)
            }
            text.appendEach(content.text)
            previousWasNormal = isNormal
        }
        switch chomping {
        case .strip:
            break
        case .clip:
            if !contentLines.isEmpty { text.append("\n") }
        case .keep:
            if !contentLines.isEmpty { text.append("\n") }
            text.appendEach(String(repeating: "\n", count: trailingBreaks).unicodeScalars)
        }
        return YAMLNode(.scalar(String(text), isFolded ? .folded : .literal), at: start)
    }

    /// The content indentation of a block scalar without an indentation
    /// indicator: that of its first non-empty line.
    private func detectBlockIndentation(after headerLine: Int, parentIndent: Int) throws(YAMLError) -> Int {
        var widestEmpty = 0
        var widestEmptyLine = headerLine
        var probe = headerLine + 1
        while probe < lines.count {
            let spaces = indentation(ofLine: probe)
            if spaces < lines[probe].count {
                if documentMarker(atLine: probe) != nil { break }
                if spaces <= parentIndent { break }
                if widestEmpty > spaces {
                    throw .blockScalarLeadingLine(at: location(line: widestEmptyLine, column: spaces))
                }
                return spaces
            }
            if spaces > widestEmpty {
                widestEmpty = spaces
                widestEmptyLine = probe
            }
            probe += 1
        }
        return max(parentIndent + 1, widestEmpty)
    }
}
