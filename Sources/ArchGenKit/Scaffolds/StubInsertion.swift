import ArchGenSpec

/// Adds to one scaffold file the stubs of the requirements its types must
/// now implement, the way Xcode's "add protocol stubs" does: each stub is
/// what archgen's fresh rendering of the file has for the requirement (its
/// TODO body, or its forwarding call), and only lines are inserted.
///
/// A requirement is the file's to implement when the fresh rendering
/// implements it in a declaration conforming to its protocol. Its stub goes:
/// - after the member the fresh rendering puts before it, when the team's
///   declaration has that member;
/// - else into the team's declaration conforming to the protocol (a
///   property after the properties, a method at the end);
/// - else, for a protocol new in the spec, into an extension of the type
///   for that protocol, under the protocol's MARK, added after the type;
/// - else into the type's own declaration (the conformance is elsewhere).
///
/// A stored property goes into the type's own declaration (an extension
/// cannot hold one). A requirement the type implements already, in this file
/// or (`implementedElsewhere`) another of the module's, gets nothing.
struct StubInsertion {
    /// A stub inserted, and the line it starts at in the new text.
    struct Stub: Equatable {
        var requirement: Requirement
        var typeName: String
        var line: Int
    }

    /// A requirement the file's type must implement that could not be inserted, and why.
    struct Missed: Equatable {
        var requirement: Requirement
        var typeName: String
        var reason: String
    }

    private let fresh: LineInsertions
    private let user: SwiftOutline
    private var edit: LineInsertions
    /// Each stub: the insertion holding it, and its first line's offset there.
    private var placed: [(requirement: Requirement, typeName: String, insertion: Int, offset: Int)] = []
    private var missed: [Missed] = []
    /// Where the stub of each key went, by the team's declaration (its first line) and key: chained stubs follow it.
    private var insertedAfter: [String: Int] = [:]
    /// The extensions to add, one per type and protocol, with their stubs.
    private var extensions: [(type: String, name: String, header: [String], after: Int, stubs: [(Requirement, [String], Int)])] = []

    init(freshText: String, user: SwiftOutline, userText: String) {
        self.fresh = LineInsertions(freshText)
        self.user = user
        self.edit = LineInsertions(userText)
    }

    /// The fresh declarations' members that implement one of `requirements`, in order.
    static func implementations(
        of requirements: [Requirement], in fresh: SwiftOutline
    ) -> [(declaration: SwiftOutline.TypeDeclaration, member: Int, requirement: Requirement)] {
        fresh.declarations.filter { $0.depth == 0 }.flatMap { declaration in
            declaration.members.indices.compactMap { index in
                let key = declaration.members[index].key
                return requirements.first { $0.key == key && declaration.inherits($0.protocolName) }
                    .map { (declaration, index, $0) }
            }
        }
    }

    /// Inserts the stub of `requirement`, implemented by the fresh `declaration`'s member at `index`.
    mutating func add(
        _ requirement: Requirement, member index: Int, of declaration: SwiftOutline.TypeDeclaration, isNewProtocol: Bool
    ) {
        let type = declaration.name
        let member = declaration.members[index]
        let own = user.declarations(named: type).filter { $0.depth == 0 }
        guard let primary = own.first(where: { $0.keyword != "extension" }) ?? own.first else {
            return missed.append(Missed(requirement: requirement, typeName: type, reason: "the file declares no \(type)"))
        }
        if requirement.isProperty && !member.hasBody {
            insert(requirement, member: index, of: declaration, into: primary)  // stored: never in an extension
        } else if let conforming = own.first(where: { $0.inherits(requirement.protocolName) }) {
            insert(requirement, member: index, of: declaration, into: conforming)
        } else if isNewProtocol {
            let unit = Self.indentUnit(of: primary, in: edit) ?? Self.indentUnit(of: declaration, in: fresh) ?? "    "
            addToExtension(requirement, member: member, of: declaration, after: own.map(\.lines.upperBound).max()!, unit: unit)
        } else {
            insert(requirement, member: index, of: declaration, into: primary)
        }
    }

    /// The new text (nil when nothing was inserted), the stubs and the requirements missed.
    mutating func finish() -> (text: String?, stubs: [Stub], missed: [Missed]) {
        for added in extensions {
            var lines = [""] + added.header
            for (position, (requirement, stub, offset)) in added.stubs.enumerated() {
                if position > 0 { lines.append("") }
                placed.append((requirement, added.type, edit.insertions.count, lines.count + offset))
                lines += stub
            }
            edit.insert(lines + ["}"], after: added.after)
        }
        guard !edit.isEmpty else { return (nil, [], missed) }
        let (text, starts) = edit.applied()
        let stubs = placed.map { Stub(requirement: $0.requirement, typeName: $0.typeName, line: starts[$0.insertion] + $0.offset) }
        return (text, stubs, missed)
    }

