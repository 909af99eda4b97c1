/// One entry of the project's `objects`: its ID, its class (`isa`) and its
/// fields, as written.
package struct ProjectObject: Sendable {
    /// The 24 hex digits (or whatever the file uses) that other objects refer to it by.
    package let id: String
    /// `PBXGroup`, `PBXFileReference`, `PBXNativeTarget`, ...
    package let isa: String
    /// The object's dictionary.
    package let node: PlistNode
    /// The offset of its ID, where the object's entry starts.
    package let start: Int
    /// The offset just past the `;` ending its entry.
    package let end: Int

    package init(id: String, isa: String, node: PlistNode, start: Int, end: Int) {
        self.id = id
        self.isa = isa
        self.node = node
        self.start = start
        self.end = end
    }

    package subscript(key: String) -> PlistNode? {
        node[key]
    }

    /// The string value of `key`; nil when absent or not a string.
    package func string(_ key: String) -> String? {
        node[key]?.string
    }

    /// The strings of the list `key` (object IDs, mostly); empty when absent.
    package func strings(_ key: String) -> [String] {
        node[key]?.items?.compactMap(\.string) ?? []
    }

    /// `name`, else `path`: what Xcode shows, and writes in the comment
    /// after a reference to it (`/* SignInPresenter.swift */`).
    package var displayName: String? {
        string("name") ?? string("path")
    }
}
