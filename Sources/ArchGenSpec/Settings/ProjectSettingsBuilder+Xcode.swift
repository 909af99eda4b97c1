extension ProjectSettingsBuilder {
    static let xcodeKeys = ["project", "target", "testTarget"]

    /// `xcode:` with `project` (an existing `.xcodeproj` folder) and
    /// `target`, both required, and `testTarget`, which must differ from `target`.
    mutating func xcode(_ pair: YAMLPair?) -> XcodeSettings? {
        guard let pair, let entries = mapping(pair) else { return nil }
        let values = settingPairs(entries, keys: Self.xcodeKeys)
        let project = xcodeProject(values["project"], in: pair)
        let target = targetName(values["target"], required: pair)
        let testTarget = targetName(values["testTarget"], required: nil)
        if let target, let testTarget, target == testTarget, let node = values["testTarget"]?.value {
            error("'testTarget' is the target 'target' names", at: node.location,
                  hint: "a module's tests would be built into the app; name the unit test target, or leave 'testTarget' out")
            return nil
        }
        guard let project, let target else { return nil }
        return XcodeSettings(
            project: project, target: target, testTarget: testTarget,
            targetLocation: values["target"]?.value.location, testTargetLocation: values["testTarget"]?.value.location)
    }

    private mutating func xcodeProject(_ value: YAMLPair?, in xcode: YAMLPair) -> String? {
        guard let value else {
            error("'xcode' needs 'project'", at: xcode.keyLocation, hint: "write 'project: App.xcodeproj', relative to archgen.yml")
            return nil
        }
        guard let text = text(value, what: "a folder") else { return nil }
        let project = Self.trimmingTrailingSlashes(text)
        guard project.hasSuffix(".xcodeproj"), project.count > ".xcodeproj".count else {
            error("'project' must be an .xcodeproj folder, found '\(text)'", at: value.value.location,
                  hint: "write the project's folder, like 'App.xcodeproj', relative to archgen.yml")
            return nil
        }
        guard folderExists(project) else {
            error("no such project '\(project)'", at: value.value.location,
                  hint: "'project' is relative to the folder holding archgen.yml")
            return nil
        }
        return project
    }

    /// A target's name; `required` is the `xcode` entry to report a missing one at.
    private mutating func targetName(_ value: YAMLPair?, required xcode: YAMLPair?) -> String? {
        guard let value else {
            if let xcode {
                error("'xcode' needs 'target'", at: xcode.keyLocation,
                      hint: "write 'target: App', the target that builds the modules' sources")
            }
            return nil
        }
        guard let name = text(value, what: "a target's name") else { return nil }
        guard !name.isEmpty else {
            error("'\(value.key)' is empty", at: value.value.location, hint: "write a target's name, as Xcode shows it")
            return nil
        }
        return name
    }
}