    /// Into the team's declaration `target`: after the member the fresh
    /// rendering has before it, when the team has it (or it was just
    /// inserted); else a property after the properties, a method at the end.
    private mutating func insert(
        _ requirement: Requirement, member index: Int, of declaration: SwiftOutline.TypeDeclaration,
        into target: SwiftOutline.TypeDeclaration
    ) {
        guard target.lines.upperBound > target.openingLine else {
            return missed.append(Missed(requirement: requirement, typeName: declaration.name, reason: "its body is on one line"))
        }
        let member = declaration.members[index]
        let previousKey = index > 0 ? declaration.members[index - 1].key : nil
        var first = leadingComments(above: member.lines.lowerBound)
        var after: Int
        var blankFirst = false
        if let previousKey, let anchor = target.member(previousKey)?.lines.upperBound ?? insertedAfter["\(target.lines.lowerBound) \(previousKey)"],
           anchor < target.lines.upperBound {
            first = declaration.members[index - 1].lines.upperBound + 1
            after = anchor
        } else if requirement.isProperty {
            after = target.members.prefix { !$0.hasBody && $0.key?.hasPrefix("var ") == true }.last?.lines.upperBound
                ?? target.openingLine
        } else {
            after = target.lines.upperBound - 1
            blankFirst = after > target.openingLine && !edit.line(after).allSatisfy(\.isWhitespace)
        }
        if after >= target.lines.upperBound { after = target.lines.upperBound - 1 }
        let unit = Self.indentUnit(of: target, in: edit) ?? Self.indentUnit(of: declaration, in: fresh) ?? "    "
        let lines = LineInsertions.reindent(
            (blankFirst ? [""] : []) + freshLines(first...member.lines.upperBound),
            from: Self.indentUnit(of: declaration, in: fresh) ?? unit, to: unit)
        placed.append((requirement, declaration.name, edit.insertions.count,
                       member.lines.lowerBound - first + (blankFirst ? 1 : 0)))
        edit.insert(lines, after: after)
        insertedAfter["\(target.lines.lowerBound) \(requirement.key)"] = after
    }

    /// Into the extension of the type for the requirement's protocol that
    /// is added after line `after`: the fresh one's MARK and first line, or made like them.
    private mutating func addToExtension(
        _ requirement: Requirement, member: SwiftOutline.Member, of declaration: SwiftOutline.TypeDeclaration, after: Int,
        unit: Substring
    ) {
        let name = requirement.protocolName
        let first = leadingComments(above: member.lines.lowerBound)
        let stub = LineInsertions.reindent(
            freshLines(first...member.lines.upperBound), from: Self.indentUnit(of: declaration, in: fresh) ?? unit, to: unit)
        if let index = extensions.firstIndex(where: { $0.type == declaration.name && $0.name == name }) {
            extensions[index].stubs.append((requirement, stub, member.lines.lowerBound - first))
            return
        }
        let header = declaration.keyword == "extension" && declaration.inherited == [name]
            ? freshLines(leadingComments(above: declaration.lines.lowerBound, allowingBlank: true)...declaration.openingLine)
            : ["// MARK: - \(name)", "", "extension \(declaration.name): \(name) {"]
        extensions.append((declaration.name, name, header, after, [(requirement, stub, member.lines.lowerBound - first)]))
    }

    private func freshLines(_ range: ClosedRange<Int>) -> [String] {
        range.map { String(fresh.line($0)) }
    }

    /// The first line of the comments right above `line` in the fresh text
    /// (a doc comment; a MARK and the blank line after it, `allowingBlank`).
    private func leadingComments(above line: Int, allowingBlank: Bool = false) -> Int {
        var first = line
        func isComment(_ number: Int) -> Bool {
            number >= 1 && fresh.line(number).trimmingPrefix(while: \.isWhitespace).hasPrefix("//")
        }
        while true {
            if isComment(first - 1) {
                first -= 1
            } else if allowingBlank, first - 2 >= 1, fresh.line(first - 1).allSatisfy(\.isWhitespace), isComment(first - 2) {
                first -= 2
            } else {
                return first
            }
        }
    }

    /// The indentation of a declaration's first member, relative to the declaration's own.
    static func indentUnit(of declaration: SwiftOutline.TypeDeclaration, in text: LineInsertions) -> Substring? {
        guard let member = declaration.members.first else { return nil }
        let own = LineInsertions.indentation(of: text.line(declaration.lines.lowerBound))
        let inner = LineInsertions.indentation(of: text.line(member.lines.lowerBound))
        return inner.hasPrefix(own) && inner.count > own.count ? inner.dropFirst(own.count) : nil
    }
}
