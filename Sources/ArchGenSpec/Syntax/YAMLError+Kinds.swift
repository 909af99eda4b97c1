import ArchGenSource

/// Every message the YAML stage can produce, in one place so the wording stays
/// consistent: lowercase, no trailing period, located where the problem is.
extension YAMLError {
    // MARK: Constructs outside the subset

    static func anchorOrAlias(at location: SourceLocation, isAlias: Bool) -> YAMLError {
        YAMLError(
            "anchors and aliases are not supported", at: location,
            hint: isAlias ? "write the value out again instead of referring to it" : "remove the anchor and write the value out where it is needed")
    }

    static func tag(at location: SourceLocation) -> YAMLError {
        YAMLError("tags are not supported", at: location, hint: "remove the tag; quote the value if it must stay a string")
    }

    static func mergeKey(at location: SourceLocation) -> YAMLError {
        YAMLError("merge keys ('<<') are not supported", at: location, hint: "write the keys out in this mapping")
    }

    static func multipleDocuments(at location: SourceLocation) -> YAMLError {
        YAMLError(
            "multiple documents are not supported", at: location,
            hint: "a spec is one document; remove this marker and what follows it, or move it to another file")
    }

    static func complexKey(at location: SourceLocation) -> YAMLError {
        YAMLError("complex keys ('? ') are not supported", at: location, hint: "write the key as a plain or quoted string followed by ':'")
    }

    static func collectionKey(at location: SourceLocation) -> YAMLError {
        YAMLError("a list or mapping cannot be a mapping key", at: location, hint: "write the key as a plain or quoted string")
    }

    static func emptyKey(at location: SourceLocation) -> YAMLError {
        YAMLError("a mapping key cannot be empty", at: location, hint: "write a key before ':'")
    }

    static func directive(at location: SourceLocation) -> YAMLError {
        YAMLError("directives are not supported", at: location, hint: "remove the line starting with '%'")
    }

    static func depthLimit(at location: SourceLocation) -> YAMLError {
        YAMLError(
            "nesting is deeper than \(SpecLimits.maximumNesting) levels", at: location,
            hint: "at most \(SpecLimits.maximumNesting) levels of lists and mappings are supported; flatten the structure")
    }

    // MARK: Layout

    static func tabIndentation(at location: SourceLocation) -> YAMLError {
        YAMLError("tab character in indentation", at: location, hint: "indent with spaces")
    }

    static func inconsistentIndentation(at location: SourceLocation, expected: Int) -> YAMLError {
        YAMLError(
            "inconsistent indentation", at: location,
            hint: "indent this line by \(expected) \(expected == 1 ? "space" : "spaces") like the entries before it, or nest it under a key ending with ':'")
    }

    static func underIndented(at location: SourceLocation, minimum: Int) -> YAMLError {
        YAMLError(
            "inconsistent indentation", at: location,
            hint: "a continued value must be indented by at least \(minimum) \(minimum == 1 ? "space" : "spaces")")
    }

    static func collectionAfterKey(at location: SourceLocation, isSequence: Bool) -> YAMLError {
        YAMLError(
            isSequence ? "a list cannot start on the same line as its key" : "a mapping cannot start on the same line as its key",
            at: location, hint: "start it on the next line, indented")
    }

    static func expectedKey(at location: SourceLocation, found: String) -> YAMLError {
        YAMLError(
            "expected 'key: value', found \(found)", at: location,
            hint: "add ':' after the key, or indent the line more to continue the value above")
    }

    static func multiLineKey(at location: SourceLocation) -> YAMLError {
        YAMLError("a mapping key must be on one line", at: location)
    }

    static func unexpected(_ scalar: Unicode.Scalar, at location: SourceLocation) -> YAMLError {
        switch scalar {
        case ":":
            return YAMLError(
                "unexpected ':'", at: location,
                hint: "a nested mapping starts on its own line; quote the value if ':' is part of it")
        case "#":
            return YAMLError("unexpected '#'", at: location, hint: "put a space before a comment")
        default:
            return YAMLError("unexpected '\(printable(scalar))'", at: location, hint: "quote the value if this is part of it")
        }
    }

