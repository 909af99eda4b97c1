/// Where a file archgen writes stands in the project: compiled by the
/// target it belongs in or not, and why not; and whether the other target
/// compiles it too. What `generate` adds and what `check` reports both come
/// from here, so they cannot disagree.
package struct MemberStatus: Sendable {
    package enum Placement: Sendable {
        /// The expected target compiles it.
        case member
        /// In the navigator's groups (or below one): not compiled by the
        /// expected target, which archgen can fix. `references` are the
        /// file's references already in the project (none: it needs one).
        case missing(references: [ProjectTree.Element])
        /// Inside a synchronized folder the expected target does not build
        /// it from (`excluded`: an exception set takes it out); archgen
        /// leaves synchronized folders to Xcode.
        case synchronized(folder: ProjectTree.Element, excluded: Bool)
        /// Below no group and no synchronized folder.
        case outside
        /// A test file, and no test target is set: it stays out of the project.
        case unassigned
    }

    package let member: ProjectMember
    package let expected: ProjectTarget?
    package let placement: Placement
    /// The other target, when it compiles the file, and where that is said
    /// (its build file, or the synchronized folder).
    package let wrongTarget: (target: ProjectTarget, offset: Int)?

    /// The status of `member`, for `choice`'s targets.
    package init(of member: ProjectMember, for choice: TargetChoice, in membership: TargetMembership) {
        let tree = membership.tree
        let folder = tree.synchronizedFolder(holding: member.path)
        self.member = member
        self.expected = choice.expected(for: member.role)
        if let expected = choice.expected(for: member.role) {
            if membership.isMember(member.path, of: expected) {
                placement = .member
            } else if let folder {
                placement = .synchronized(folder: folder, excluded: expected.synchronizedFolderIDs.contains(folder.object.id))
            } else if tree.anchorGroup(for: member.path.parent) == nil {
                placement = .outside
            } else {
                placement = .missing(references: tree.references(to: member.path))
            }
        } else {
            placement = .unassigned
        }
        if let wrong = choice.wrong(for: member.role), wrong.id != expected?.id {
            if let buildFile = membership.buildFiles(compiling: member.path, in: wrong).first {
                wrongTarget = (wrong, buildFile.start)
            } else if let folder, membership.synchronizedMembership(of: member.path, in: wrong) {
                wrongTarget = (wrong, folder.object.start)
            } else {
                wrongTarget = nil
            }
        } else {
            wrongTarget = nil
        }
    }

    /// What is wrong, located in the project file; none when the file is
    /// where it belongs (or, without a test target, out of the app's).
    package func findings(in file: ProjectFile, projectName: String) -> [ProjectFinding] {
        var findings: [ProjectFinding] = []
        let path = "'\(member.shownPath)'"
        let targetName = "'\(expected?.name ?? "")'"
        let settingHint = member.role == .sources ? "paths.sources" : "paths.tests"
        switch placement {
        case .member, .unassigned:
            break
        case .missing(let references):
            findings.append(ProjectFinding(
                message: "\(path) is not in target \(targetName)" + (references.isEmpty ? " (nor in the project)" : ""),
                offset: expected!.object.start, hint: "run `archgen generate` to add it"))
        case .synchronized(let folder, let excluded):
            let name = "'\(folder.object.displayName ?? folder.object.id)'"
            if excluded {
                findings.append(ProjectFinding(
                    message: "\(path) is in the synchronized folder \(name), but an exception keeps it out of target \(targetName)",
                    offset: folder.object.start,
                    hint: "in Xcode, tick \(targetName) under Target Membership in the file's inspector"))
            } else if let wrongTarget {
                findings.append(ProjectFinding(
                    message: "\(path) is in the synchronized folder \(name) of target '\(wrongTarget.target.name)', "
                        + "which builds it instead of target \(targetName)",
                    offset: folder.object.start,
                    hint: "set \(settingHint) in archgen.yml to a folder outside \(name) (one of target \(targetName)), "
                        + "or in Xcode change the files' Target Membership"))
                return findings
            } else {
                findings.append(ProjectFinding(
                    message: "\(path) is in the synchronized folder \(name), which target \(targetName) does not build",
                    offset: folder.object.start,
                    hint: "in Xcode, add \(name) to target \(targetName), or set \(settingHint) in archgen.yml to one of its folders"))
            }
        case .outside:
            findings.append(ProjectFinding(
                message: "\(path) is outside every group and synchronized folder of \(projectName)",
                offset: file.mainGroup.start,
                hint: "set \(settingHint) in archgen.yml to a folder below the project's, or add a group for the folder in Xcode"))
        }
        if let wrongTarget {
            findings.append(ProjectFinding(
                message: "\(path) is " + (expected == nil ? "a test file, built by" : "also built by")
                    + " target '\(wrongTarget.target.name)'",
                offset: wrongTarget.offset,
                hint: "in Xcode, untick '\(wrongTarget.target.name)' under Target Membership in the file's inspector; archgen never removes anything"))
        }
        return findings
    }
}

/// One thing wrong with where a file stands in the project: a message, the
/// offset in the project file it is about, and what to do.
package struct ProjectFinding: Sendable, Equatable {
    package var message: String
    package var offset: Int
    package var hint: String?

    package init(message: String, offset: Int, hint: String? = nil) {
        self.message = message
        self.offset = offset
        self.hint = hint
    }
}
