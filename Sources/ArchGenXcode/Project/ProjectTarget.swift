/// A target of the project (`PBXNativeTarget`, or an aggregate or legacy
/// one, which compile nothing), with what decides which files it compiles:
/// its Sources build phase and its synchronized folders.
package struct ProjectTarget: Sendable {
    package let object: ProjectObject
    package let name: String
    /// The first `PBXSourcesBuildPhase` of its `buildPhases`; nil when it has none.
    package let sourcesPhase: ProjectObject?
    /// The IDs of its `fileSystemSynchronizedGroups` (object version 77).
    package let synchronizedFolderIDs: [String]

    package var id: String { object.id }
    package var compilesSources: Bool { object.isa == "PBXNativeTarget" }
}

extension ProjectFile {
    /// The project's targets, in its order.
    package var targets: [ProjectTarget] {
        objects(project.strings("targets")).map { object in
            ProjectTarget(
                object: object, name: object.string("name") ?? object.id,
                sourcesPhase: objects(object.strings("buildPhases")).first { $0.isa == "PBXSourcesBuildPhase" },
                synchronizedFolderIDs: object.strings("fileSystemSynchronizedGroups"))
        }
    }
}
