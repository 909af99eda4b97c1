/// Renames files in a project the way renaming a module on disk needs: each
/// file reference to a moved file gets its new path, a group (or
/// synchronized folder) standing for a folder renamed in place gets the new
/// name, and the comments Xcode writes after their IDs (`/* HomePresenter.swift */`,
/// `/* HomePresenter.swift in Sources */`) follow. Build files keep their
/// references, so every file stays in its targets. Only the renamed values
/// and comments change: every other byte is kept.
extension ProjectEditor {
    /// The project file with `moves` (each file's old and new path) made; a
    /// file moved to another folder than its own renamed in place is a
    /// finding (move it in Xcode).
    package func renaming(_ moves: [(from: ProjectPath, to: ProjectPath)]) -> ProjectEdit {
        var edits: [TextInsertion] = []
        var names: [String: (old: String, new: String)] = [:]
        var findings: [ProjectFinding] = []
        func replace(_ node: PlistNode, with text: String) {
            edits.append(TextInsertion(offset: node.start, rank: "", text: PlistPrinter.quoted(text), removing: node.end - node.start))
        }
        // Folders renamed in place (`Sources/Home` → `Sources/Dashboard`): their groups.
        var folders: [ProjectPath: ProjectPath] = [:]
        for move in moves where move.from.parent != move.to.parent && move.from.parent.parent == move.to.parent.parent {
            folders[move.from.parent] = move.to.parent
        }
        for (old, new) in folders {
            for element in tree.elements where (element.isGroup || element.isSynchronizedFolder) && element.path == old {
                for key in ["path", "name"] {
                    guard let node = element.object[key], let value = node.string,
                          value == old.lastComponent || value.hasSuffix("/" + old.lastComponent) else { continue }
                    replace(node, with: String(value.dropLast(old.lastComponent.count)) + new.lastComponent)
                }
                names[element.object.id] = (old.lastComponent, new.lastComponent)
            }
        }
        func renamed(_ folder: ProjectPath) -> ProjectPath {
            for (old, new) in folders where folder.isInside(old) {
                return ProjectPath(components: new.components + folder.components.dropFirst(old.components.count))
            }
            return folder
        }
        for move in moves {
            for reference in tree.references(to: move.from) {
                guard let node = reference.object["path"], let value = node.string else { continue }
                let base = ProjectPath(components: Array(move.from.components.dropLast(ProjectPath(absolute: value).components.count)))
                let newValue = move.to.relative(to: renamed(base))
                guard !newValue.hasPrefix("..") else {
                    findings.append(ProjectFinding(
                        message: "'\(move.from.lastComponent)' moved to another folder; archgen renames only in place",
                        offset: reference.object.start, hint: "move it to \(move.to) in Xcode"))
                    continue
                }
                if newValue != value { replace(node, with: newValue) }
                if let name = reference.object["name"], name.string == move.from.lastComponent { replace(name, with: move.to.lastComponent) }
                names[reference.object.id] = (move.from.lastComponent, move.to.lastComponent)
                for buildFile in file.objects(ofClass: "PBXBuildFile") where buildFile.string("fileRef") == reference.object.id {
                    names[buildFile.id] = (move.from.lastComponent + " in ", move.to.lastComponent + " in ")
                }
            }
        }
        edits += commentEdits(names)
        let unique = Dictionary(edits.map { ($0.offset, $0) }, uniquingKeysWith: { first, _ in first }).values.sorted { $0.offset < $1.offset }
        return ProjectEdit(
            bytes: unique.isEmpty ? file.bytes : TextInsertion.apply(Array(unique), to: file.bytes), findings: findings,
            addedReferences: 0, addedGroups: 0, addedBuildFiles: 0)
    }

    /// The comment after each mention of a renamed object's ID: its old name
    /// (or, for a build file, the old name and ` in Sources`) becomes the new one.
    private func commentEdits(_ names: [String: (old: String, new: String)]) -> [TextInsertion] {
        let bytes = file.bytes
        var edits: [TextInsertion] = []
        for (id, name) in names {
            let marker = Array((id + " /* ").utf8)
            var index = 0
            while let found = Self.find(marker, in: bytes, from: index) {
                index = found + marker.count
                guard let close = Self.find(Array(" */".utf8), in: bytes, from: index) else { break }
                let comment = String(decoding: bytes[index..<close], as: UTF8.self)
                guard comment == name.old || name.old.hasSuffix(" in ") && comment.hasPrefix(name.old) else { continue }
                let text = comment == name.old ? name.new : name.new + comment.dropFirst(name.old.count)
                edits.append(TextInsertion(offset: index, rank: "", text: text, removing: close - index))
            }
        }
        return edits
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
