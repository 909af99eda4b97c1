/// Adds the files archgen writes to a project, as Xcode would: a
/// `PBXFileReference` in the group of the file's folder (groups created for
/// the folders that have none, below the nearest one that has), and a
/// `PBXBuildFile` in the Sources phase of the target the file belongs in.
///
/// Only lines are added: every byte of the project file is kept, and the
/// only objects touched are the groups that get children and the build
/// phases that get files. A file its target already compiles, or one inside
/// a synchronized folder (Xcode's to manage), is left as it is; what cannot
/// be added is reported, located in the project file.
package struct ProjectEditor: Sendable {
    package let file: ProjectFile
    package let tree: ProjectTree
    /// `App.xcodeproj`, for messages.
    package let projectName: String

    package init(file: ProjectFile, projectBundle: ProjectPath) {
        self.file = file
        self.tree = ProjectTree(file, projectBundle: projectBundle)
        self.projectName = projectBundle.lastComponent
    }

    /// The status of every member, in order (each path once).
    package func statuses(of members: [ProjectMember], for choice: TargetChoice) -> [MemberStatus] {
        let membership = TargetMembership(file: file, tree: tree)
        var seen: Set<ProjectPath> = []
        return members.filter { seen.insert($0.path).inserted }.map { MemberStatus(of: $0, for: choice, in: membership) }
    }

    /// The project file with `members` added, and what could not be added.
    /// Throws when a target that needs a file has no Sources build phase.
    package func adding(_ members: [ProjectMember], for choice: TargetChoice) throws(ProjectFileError) -> ProjectEdit {
        var additions = Additions(tree: tree, ids: ObjectIDGenerator(taken: file.words))
        var findings: [ProjectFinding] = []
        for status in statuses(of: members, for: choice) {
            guard case .missing(let references) = status.placement, let target = status.expected else {
                findings += status.findings(in: file, projectName: projectName)
                continue
            }
            guard let phase = target.sourcesPhase else {
                throw ProjectFileError(
                    "target '\(target.name)' has no Sources build phase", at: file.locator.location(of: target.object.start),
                    hint: "add one in Xcode (the target's Build Phases, + , Compile Sources), then run archgen again")
            }
            let reference = references.first.map { ($0.object.id, $0.object.displayName ?? status.member.path.lastComponent) }
                ?? additions.reference(to: status.member.path)
            additions.buildFile(for: reference, path: status.member.path, target: target, phase: phase)
            if let wrong = status.wrongTarget {
                findings += status.findings(in: file, projectName: projectName).filter { $0.offset == wrong.offset }
            }
        }
        let layout = ProjectTextLayout(file)
        let insertions = try additions.insertions(layout)
        return ProjectEdit(
            bytes: insertions.isEmpty ? file.bytes : TextInsertion.apply(insertions, to: file.bytes), findings: findings,
            addedReferences: additions.references.count, addedGroups: additions.groups.count,
            addedBuildFiles: additions.buildFiles.count)
    }
}

/// A project file after `ProjectEditor.adding(_:for:)`.
package struct ProjectEdit: Sendable {
    /// The whole new file (the old bytes when nothing was added).
    package var bytes: [UInt8]
    /// What could not be added (or is wrong and archgen does not remove),
    /// located in the old file.
    package var findings: [ProjectFinding]
    package var addedReferences: Int
    package var addedGroups: Int
    package var addedBuildFiles: Int
}

/// The objects and list items one edit adds, in the order they were made.
private struct Additions {
    struct Group {
        var id: String
        var path: String
        var children: [String] = []
    }

    enum Parent: Hashable {
        case existing(String)
        case new(ProjectPath)
    }

    let tree: ProjectTree
    var ids: ObjectIDGenerator
    var groups: [ProjectPath: Group] = [:]
    var groupOrder: [ProjectPath] = []
    var references: [(id: String, name: String)] = []
    var buildFiles: [(id: String, reference: (id: String, name: String), phaseName: String)] = []
    /// Items added to existing groups' `children` and phases' `files`, by object ID.
    var items: [String: [String]] = [:]
    var itemOrder: [String] = []

