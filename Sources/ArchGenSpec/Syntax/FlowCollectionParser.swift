import ArchGenSource

/// Flow collections: `[a, b]` and `{a: b}`, nested, possibly over several lines.
extension YAMLBlockParser {
    /// Parses the flow collection at the cursor (on `[` or `{`). Its lines must
    /// be indented more than `parentIndent`, the indentation of the block node
    /// that holds it.
    mutating func parseFlowCollection(parentIndent: Int) throws(YAMLError) -> YAMLNode {
        let start = cursor.location
        guard let open = cursor.current else { throw .unexpected("\n", at: start) }
        try enterCollection(at: start)
        defer { depth -= 1 }
        cursor.advance()
        let close: Unicode.Scalar = open == "[" ? "]" : "}"
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var firstLocations: [String: SourceLocation] = [:]
        while true {
            try skipFlowSpace(parentIndent: parentIndent, open: open, start: start)
            if cursor.current == close {
                cursor.advance()
                break
            }
            if open == "[" {
                items.append(try parseFlowSequenceEntry(parentIndent: parentIndent, open: open, start: start))
            } else {
                let pair = try parseFlowMappingEntry(parentIndent: parentIndent, open: open, start: start)
                if let first = firstLocations[pair.key] {
                    cursor.recoverableErrors.append(.duplicateKey(pair.key, at: pair.keyLocation, first: first))
                } else {
                    firstLocations[pair.key] = pair.keyLocation
                    pairs.append(pair)
                }
            }
            try skipFlowSpace(parentIndent: parentIndent, open: open, start: start)
            if cursor.current == "," {
                cursor.advance()
            } else if cursor.current == close {
                cursor.advance()
                break
            } else {
                throw .expectedFlowSeparator(close, found: cursor.current, at: cursor.location)
            }
        }
        return YAMLNode(open == "[" ? .sequence(items) : .mapping(pairs), at: start)
    }

    /// One entry of a flow sequence: a node, or a single `key: value` pair.
    private mutating func parseFlowSequenceEntry(
        parentIndent: Int, open: Unicode.Scalar, start: SourceLocation
    ) throws(YAMLError) -> YAMLNode {
        if cursor.current == "?", cursor.isBlankOrEnd(at: 1) { throw .complexKey(at: cursor.location) }
        if cursor.current == ":", cursor.isBlankOrEnd(at: 1) || cursor.peek(1)?.isFlowIndicator == true {
            throw .emptyKey(at: cursor.location)
        }
        let keyLine = cursor.line
        let entry = try parseFlowNode(parentIndent: parentIndent)
        let isJSONLike = entry.isJSONLike
        try skipFlowSpace(parentIndent: parentIndent, open: open, start: start)
        guard isValueIndicator(afterJSONLike: isJSONLike) else { return entry.node.resolvingNull }
        guard case .scalar(let key, _) = entry.node.value else { throw .collectionKey(at: entry.node.location) }
        guard cursor.line == keyLine else { throw .multiLineKey(at: entry.node.location) }
        try checkMergeKey(entry.node)
        cursor.advance()
        let value = try parseFlowValue(parentIndent: parentIndent, open: open, start: start)
        let pair = YAMLPair(key: key, keyLocation: entry.node.location, value: value)
        return YAMLNode(.mapping([pair]), at: entry.node.location)
    }

