import ArchGenSource

/// archgen.yml's `xcode`: the Xcode project that `new` and `generate` add a
/// module's files to, and which `check` checks them against.
///
///     xcode:
///       project: App.xcodeproj      # relative to archgen.yml
///       target: App                 # a module's sources
///       testTarget: AppTests        # its doubles and tests (optional: left out of the project without it)
package struct XcodeSettings: Equatable, Sendable {
    /// The `.xcodeproj` folder, as written (relative to archgen.yml's folder, or absolute).
    package var project: String
    /// The target compiling a module's sources.
    package var target: String
    /// The target compiling its test doubles and tests; nil: they stay out of the project.
    package var testTarget: String?
    /// Where `target` and `testTarget` are written in archgen.yml, for
    /// errors that only the project file reveals (no such target).
    package var targetLocation: SourceLocation?
    package var testTargetLocation: SourceLocation?

    package init(
        project: String, target: String, testTarget: String? = nil,
        targetLocation: SourceLocation? = nil, testTargetLocation: SourceLocation? = nil
    ) {
        self.project = project
        self.target = target
        self.testTarget = testTarget
        self.targetLocation = targetLocation
        self.testTargetLocation = testTargetLocation
    }

    /// `project.pbxproj` inside `project`: the file archgen reads and edits.
    package var projectFile: String {
        project + "/project.pbxproj"
    }
}