    /// A new reference to the file at `path`, in the group of its folder.
    mutating func reference(to path: ProjectPath) -> (id: String, name: String) {
        let id = ids.id(for: "PBXFileReference " + path.relative(to: tree.sourceRoot))
        let reference = (id, path.lastComponent)
        references.append(reference)
        add(PlistPrinter.reference(id, comment: path.lastComponent), to: group(for: path.parent))
        return reference
    }

    mutating func buildFile(for reference: (id: String, name: String), path: ProjectPath, target: ProjectTarget, phase: ProjectObject) {
        let id = ids.id(for: "PBXBuildFile \(target.id) " + path.relative(to: tree.sourceRoot))
        let phaseName = phase.string("name") ?? "Sources"
        buildFiles.append((id, reference, phaseName))
        add(PlistPrinter.reference(id, comment: "\(reference.name) in \(phaseName)"), to: .existing(phase.id))
    }

    /// The group of `folder`: the project's, one made earlier, or a new one
    /// (and new ones above it, up to the nearest folder with a group, which
    /// `MemberStatus` found there is).
    private mutating func group(for folder: ProjectPath) -> Parent {
        if groups[folder] != nil { return .new(folder) }
        if let existing = tree.group(for: folder) { return .existing(existing.object.id) }
        let parent = group(for: folder.parent)
        let id = ids.id(for: "PBXGroup " + folder.relative(to: tree.sourceRoot))
        groups[folder] = Group(id: id, path: folder.lastComponent)
        groupOrder.append(folder)
        add(PlistPrinter.reference(id, comment: folder.lastComponent), to: parent)
        return .new(folder)
    }

    private mutating func add(_ item: String, to parent: Parent) {
        switch parent {
        case .new(let folder):
            groups[folder]?.children.append(item)
        case .existing(let id):
            if items[id] == nil { itemOrder.append(id) }
            items[id, default: []].append(item)
        }
    }

    /// Throws when a group or phase that gets items has no list for them.
    func insertions(_ layout: ProjectTextLayout) throws(ProjectFileError) -> [TextInsertion] {
        let printer = layout.printer, level = layout.objectLevel
        var insertions = layout.objectInsertions(isa: "PBXBuildFile", buildFiles.map { buildFile in
            (buildFile.id, printer.object(
                id: buildFile.id, comment: "\(buildFile.reference.name) in \(buildFile.phaseName)", isa: "PBXBuildFile",
                fields: [("fileRef", .string(buildFile.reference.id, comment: buildFile.reference.name))],
                multiline: false, level: level))
        })
        insertions += layout.objectInsertions(isa: "PBXFileReference", references.map { reference in
            (reference.id, printer.object(
                id: reference.id, comment: reference.name, isa: "PBXFileReference",
                fields: [("lastKnownFileType", .string(Self.fileType(of: reference.name))), ("path", .string(reference.name)),
                         ("sourceTree", .string("<group>"))],
                multiline: false, level: level))
        })
        insertions += layout.objectInsertions(isa: "PBXGroup", groupOrder.compactMap { groups[$0] }.map { group in
            (group.id, printer.object(
                id: group.id, comment: group.path, isa: "PBXGroup",
                fields: [("children", .array(group.children.map { .raw($0) })), ("path", .string(group.path)),
                         ("sourceTree", .string("<group>"))],
                multiline: true, level: level))
        })
        for id in itemOrder {
            guard let object = layout.file.objects[id] else { continue }
            let key = object.isa == "PBXGroup" ? "children" : "files"
            guard let list = object[key], list.items != nil else {
                throw ProjectFileError(
                    "the \(object.isa) '\(object.displayName ?? id)' has no '\(key)' list", at: layout.file.locator.location(of: object.start),
                    hint: "the project file is damaged: Xcode writes '\(key) = ( ... );' in every \(object.isa)")
            }
            insertions += layout.itemInsertions(into: list, items[id] ?? [])
        }
        return insertions
    }

    /// Xcode's `lastKnownFileType` for a file name.
    static func fileType(of name: String) -> String {
        name.hasSuffix(".swift") ? "sourcecode.swift" : "text"
    }
}
