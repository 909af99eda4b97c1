import ArchGenSource

/// archgen.yml's `styles: <style>: files:`: where each file of a module
/// lives, as a path below the module's sources or tests folder, checked
/// where it is written, and the clashes between the files of one module.
extension ProjectSettingsBuilder {
    /// `files:` — a path pattern per file kind of the style.
    mutating func filePatterns(_ pair: YAMLPair?, style: StyleDefinition) -> [String: String] {
        guard let entries = mapping(pair) else { return [:] }
        let kinds = StyleNaming.fileKinds(of: style)
        var patterns: [String: String] = [:]
        for entry in entries where !kinds.contains(where: { $0.key == entry.key }) {
            error("\(style.name) has no file '\(entry.key)'", at: entry.keyLocation,
                  hint: NearMiss.hint(for: entry.key, in: kinds.map(\.key)) ?? "its files are " + kinds.map { "'\($0.key)'" }.joined(separator: ", "))
        }
        for (key, pair) in settingPairs(entries.filter { entry in kinds.contains { $0.key == entry.key } }, keys: kinds.map(\.key)) {
            guard let kind = kinds.first(where: { $0.key == key }) else { continue }
            patterns[key] = filePattern(pair, kind: kind, style: style)
        }
        return patterns
    }

    /// A file's path: `{module}`, and `{type}` for a type's file; relative,
    /// without `.` or `..` or an empty folder name; a `.swift` file.
    private mutating func filePattern(_ pair: YAMLPair, kind: StyleNaming.FileKind, style: StyleDefinition) -> String? {
        guard let text = scalar(pair, what: "a file path") else { return nil }
        let hasType = StyleNaming(style: style, module: "Module").typeName(ofFile: kind.name) != nil
        let allowed = [NamePatterns.modulePlaceholder] + (hasType ? [NamePatterns.typePlaceholder] : [])
        var valid = true
        for (offset, found) in Self.placeholders(in: text) where !allowed.contains(found) {
            let hint = found == NamePatterns.typePlaceholder
                ? "'\(kind.key)' holds several declarations, no one type; use '{module}'"
                : NearMiss.hint(for: found, in: allowed) ?? "use " + allowed.map { "'\($0)'" }.joined(separator: " or ")
            error(found == NamePatterns.typePlaceholder ? "'\(kind.key)' has no '{type}'" : "unknown placeholder '\(found)'",
                  at: location(ofOffset: offset, in: pair.value), hint: hint)
            valid = false
        }
        guard valid else { return nil }
        let folder = kind.folder == .sources ? "sources" : "tests"
        if Path.isAbsolute(text) {
            error("'\(kind.key)' must be a path below the module's \(folder) folder, found an absolute path", at: pair.value.location,
                  hint: "write it relative to that folder; 'paths: \(folder):' moves the folder itself")
            return nil
        }
        guard checkPathCharacters(text, in: pair.value, what: "'\(kind.key)'") else { return nil }
        let components = text.split(separator: "/", omittingEmptySubsequences: false)
        var offset = 0
        for (index, component) in components.enumerated() {
            let isName = index == components.count - 1
            if !isName, component.isEmpty || component == "." || component == ".." {
                let what = component.isEmpty ? "an empty folder name" : "'\(component)'"
                error("'\(kind.key)' has \(what) in its path", at: location(ofOffset: offset, in: pair.value),
                      hint: component == ".."
                        ? "a module's files stay below its \(folder) folder; 'paths: \(folder):' moves the folder itself"
                        : "write each folder once, with a name: 'Presenter/{type}.swift'")
                return nil
            }
            if component.utf8.count > Self.maximumFileNameLength {
                error("'\(kind.key)' has a \(isName ? "file" : "folder") name of \(component.utf8.count) bytes",
                      at: location(ofOffset: offset, in: pair.value),
                      hint: "file systems take names of at most \(Self.maximumFileNameLength) bytes (UTF-8)")
                return nil
            }
            if component.hasPrefix("."), !component.isEmpty {
                error("'\(kind.key)' has a hidden \(isName ? "file" : "folder") '\(component)'",
                      at: location(ofOffset: offset, in: pair.value),
                      hint: "archgen's searches of a module's folders pass over names starting with '.' (as '.build'); drop the '.'")
                return nil
            }
            offset += component.unicodeScalars.count + 1
        }
        let name = components.last ?? ""
        guard name.hasSuffix(".swift"), name.count > ".swift".count else {
            let suggestion = name.isEmpty ? text + (hasType ? "{type}.swift" : "{module}\(kind.name).swift") : text + ".swift"
            error(name.isEmpty ? "'\(kind.key)' names a folder, not a Swift file" : "'\(kind.key)' must name a Swift file, found '\(name)'",
                  at: pair.value.location, hint: "write '\(suggestion)'")
            return nil
        }
        return text
    }

