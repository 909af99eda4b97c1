import ArchGenSource

/// A project file archgen cannot read or use: not a property list (a
/// missing `;`, an unterminated string, a merge conflict left in it), or not
/// an Xcode project (no `objects`, a root object that is not a project, a
/// target without a Sources build phase). Located in the file, like a spec's
/// errors (`App.xcodeproj/project.pbxproj:12:5: error: ...`).
package enum ProjectFileStage: ErrorStage {}
package typealias ProjectFileError = StageError<ProjectFileStage>
