import ArchGenSource

/// An absolute path as a list of components, with lexical arithmetic only
/// (no file system, no links): how the project's groups and archgen's files
/// are compared. `/a/b/../c` and `/a/c` are the same path.
package struct ProjectPath: Hashable, Sendable, CustomStringConvertible {
    /// From the root down; empty for `/`.
    package private(set) var components: [String]

    package init(components: [String]) {
        self.components = components
    }

    /// An absolute path (`/Users/me/App`); a relative one is taken from `/`.
    package init(absolute path: String) {
        self = ProjectPath(components: []).appending(path)
    }

    /// `relative` followed from this folder: `.` and empty components
    /// skipped, `..` going up (never above the root); an absolute path
    /// (`/x`) starts again from the root.
    package func appending(_ relative: String) -> ProjectPath {
        ProjectPath(components: Path.absolute(relative, from: description).split(separator: "/").map(String.init))
    }

    /// The folder holding this path (the root for the root).
    package var parent: ProjectPath {
        ProjectPath(components: Array(components.dropLast()))
    }

    package var lastComponent: String {
        components.last ?? "/"
    }

    /// Whether this path is `folder` or lies below it.
    package func isInside(_ folder: ProjectPath) -> Bool {
        Path.contains(folder.description, description)
    }

    /// This path from `base`: `SignIn/SignInContract.swift`, `../Shared/X.swift`, `.` for `base` itself.
    package func relative(to base: ProjectPath) -> String {
        Path.relative(description, from: base.description)
    }

    package var description: String {
        "/" + components.joined(separator: "/")
    }
}
