import ArchGenSource
import ArchGenSpec

/// The notes `ScaffoldFollowing` gives about one scaffold file: each names
/// the file (its path) and the type that must change, and the generated
/// file whose protocol changed.
struct ScaffoldNotes {
    var path: String
    /// The type the file is named after (`HomePresenter`), if archgen knows it.
    var type: String?
    var changes: RequirementChanges

    /// A stub inserted in `text`, the file's new text.
    func added(_ stub: StubInsertion.Stub, in text: LineInsertions) -> Diagnostic {
        var note = note("added a stub of \(stub.requirement.shortName) to \(stub.typeName): \(stub.requirement.protocolName) "
                        + "requires it, new in \(Path.lastComponent(of: stub.requirement.path))", line: stub.line, text: text.line(stub.line))
        note.sourceLine = nil  // the diff of a dry run shows the stubs
        return note
    }

    /// A stub that could not be inserted.
    func missed(_ requirement: Requirement, type: String, reason: String) -> Diagnostic {
        note("\(type) must implement \(requirement.declaration), new in \(requirement.protocolName) "
             + "(\(Path.lastComponent(of: requirement.path))); archgen did not add it: \(reason)")
    }

    /// Members of `user`'s declarations that implement a requirement the spec
    /// removed, and conformances to a protocol it removed: deleted by nobody.
    func removals(in user: SwiftOutline, text: String) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        let lines = LineInsertions(text)
        for declaration in user.declarations where declaration.depth == 0 {
            for requirement in changes.removed where declaration.inherits(requirement.protocolName) {
                guard let member = declaration.member(requirement.key) else { continue }
                let line = member.lines.lowerBound
                notes.append(note(
                    "\(declaration.name) still implements \(requirement.shortName), which \(requirement.protocolName) no longer "
                        + "requires (\(Path.lastComponent(of: requirement.path))): delete it unless your code uses it",
                    line: line, text: lines.line(line)))
            }
            for name in declaration.inherited.filter({ changes.removedProtocols[$0] != nil }) {
                let line = declaration.openingLine
                notes.append(note(
                    "\(declaration.name) conforms to \(name), which \(Path.lastComponent(of: changes.removedProtocols[name]!)) no longer "
                        + "declares: remove the conformance", line: line, text: lines.line(line)))
            }
        }
        return notes
    }

    /// A test case that has no test of a new requirement where a new
    /// module's would: one note naming archgen's tests.
    func untested(fresh: SwiftOutline, freshText: String, user: SwiftOutline) -> [Diagnostic] {
        guard let type, type.hasSuffix("Tests"), let own = fresh.declarations(named: type).first,
              let theirs = user.declarations(named: type).first else { return [] }
        let names = Set(changes.added.map { Casing.upperFirst($0.name) })
        let tests = own.members.filter { member in
            member.hasBody && member.key?.hasPrefix("func ") == true && theirs.member(member.key ?? "") == nil
                && names.contains { member.name.contains($0) }
        }
        guard !tests.isEmpty else { return [] }
        let covered = changes.added.filter { requirement in tests.contains { $0.name.contains(Casing.upperFirst(requirement.name)) } }
        return [note(
            "\(type) has no test of \(Self.list(covered.map(\.shortName).removingRepeats())), new in \(Path.lastComponent(of: covered[0].path)); "
                + "a new module's \(type) has \(Self.list(tests.map { $0.name + "()" })) (the test doubles have what they use)")]
    }

    /// A new link property that archgen's fresh file sets (`presenter.delegate = delegate`) and the team's does not.
    func unsetLinks(fresh: String, user: String) -> [Diagnostic] {
        guard let type, !type.hasSuffix("Tests") else { return [] }
        let theirs = LineInsertions(user)
        var own = Set(theirs.lines.indices.map { theirs.line($0 + 1).trimmingPrefix(while: \.isWhitespace) })
        var notes: [Diagnostic] = []
        for requirement in changes.added where requirement.isProperty {
            for line in fresh.split(separator: "\n").map({ $0.trimmingPrefix(while: \.isWhitespace) })
            where line.contains(".\(requirement.name) = ") && own.insert(line).inserted {
                notes.append(note(
                    "\(type) does not set \(requirement.name), new in \(requirement.protocolName) "
                        + "(\(Path.lastComponent(of: requirement.path))): archgen's \(type) has `\(line)`"))
            }
        }
        return notes
    }

    /// A note at `line` (its first column of code, from `text`, the line's text, shown when given).
    private func note(_ message: String, line: Int? = nil, text: Substring? = nil) -> Diagnostic {
        let column = text.map { LineInsertions.indentation(of: $0).count + 1 } ?? 1
        return Diagnostic(
            severity: .note, message: message, path: path, location: line.map { SourceLocation(line: $0, column: column) },
            sourceLine: text.map(String.init))
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
