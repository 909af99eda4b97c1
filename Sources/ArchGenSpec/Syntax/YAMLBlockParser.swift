import ArchGenSource

/// Builds the tree from block structure: mappings and sequences nested by
/// indentation, with scalars, flow collections and fragments as leaves.
///
/// Each `parse...` method starts with the cursor on the node's first character
/// and returns with the cursor either at the end of the node's last line or on
/// the first character of the next line with content. Recursion goes one
/// collection per level and stops at `SpecLimits.maximumNesting`.
struct YAMLBlockParser {
    var cursor: YAMLCursor
    var depth = 0

    /// Where a block node starts, which decides whether it may be a block collection.
    enum Position: Equatable {
        /// First thing on its line: anything goes.
        case lineStart
        /// After `- ` on the same line: compact collections (`- - a`, `- key: v`) allowed.
        case afterDash
        /// After `-` and a tab: a collection would be indented with a tab.
        case afterDashAndTab(SourceLocation)
        /// After `key:` or `---` on the same line: scalars and flow collections only.
        case afterIndicator
    }

    init(lines: [[Unicode.Scalar]]) {
        cursor = YAMLCursor(lines: lines)
    }

    // MARK: Nodes

    mutating func parseBlockNode(parentIndent: Int, position: Position) throws(YAMLError) -> YAMLNode {
        let start = cursor.location
        let startColumn = cursor.column
        guard let first = cursor.current else { return YAMLNode(.null, at: start) }
        if cursor.startsFragment {
            let node = cursor.readFragment()
            try finishLine()
            return node
        }
        switch first {
        case "-" where cursor.isBlankOrEnd(at: 1):
            try requireCollectionAllowed(position, at: start, isSequence: true)
            return try parseBlockSequence(indent: startColumn)
        case "|", ">":
            return try cursor.readBlockScalar(parentIndent: parentIndent)
        case "[", "{":
            let node = try parseFlowCollection(parentIndent: parentIndent)
            let end = cursor.column
            cursor.skipInlineSpace()
            if cursor.current == ":" { throw .collectionKey(at: start) }
            cursor.column = end
            try finishLine()
            return node
        case "\"", "'":
            let text = try cursor.readQuotedScalar(parentIndent: parentIndent)
            if cursor.skipToValueIndicator(inFlow: false) {
                guard cursor.line == start.line - 1 else { throw .multiLineKey(at: start) }
                try requireCollectionAllowed(position, at: start, isSequence: false)
                return try parseBlockMapping(indent: startColumn, firstKey: text, keyLocation: start)
            }
            try finishLine()
            return YAMLNode(.scalar(text, first == "'" ? .singleQuoted : .doubleQuoted), at: start)
        default:
            try rejectUnsupportedStart(inFlow: false)
            let firstLine = cursor.readPlainLine(inFlow: false)
            if cursor.skipToValueIndicator(inFlow: false) {
                try requireCollectionAllowed(position, at: start, isSequence: false)
                let key = YAMLNode(.scalar(firstLine, .plain), at: start)
                try checkMergeKey(key)
                return try parseBlockMapping(indent: startColumn, firstKey: firstLine, keyLocation: start)
            }
            let text = cursor.continuePlainScalar(firstLine, parentIndent: parentIndent, inFlow: false)
            if cursor.line != start.line - 1, parentIndent >= 0, cursor.skipToValueIndicator(inFlow: false) {
                // A key on a continuation line: meant as a sibling or child, but indented wrong.
                // The value is its first line (the continuation read the key into it).
                _ = try skipMisindented(expected: parentIndent)
                return YAMLNode(.scalar(firstLine, .plain), at: start).resolvingNull
            }
            try finishLine()
            return YAMLNode(.scalar(text, .plain), at: start).resolvingNull
        }
    }

    // MARK: Collections

    /// A block sequence whose dashes are at column `indent` (0-based); the cursor is on the first `-`.
    mutating func parseBlockSequence(indent: Int) throws(YAMLError) -> YAMLNode {
        let start = cursor.location
        try enterCollection(at: start)
        defer { depth -= 1 }
        var items: [YAMLNode] = []
        while true {
            cursor.advance()
            let afterDash = cursor.location
            let separatorStart = cursor.column
            cursor.skipInlineSpace()
            let tab = cursor.lines[cursor.line][separatorStart..<cursor.column].firstIndex(of: "\t")
            if cursor.isAtEndOfLine || cursor.current == "#" {
                cursor.moveToEndOfLine()
                if try skipToContent(), !cursor.isAtDocumentMarker, cursor.column > indent {
                    items.append(try parseBlockNode(parentIndent: indent, position: .lineStart))
                } else {
                    items.append(YAMLNode(.null, at: afterDash))
                }
            } else {
                let position = tab.map { Position.afterDashAndTab(cursor.location(line: cursor.line, column: $0)) } ?? .afterDash
                items.append(try parseBlockNode(parentIndent: indent, position: position))
            }
            guard try nextEntry(at: indent), cursor.current == "-", cursor.isBlankOrEnd(at: 1) else { break }
        }
        return YAMLNode(.sequence(items), at: start)
    }

