import ArchGenSource

/// Which setting of archgen.yml's `xcode` a target name comes from.
package enum TargetSetting: String, Sendable, CaseIterable {
    case target, testTarget
}

/// The two targets, found in the project: sources go to `target`, doubles
/// and tests to `testTarget` (left out of the project without one).
package struct TargetChoice: Sendable {
    package let target: ProjectTarget
    package let testTarget: ProjectTarget?

    /// Finds `target` and `testTarget` by name.
    package init(target: String, testTarget: String?, in file: ProjectFile) throws(TargetLookupError) {
        let targets = file.targets
        func find(_ name: String, _ setting: TargetSetting) throws(TargetLookupError) -> ProjectTarget {
            guard let found = targets.first(where: { $0.name == name }) else {
                throw TargetLookupError(name: name, setting: setting, available: targets.map(\.name), reason: .unknown)
            }
            guard found.compilesSources else {
                throw TargetLookupError(
                    name: name, setting: setting, available: targets.filter(\.compilesSources).map(\.name),
                    reason: .compilesNothing(isa: found.object.isa))
            }
            return found
        }
        self.target = try find(target, .target)
        self.testTarget = try testTarget.map { (name) throws(TargetLookupError) in try find(name, .testTarget) }
    }

    /// Where a file of `role` belongs; nil for tests without a test target.
    package func expected(for role: ProjectMember.Role) -> ProjectTarget? {
        role == .sources ? target : testTarget
    }

    /// The other target: tests must not be in the app's, nor sources in the tests'.
    package func wrong(for role: ProjectMember.Role) -> ProjectTarget? {
        role == .sources ? testTarget : target
    }
}

/// A target name of archgen.yml that the project does not have (or that
/// compiles nothing); the CLI reports it at the setting, with the targets.
package struct TargetLookupError: Error, Equatable, Sendable {
    package enum Reason: Equatable, Sendable {
        case unknown
        /// An aggregate or legacy target (`PBXAggregateTarget`): no Sources phase.
        case compilesNothing(isa: String)
    }

    package var name: String
    package var setting: TargetSetting
    /// The targets that would do.
    package var available: [String]
    package var reason: Reason

    package var message: String {
        switch reason {
        case .unknown: "the project has no target '\(name)'"
        case .compilesNothing(let isa): "target '\(name)' is a \(isa), which compiles no sources"
        }
    }

    /// "did you mean 'App'? the project's targets: App, AppTests".
    package var hint: String {
        let list = available.isEmpty ? "the project has no target that compiles sources"
            : "the project's targets: " + available.joined(separator: ", ")
        return NearMiss.hint(for: name, in: available).map { $0 + " " + list } ?? list
    }
}