    /// One entry of a flow mapping: `key: value`, or a key alone (null value).
    private mutating func parseFlowMappingEntry(
        parentIndent: Int, open: Unicode.Scalar, start: SourceLocation
    ) throws(YAMLError) -> YAMLPair {
        if cursor.current == "?", cursor.isBlankOrEnd(at: 1) { throw .complexKey(at: cursor.location) }
        if cursor.current == ":", cursor.isBlankOrEnd(at: 1) || cursor.peek(1)?.isFlowIndicator == true {
            throw .emptyKey(at: cursor.location)
        }
        let entry = try parseFlowNode(parentIndent: parentIndent)
        guard case .scalar(let key, _) = entry.node.value else { throw .collectionKey(at: entry.node.location) }
        try checkMergeKey(entry.node)
        try skipFlowSpace(parentIndent: parentIndent, open: open, start: start)
        guard isValueIndicator(afterJSONLike: entry.isJSONLike) else {
            return YAMLPair(key: key, keyLocation: entry.node.location, value: YAMLNode(.null, at: cursor.location))
        }
        cursor.advance()
        let value = try parseFlowValue(parentIndent: parentIndent, open: open, start: start)
        return YAMLPair(key: key, keyLocation: entry.node.location, value: value)
    }

    /// The value after a `:` in a flow collection; null when it is left out.
    private mutating func parseFlowValue(
        parentIndent: Int, open: Unicode.Scalar, start: SourceLocation
    ) throws(YAMLError) -> YAMLNode {
        let afterColon = cursor.location
        try skipFlowSpace(parentIndent: parentIndent, open: open, start: start)
        if let next = cursor.current, next == "," || next == "]" || next == "}" {
            return YAMLNode(.null, at: afterColon)
        }
        return try parseFlowNode(parentIndent: parentIndent).node.resolvingNull
    }

    /// A `:` that separates a key from its value: after a quoted key or a
    /// collection it may touch the value (`{"a":1}`); otherwise whitespace or
    /// a flow indicator must follow.
    private func isValueIndicator(afterJSONLike: Bool) -> Bool {
        guard cursor.current == ":" else { return false }
        return afterJSONLike || cursor.isValueIndicator(at: 0, inFlow: true)
    }

    /// A scalar or nested collection inside a flow collection. Null is not yet
    /// resolved, so that a key `null` stays a string.
    private mutating func parseFlowNode(parentIndent: Int) throws(YAMLError) -> (node: YAMLNode, isJSONLike: Bool) {
        let start = cursor.location
        guard let first = cursor.current else { throw .unexpected("\n", at: start) }
        switch first {
        case "[", "{":
            return (try parseFlowCollection(parentIndent: parentIndent), true)
        case "\"", "'":
            let text = try cursor.readQuotedScalar(parentIndent: parentIndent)
            return (YAMLNode(.scalar(text, first == "'" ? .singleQuoted : .doubleQuoted), at: start), true)
        default:
            try rejectUnsupportedStart(inFlow: true)
            let line = cursor.readPlainLine(inFlow: true)
            let text = cursor.continuePlainScalar(line, parentIndent: parentIndent, inFlow: true)
            return (YAMLNode(.scalar(text, .plain), at: start), false)
        }
    }

    /// Skips whitespace, comments and line breaks inside a flow collection.
    /// Each new line must be indented more than `parentIndent`.
    private mutating func skipFlowSpace(parentIndent: Int, open: Unicode.Scalar, start: SourceLocation) throws(YAMLError) {
        while true {
            let hadSpace = cursor.skipInlineSpace()
            if cursor.current == "#" {
                guard hadSpace || cursor.column == 0 else { throw .unexpected("#", at: cursor.location) }
                cursor.moveToEndOfLine()
            }
            guard cursor.isAtEndOfLine else { return }
            guard cursor.moveToNextLine(), cursor.documentMarker(atLine: cursor.line) == nil else {
                throw .unclosedFlow(open, at: start)
            }
            let indent = cursor.indentation(ofLine: cursor.line)
            if !cursor.isBlank(line: cursor.line), indent <= parentIndent {
                throw .underIndented(at: cursor.location(line: cursor.line, column: indent), minimum: parentIndent + 1)
            }
        }
    }
}

extension YAMLNode {
    /// A plain `~`/`null`/`Null`/`NULL` scalar as `.null`; other nodes unchanged.
    var resolvingNull: YAMLNode {
        if case .scalar(let text, .plain) = value, text.isYAMLNull { return YAMLNode(.null, at: location) }
        return self
    }
}