    /// Two files of one module on one path, one named like the other's
    /// folder, or two of one name in one target (Swift compiles a file name
    /// once per target), for a module 'Module'; where a `files:` pattern is set.
    mutating func checkFileClashes(of names: NamePatterns, style: StyleDefinition, values: [String: YAMLPair]) {
        guard !names.files.isEmpty else { return }
        let naming = StyleNaming(style: style, module: "Module", patterns: names)
        let pairs = Self.entries(values["files"])
        var seen: [(key: String, path: String, folder: StyleNaming.FileKind.Folder)] = []
        for kind in StyleNaming.fileKinds(of: style) {
            let path = naming.filePath(kind.name), lowered = path.lowercased()
            defer { seen.append((kind.key, path, kind.folder)) }
            let others = seen.filter { $0.folder == kind.folder && (names.files[kind.key] != nil || names.files[$0.key] != nil) }
            guard let location = (pairs[kind.key] ?? others.lazy.compactMap { pairs[$0.key] }.first)?.value.location else { continue }
            let hint = "give each file a path of its own"
            if let other = others.first(where: { $0.path.lowercased() == lowered }) {
                error("'\(kind.key)' and '\(other.key)' would both be written to '\(path)' (for a module 'Module')", at: location,
                      hint: hint + (path == other.path ? "" : "; file systems that ignore case see one file"))
            } else if let other = others.first(where: {
                $0.path.lowercased().hasPrefix(lowered + "/") || lowered.hasPrefix($0.path.lowercased() + "/")
            }) {
                error("'\(kind.key)' and '\(other.key)' would be written to '\(path)' and '\(other.path)', a file and a folder of one name "
                      + "(for a module 'Module')", at: location, hint: hint)
            } else if case let name = Path.lastComponent(of: path),
                      let other = others.first(where: { Path.lastComponent(of: $0.path).lowercased() == name.lowercased() }) {
                error("'\(kind.key)' and '\(other.key)' would both be named '\(name)' (for a module 'Module')",
                      at: location, hint: "Swift compiles a file name once per target; give each file a name of its own")
            }
        }
    }

    /// The longest file or folder name file systems take, in UTF-8 bytes.
    static let maximumFileNameLength = 255

    /// Whether a path has no tab and no invisible character (a control, NUL
    /// included, which would cut the path short; a zero-width or bidi
    /// character): never what a team means in a path. Reported where it is.
    mutating func checkPathCharacters(_ text: String, in node: YAMLNode, what: String) -> Bool {
        guard let (offset, scalar) = text.unicodeScalars.enumerated().first(where: {
            $0.element == "\t" || InvisibleScalar.isInvisible($0.element)
        }) else { return true }
        error("\(what) has \(scalar == "\t" ? "a tab" : "an invisible character <\(InvisibleScalar.codePoint(scalar))>") in its path",
              at: location(ofOffset: offset, in: node), hint: "a path is written as it reads; remove the character")
        return false
    }
}
