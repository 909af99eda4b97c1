/// A file archgen writes, and which of the two targets it belongs in.
package struct ProjectMember: Sendable, Equatable {
    package enum Role: Sendable, Equatable {
        /// A module's contract, implementations and assembly: the app's target.
        case sources
        /// Its test doubles and tests: the test target.
        case tests
    }

    package var path: ProjectPath
    /// The path as the user sees it (relative to the current folder), for messages.
    package var shownPath: String
    package var role: Role

    package init(path: ProjectPath, shownPath: String, role: Role) {
        self.path = path
        self.shownPath = shownPath
        self.role = role
    }
}
