/// The project navigator's tree, from the main group down, with the folder
/// or file each element stands for on disk:
///
/// - `sourceTree = "<group>"`: its `path` below its parent's folder, or the
///   parent's folder itself when it has no `path` (a group that only
///   organises, whatever its `name`);
/// - `SOURCE_ROOT`: below the project's folder (the one holding the
///   `.xcodeproj`, moved by the project's `projectDirPath`);
/// - `<absolute>`: its `path`;
/// - anything else (`BUILT_PRODUCTS_DIR`, `SDKROOT`, ...): nowhere archgen writes.
///
/// Variant groups (`Main.storyboard` with `Base.lproj/Main.storyboard`) and
/// version groups (`.xcdatamodeld`) hold files but are not folders for new
/// files; synchronized folders (`PBXFileSystemSynchronizedRootGroup`) are leaves.
package struct ProjectTree: Sendable {
    package struct Element: Sendable {
        package let object: ProjectObject
        /// Where it is on disk; nil for an element outside the project's folders.
        package let path: ProjectPath?
        /// Nil for the main group.
        package let parentID: String?
        /// 0 for the main group.
        package let depth: Int

        package var isGroup: Bool { object.isa == "PBXGroup" }
        package var isFileReference: Bool { object.isa == "PBXFileReference" }
        package var isSynchronizedFolder: Bool { object.isa == "PBXFileSystemSynchronizedRootGroup" }
    }

    /// The folder `SOURCE_ROOT` names.
    package let sourceRoot: ProjectPath
    /// Every element reachable from the main group, parents before children
    /// (each once, however often it is listed).
    package let elements: [Element]
    /// `group(for:)` for every folder that has a group.
    package let groupsByFolder: [ProjectPath: Element]
    private let indexByID: [String: Int]
    /// The indices of the file references at each path.
    private let referencesByPath: [ProjectPath: [Int]]
    /// The synchronized folders, with their paths.
    private let synchronizedFolders: [(element: Element, path: ProjectPath)]

    /// The tree of `file`, whose `.xcodeproj` is at `projectBundle`.
    package init(_ file: ProjectFile, projectBundle: ProjectPath) {
        let sourceRoot = projectBundle.parent.appending(file.project.string("projectDirPath") ?? "")
        var elements: [Element] = []
        var indexByID: [String: Int] = [:]
        var pending = [(id: file.mainGroup.id, parentID: String?.none, folder: Optional(sourceRoot), depth: 0)]
        while let next = pending.popLast() {
            guard indexByID[next.id] == nil, let object = file.objects[next.id] else { continue }
            let path = Self.path(of: object, in: next.folder, sourceRoot: sourceRoot)
            indexByID[next.id] = elements.count
            elements.append(Element(object: object, path: path, parentID: next.parentID, depth: next.depth))
            guard ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"].contains(object.isa) else { continue }
            for child in object.strings("children").reversed() {
                pending.append((child, object.id, path, next.depth + 1))
            }
        }
        self.sourceRoot = sourceRoot
        self.elements = elements
        self.indexByID = indexByID
        self.groupsByFolder = Self.bestGroups(elements)
        var referencesByPath: [ProjectPath: [Int]] = [:]
        for (index, element) in elements.enumerated() where element.isFileReference {
            if let path = element.path { referencesByPath[path, default: []].append(index) }
        }
        self.referencesByPath = referencesByPath
        self.synchronizedFolders = elements.compactMap { element in
            element.isSynchronizedFolder ? element.path.map { (element, $0) } : nil
        }
    }

    package func element(_ id: String) -> Element? {
        indexByID[id].map { elements[$0] }
    }

    /// Where `object` is, given its parent's folder (nil when the parent is nowhere).
    static func path(of object: ProjectObject, in parent: ProjectPath?, sourceRoot: ProjectPath) -> ProjectPath? {
        let path = object.string("path") ?? (object.isa == "PBXFileReference" ? object.string("name") : nil)
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>": return parent.map { folder in path.map(folder.appending) ?? folder }
        case "SOURCE_ROOT": return path.map(sourceRoot.appending) ?? sourceRoot
        case "<absolute>": return path.map(ProjectPath.init(absolute:))
        default: return nil
        }
    }

    /// The file references at `path`, in navigator order.
    package func references(to path: ProjectPath) -> [Element] {
        (referencesByPath[path] ?? []).map { elements[$0] }
    }

    /// The group that stands for `folder`: of the groups there, one whose
    /// `path` names it (or the main group) before one that only organises,
    /// then the one nearest the main group, then the first.
    package func group(for folder: ProjectPath) -> Element? {
        groupsByFolder[folder]
    }

    /// The group standing for `folder`, or for the nearest folder above it
    /// that has one; nil when no group's folder holds it.
    package func anchorGroup(for folder: ProjectPath) -> Element? {
        var current = folder
        while true {
            if let group = groupsByFolder[current] { return group }
            if current.components.isEmpty { return nil }
            current = current.parent
        }
    }

    private static func bestGroups(_ elements: [Element]) -> [ProjectPath: Element] {
        func rank(_ element: Element) -> (Int, Int) {
            let namesFolder = element.parentID == nil || element.object.string("path") != nil
            return (namesFolder ? 0 : 1, element.depth)
        }
        var best: [ProjectPath: Element] = [:]
        for element in elements where element.isGroup {
            guard let path = element.path else { continue }
            if let current = best[path], rank(current) <= rank(element) { continue }
            best[path] = element
        }
        return best
    }

    /// The synchronized folder holding `path`, the innermost when several do.
    package func synchronizedFolder(holding path: ProjectPath) -> Element? {
        synchronizedFolders.filter { path.isInside($0.path) && path != $0.path }
            .max { $0.path.components.count < $1.path.components.count }?.element
    }
}
