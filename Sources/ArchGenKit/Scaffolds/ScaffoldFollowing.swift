import ArchGenSource
import ArchGenSpec

/// What `generate` does to the scaffold files (the team's) when the spec
/// changes the protocols they implement, from the plan's actions alone: the
/// generated files' old and new texts say what changed
/// (`RequirementChanges`), archgen's fresh rendering of each scaffold file
/// says which of its types implements what.
///
/// - A requirement the spec added gets a stub in the type that must
///   implement it (`StubInsertion`): the file is edited in place, lines
///   inserted only, and only in a file archgen created (`isArchgensScaffold`).
///   A stub that cannot be inserted is a note naming the file and the type.
/// - A requirement the spec removed, that a type still implements, is a
///   note at that member; a conformance to a protocol the spec removed, a
///   note at the declaration. No code is deleted.
/// - Tests are scaffolds too, and are not changed: the doubles (generated)
///   gain the new members, so the team's tests still compile, and a note
///   names the tests archgen writes for the new requirements in a new module.
/// - A new link property (`delegate`, `output`) is set by the assembly in
///   a new module: a scaffold whose fresh rendering sets it and whose team's
///   file does not gets a note with the line.
package enum ScaffoldFollowing {
    package struct Result: Equatable, Sendable {
        /// The scaffold files with stubs inserted, edited in place (`PlannedFile.basis`).
        package var files: [PlannedFile] = []
        /// Where each stub was inserted (a dry run's diff shows them instead).
        package var stubs: [Diagnostic] = []
        /// What the team must do: stubs that could not be inserted, members and conformances left over, tests, links.
        package var notes: [Diagnostic] = []

        package init() {}
    }

    /// `types`: the type each scaffold file is named after, by path
    /// (`ModuleRenderer.scaffoldTypes`). `contents`: a file's bytes on disk.
    /// `implementedElsewhere`: whether another file of the module declares
    /// the member (`type`, `key`) already.
    package static func follow(
        _ actions: [FileAction], types: [String: String], contents: (String) -> [UInt8]?,
        implementedElsewhere: (_ type: String, _ key: String) -> Bool
    ) -> Result {
        let changes = RequirementChanges(actions)
        guard !changes.isEmpty else { return Result() }
        var result = Result()
        for action in actions where action.ownership == .scaffold && action.kind == .skip && action.path.hasSuffix(".swift") {
            guard let old = action.oldContents, let fresh = try? SwiftOutline.parse(action.contents) else { continue }
            let user = try? SwiftOutline.parse(old)
            let notes = ScaffoldNotes(path: action.path, type: types[action.path], changes: changes)
            let wanted = StubInsertion.implementations(of: changes.added, in: fresh).filter { wanted in
                let type = wanted.declaration.name, key = wanted.requirement.key
                return !(user?.declarations(named: type).contains { $0.member(key) != nil } ?? false)
                    && !implementedElsewhere(type, key)
            }
            if !wanted.isEmpty {
                let bytes = contents(action.path)
                let reason: String? = if user == nil {
                    "archgen cannot read the file"
                } else if let user, !(bytes.map { isArchgensScaffold($0, user: user, type: types[action.path]) } ?? false) {
                    "archgen did not create the file (no \"\(ScaffoldHeader.marker)\" in its leading comments), and edits only its own"
                } else if bytes != Array(old.utf8) {
                    "the file is not UTF-8"
                } else {
                    nil
                }
                if let reason {
                    result.notes += wanted.map { notes.missed($0.requirement, type: $0.declaration.name, reason: reason) }
                } else if let user, let bytes {
                    var insertion = StubInsertion(freshText: action.contents, user: user, userText: old)
                    for (declaration, member, requirement) in wanted {
                        insertion.add(requirement, member: member, of: declaration,
                                      isNewProtocol: changes.newProtocols.contains(requirement.protocolName))
                    }
                    let (text, stubs, missed) = insertion.finish()
                    if let text {
                        result.files.append(PlannedFile(path: action.path, contents: text, ownership: .scaffold, basis: bytes))
                    }
                    let edited = LineInsertions(text ?? old)
                    result.stubs += stubs.map { notes.added($0, in: edited) }
                    result.notes += missed.map { notes.missed($0.requirement, type: $0.typeName, reason: $0.reason) }
                }
            }
            if let user {
                result.notes += notes.removals(in: user, text: old)
                if wanted.isEmpty { result.notes += notes.untested(fresh: fresh, freshText: action.contents, user: user) }
            }
            result.notes += notes.unsetLinks(fresh: action.contents, user: old)
        }
        return result
    }

    /// Whether `generate` may insert stubs into the file at a scaffold's path, with these bytes
    /// and this outline: archgen's marker is in its leading comments (`FileOrigin`), or, whatever
    /// its header (a team's licence header in place of archgen's line), it declares the type
    /// archgen names the file after, `type`, as archgen would. A generated file never is.
    static func isArchgensScaffold(_ bytes: [UInt8], user: SwiftOutline, type: String?) -> Bool {
        switch FileOrigin(bytes: bytes) {
        case .scaffold: return true
        case .generated: return false
        case .foreign:
            guard let type else { return false }
            return user.declarations(named: type).contains { $0.depth == 0 && $0.keyword != "extension" }
        }
    }
}