    static func reservedStart(_ scalar: Unicode.Scalar, at location: SourceLocation) -> YAMLError {
        YAMLError("a plain value cannot start with '\(printable(scalar))'", at: location, hint: "quote the value")
    }

    static func invalidCharacter(_ scalar: Unicode.Scalar, at location: SourceLocation) -> YAMLError {
        YAMLError(
            "invalid character \(codePoint(scalar))", at: location,
            hint: "remove it, or write it as an escape in a double-quoted string")
    }

    // MARK: Scalars

    static func unterminatedQuote(_ quote: Unicode.Scalar, at location: SourceLocation) -> YAMLError {
        YAMLError(
            quote == "'" ? "unterminated single-quoted string" : "unterminated double-quoted string",
            at: location, hint: "close it with \(quote) on this line or a later one")
    }

    static func invalidEscape(_ text: String, at location: SourceLocation) -> YAMLError {
        YAMLError("invalid escape sequence '\(text)'", at: location, hint: "write a backslash as '\\\\'")
    }

    static func blockScalarHeader(at location: SourceLocation) -> YAMLError {
        YAMLError(
            "invalid block scalar header", at: location,
            hint: "write '|' or '>', optionally followed by an indentation digit 1-9 and '-' or '+'")
    }

    static func blockScalarLeadingLine(at location: SourceLocation) -> YAMLError {
        YAMLError(
            "a leading empty line of a block scalar is indented more than its first line", at: location,
            hint: "remove the spaces on the empty line")
    }

    // MARK: Flow collections

    static func unclosedFlow(_ open: Unicode.Scalar, at location: SourceLocation) -> YAMLError {
        YAMLError("unclosed '\(open)'", at: location, hint: "close it with '\(open == "[" ? "]" : "}")'")
    }

    static func expectedFlowSeparator(_ close: Unicode.Scalar, found: Unicode.Scalar?, at location: SourceLocation) -> YAMLError {
        let what = found.map { "'\(printable($0))'" } ?? "the end of the line"
        return YAMLError("expected ',' or '\(close)', found \(what)", at: location)
    }

    // MARK: Swift fragments

    static func unbalancedBracket(_ bracket: Unicode.Scalar, at location: SourceLocation, isOpening: Bool) -> YAMLError {
        YAMLError(
            "unbalanced '\(bracket)' in Swift fragment", at: location,
            hint: isOpening ? "close it on the same line; a fragment is one line" : "remove it, or open it earlier on the same line")
    }

    static func unbalancedBeforeComment(_ bracket: Unicode.Scalar, at location: SourceLocation, comment: SourceLocation) -> YAMLError {
        YAMLError(
            "unbalanced '\(bracket)' in Swift fragment", at: location,
            hint: "the ' #' at column \(comment.column) starts a comment, which ends the fragment there; "
                + "to keep a '#' (#line, #file), write the fragment in quotes")
    }

    static func unterminatedFragmentString(at location: SourceLocation) -> YAMLError {
        YAMLError("unterminated string literal in Swift fragment", at: location, hint: "close it on the same line; a fragment is one line")
    }

    // MARK: Mappings

    static func duplicateKey(_ key: String, at location: SourceLocation, first: SourceLocation) -> YAMLError {
        YAMLError("duplicate key '\(key)'", at: location, hint: "'\(key)' is first set on line \(first.line)")
    }

    private static func printable(_ scalar: Unicode.Scalar) -> String {
        scalar.isYAMLPrintable && scalar != "\t" ? String(scalar) : codePoint(scalar)
    }

    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

extension YAMLError {
    static func trailingContent(at location: SourceLocation) -> YAMLError {
        YAMLError(
            "expected the end of the document", at: location,
            hint: "this is not part of the value above; indent it under a key, or remove it")
    }
}
