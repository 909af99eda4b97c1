/// The reference of what a module's templates can read: every variable of
/// the context `ModuleModel.templateContext` builds, with its type, an
/// example and what it is. `archgen help templates` prints it, and a test
/// renders the contexts of real modules (every style, platform and test kit)
/// and fails when a variable is missing here, or named here but never built
/// (`TemplateContextShape.disagreements(with:)`).
///
/// Paths: `assembly.signature` is a key of a key; `<actor>` stands for any
/// key of its object (each actor by its key: `presenter`, `router`); `[]`
/// is each element of an array (`doubles[].members[].name`). Types:
/// `string`, `bool`, `int`, `object`, `[string]` (an array of strings),
/// `[object]`; `string or null` when either.
package struct TemplateContextReference: Sendable {
    package struct Entry: Sendable, Equatable {
        package var path: String
        package var type: String
        package var example: String
        package var description: String
        /// An object shaped as another path is (the view is an actor too): its keys not listed here are that path's.
        package var sameAs: String?

        package init(_ path: String, _ type: String, _ example: String, _ description: String, sameAs: String? = nil) {
            (self.path, self.type, self.example, self.description, self.sameAs) = (path, type, example, description, sameAs)
        }

        /// The types `type` allows: `string or null` allows both.
        var allowedTypes: Set<String> {
            Set(type.components(separatedBy: " or "))
        }
    }

    package let entries: [Entry]
    private let byPath: [String: Entry]
    /// The placeholder key of an object whose keys vary, by the object's path ("" for the top).
    private let placeholders: [String: String]
    /// Every path that has a key under it.
    private let parents: Set<String>

    package init(_ entries: [Entry]) {
        self.entries = entries
        byPath = Dictionary(entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var placeholders: [String: String] = [:], parents: Set<String> = []
        for entry in entries {
            let (parent, key) = Self.split(entry.path)
            parents.insert(parent)
            if key.hasPrefix("<") { placeholders[parent] = entry.path }
        }
        (self.placeholders, self.parents) = (placeholders, parents)
    }

    package func entry(_ path: String) -> Entry? { byPath[path] }

    /// The path of `key` of the object at `parent` (nil: the top), as this reference names it.
    func path(of key: String, in parent: String?) -> String {
        let full = parent.map { $0 + "." + key } ?? key
        if byPath[full] != nil || parents.contains(full) { return full }
        if let placeholder = placeholders[parent ?? ""] { return placeholder }
        // An object shaped as another (or an element of an array of them) reads that one's keys.
        if let parent {
            let isElement = parent.hasSuffix("[]")
            if let alias = byPath[isElement ? String(parent.dropLast(2)) : parent]?.sameAs {
                return path(of: key, in: alias + (isElement ? "[]" : ""))
            }
        }
        return full
    }

    /// `a.b[].c` → (`a.b[]`, `c`); `module` → ("", `module`).
    private static func split(_ path: String) -> (parent: String, key: String) {
        guard let dot = path.lastIndex(of: ".") else { return ("", path) }
        return (String(path[..<dot]), String(path[path.index(after: dot)...]))
    }
}