    /// A block mapping whose keys are at column `indent`; the cursor is on the
    /// `:` after the first key, which has been read.
    mutating func parseBlockMapping(indent: Int, firstKey: String, keyLocation: SourceLocation) throws(YAMLError) -> YAMLNode {
        try enterCollection(at: keyLocation)
        defer { depth -= 1 }
        var pairs: [YAMLPair] = []
        var firstLocations: [String: SourceLocation] = [:]
        var key = firstKey
        var location = keyLocation
        while true {
            cursor.advance()
            let value = try parseMappingValue(indent: indent)
            // A key set twice keeps its first value; the error is reported with the readers' own.
            if let first = firstLocations[key] {
                cursor.recoverableErrors.append(.duplicateKey(key, at: location, first: first))
            } else {
                firstLocations[key] = location
                pairs.append(YAMLPair(key: key, keyLocation: location, value: value))
            }
            guard try nextEntry(at: indent) else { break }
            (key, location) = try parseMappingKey()
        }
        return YAMLNode(.mapping(pairs), at: keyLocation)
    }

    /// The value after `key:` (cursor just after the colon): on the same line,
    /// on the lines below indented more, a list at the key's own indentation, or null.
    private mutating func parseMappingValue(indent: Int) throws(YAMLError) -> YAMLNode {
        let afterColon = cursor.location
        cursor.skipInlineSpace()
        guard cursor.isAtEndOfLine || cursor.current == "#" else {
            return try parseBlockNode(parentIndent: indent, position: .afterIndicator)
        }
        cursor.moveToEndOfLine()
        guard try skipToContent(), !cursor.isAtDocumentMarker else { return YAMLNode(.null, at: afterColon) }
        if cursor.column > indent {
            return try parseBlockNode(parentIndent: indent, position: .lineStart)
        }
        if cursor.column == indent, cursor.current == "-", cursor.isBlankOrEnd(at: 1) {
            return try parseBlockSequence(indent: indent)
        }
        return YAMLNode(.null, at: afterColon)
    }

    /// A key of a block mapping after its first (cursor at the start of the line's
    /// content); leaves the cursor on the `:`.
    private mutating func parseMappingKey() throws(YAMLError) -> (String, SourceLocation) {
        let start = cursor.location
        guard let first = cursor.current else { throw .expectedKey(at: start, found: "the end of the line") }
        let key: String
        switch first {
        case "-" where cursor.isBlankOrEnd(at: 1):
            throw .expectedKey(at: start, found: "a list entry")
        case "[", "{":
            throw .collectionKey(at: start)
        case "|", ">":
            throw .expectedKey(at: start, found: "a block scalar")
        case "\"", "'":
            key = try cursor.readQuotedScalar(parentIndent: start.column - 1)
            guard cursor.line == start.line - 1 else { throw .multiLineKey(at: start) }
        default:
            try rejectUnsupportedStart(inFlow: false)
            key = cursor.readPlainLine(inFlow: false)
            try checkMergeKey(YAMLNode(.scalar(key, .plain), at: start))
        }
        guard cursor.skipToValueIndicator(inFlow: false) else {
            throw .expectedKey(at: start, found: "'\(key)'")
        }
        return (key, start)
    }

    // MARK: Shared checks

    mutating func enterCollection(at location: SourceLocation) throws(YAMLError) {
        depth += 1
        if depth > SpecLimits.maximumNesting { throw .depthLimit(at: location) }
    }

    private func requireCollectionAllowed(_ position: Position, at location: SourceLocation, isSequence: Bool) throws(YAMLError) {
        switch position {
        case .lineStart, .afterDash: return
        case .afterDashAndTab(let tab): throw .tabIndentation(at: tab)
        case .afterIndicator: throw .collectionAfterKey(at: location, isSequence: isSequence)
        }
    }

    /// Rejects what cannot start a plain scalar, naming the unsupported construct when there is one.
    func rejectUnsupportedStart(inFlow: Bool) throws(YAMLError) {
        let location = cursor.location
        guard let first = cursor.current else { throw .unexpected("\n", at: location) }
        switch first {
        case "&": throw .anchorOrAlias(at: location, isAlias: false)
        case "*": throw .anchorOrAlias(at: location, isAlias: true)
        case "!": throw .tag(at: location)
        case "?" where cursor.isBlankOrEnd(at: 1): throw .complexKey(at: location)
        case ":" where cursor.isBlankOrEnd(at: 1): throw .emptyKey(at: location)
        case "%", "@", "`": throw .reservedStart(first, at: location)
        default:
            if !cursor.canStartPlainScalar(inFlow: inFlow) { throw .unexpected(first, at: location) }
        }
    }

    func checkMergeKey(_ key: YAMLNode) throws(YAMLError) {
        if case .scalar("<<", .plain) = key.value { throw .mergeKey(at: key.location) }
    }
}
