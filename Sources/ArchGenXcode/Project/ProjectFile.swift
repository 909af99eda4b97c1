/// A parsed `project.pbxproj`: its bytes (kept, so an edit changes only
/// what it adds), its objects by ID, the project object and its main group.
///
/// Any object version is read: 46 (Xcode 3.2) to 77 (Xcode 16) and later,
/// written with or without quotes, since the objects archgen uses have not
/// changed shape in that time.
package struct ProjectFile: Sendable {
    package let bytes: [UInt8]
    package let root: PlistNode
    /// The block comments that may be section markers (`Begin ...`, `End ...`).
    package let comments: [PlistComment]
    /// The `objects` dictionary.
    package let objectsNode: PlistNode
    package let objects: [String: ProjectObject]
    /// `objectVersion` as a number; nil when missing or not a number.
    package let objectVersion: Int?
    /// The `PBXProject` object.
    package let project: ProjectObject
    /// Its `mainGroup`: the root of the navigator.
    package let mainGroup: ProjectObject

    package init(bytes: [UInt8]) throws(ProjectFileError) {
        let (root, comments) = try PlistParser.parse(bytes)
        let locator = ByteLocator(bytes)
        func fail(_ message: String, at offset: Int, hint: String? = nil) -> ProjectFileError {
            ProjectFileError(message, at: locator.location(of: offset), hint: hint)
        }
        let notAProject = "this is not an Xcode project file"
        guard root.entries != nil else {
            throw fail("the file holds \(root.kindName), not the dictionary of a project", at: root.start, hint: notAProject)
        }
        guard let objectsNode = root["objects"], let entries = objectsNode.entries else {
            throw fail("no 'objects' dictionary", at: root.start, hint: notAProject)
        }
        var objects: [String: ProjectObject] = [:]
        objects.reserveCapacity(entries.count)
        for entry in entries {
            guard entry.value.entries != nil else {
                throw fail("object '\(entry.key)' is \(entry.value.kindName), not a dictionary", at: entry.value.start)
            }
            guard let isa = entry.value["isa"]?.string else {
                throw fail("object '\(entry.key)' has no 'isa'", at: entry.keyStart, hint: "every object names its class: 'isa = PBXGroup;'")
            }
            objects[entry.key] = ProjectObject(id: entry.key, isa: isa, node: entry.value, start: entry.keyStart, end: entry.end)
        }
        guard let rootID = root["rootObject"]?.string else {
            throw fail("no 'rootObject'", at: root.start, hint: notAProject)
        }
        guard let project = objects[rootID], project.isa == "PBXProject" else {
            throw fail("the root object '\(rootID)' is not a PBXProject", at: root["rootObject"]!.start, hint: notAProject)
        }
        guard let mainGroupID = project.string("mainGroup"), let mainGroup = objects[mainGroupID],
              mainGroup.isa == "PBXGroup" else {
            throw fail("the project has no main group", at: project.start, hint: "its 'mainGroup' must name a PBXGroup")
        }
        self.bytes = bytes
        self.root = root
        self.comments = comments
        self.objectsNode = objectsNode
        self.objects = objects
        self.objectVersion = root["objectVersion"]?.string.flatMap { Int($0) }
        self.project = project
        self.mainGroup = mainGroup
    }

    /// The objects of class `isa`, in the file's order.
    package func objects(ofClass isa: String) -> [ProjectObject] {
        (objectsNode.entries ?? []).compactMap { objects[$0.key] }.filter { $0.isa == isa }
    }

    /// The objects whose IDs `ids` lists that exist, in that order.
    package func objects(_ ids: [String]) -> [ProjectObject] {
        ids.compactMap { objects[$0] }
    }

    /// Every key and string of the file: the IDs of its objects, and any
    /// ID it mentions without defining it (a new object must not take one).
    package var words: Set<String> {
        var words: Set<String> = []
        var pending = [root]
        while let node = pending.popLast() {
            switch node.value {
            case .string(let text): words.insert(text)
            case .data: break
            case .array(let items): pending += items
            case .dictionary(let entries):
                for entry in entries {
                    words.insert(entry.key)
                    pending.append(entry.value)
                }
            }
        }
        return words
    }

    package var locator: ByteLocator {
        ByteLocator(bytes)
    }
}
