import ArchGenSource

/// Which targets of an Xcode project compile a module's files, as `adopt` reads the project.
package struct XcodeModuleTargets: Sendable {
    package var module: String
    package var sourcesFolder: String
    /// The targets compiling the module's Swift files, each with how many of them, in the project's order.
    package var sourceTargets: [(name: String, files: Int)]
    package var testsFolder: String?
    package var testTargets: [(name: String, files: Int)]

    package init(
        module: String, sourcesFolder: String, sourceTargets: [(name: String, files: Int)], testsFolder: String?,
        testTargets: [(name: String, files: Int)]
    ) {
        self.module = module
        self.sourcesFolder = sourcesFolder
        self.sourceTargets = sourceTargets
        self.testsFolder = testsFolder
        self.testTargets = testTargets
    }
}

/// What `adopt` infers of the Xcode project whose groups hold the modules:
/// archgen.yml's `xcode` (the project, the target compiling the modules'
/// files, the test target compiling their tests), so that archgen's files
/// join those targets as the team's are. A module whose files no target
/// compiles gets a note and leaves `xcode` out (check would report each of
/// its files missing from the target); tests no target compiles leave
/// `testTarget` out (archgen's doubles then stay out of the project), with a note.
package enum XcodeTargetsInference {
    package static func infer(_ modules: [XcodeModuleTargets], project: String) -> (leaves: [SettingLeaf], notes: [Diagnostic]) {
        var leaves: [SettingLeaf] = [], notes: [Diagnostic] = []
        let source = DeclarationPlace(path: project)
        for module in modules {
            let folder = DeclarationPlace(path: module.sourcesFolder)
            guard let target = chosen(module.sourceTargets) else {
                notes.append(folder.note(
                    "no target of \(project) compiles \(module.module)'s files: archgen.yml gets no `xcode`",
                    hint: "add \(module.sourcesFolder) to the app's target in Xcode, then adopt again"))
                return ([], notes)
            }
            if module.sourceTargets.count > 1 {
                notes.append(folder.note(
                    "\(module.module)'s files are compiled by \(module.sourceTargets.map(\.name).joined(separator: " and ")): "
                        + "archgen adds its files to \(target) only",
                    hint: "add archgen's files to the other targets in Xcode"))
            }
            leaves.append(SettingLeaf(["xcode", "target"], SettingLeaf.scalar(target), source: folder))
            guard let tests = module.testsFolder else { continue }
            guard let testTarget = chosen(module.testTargets) else {
                notes.append(DeclarationPlace(path: tests).note(
                    "no target of \(project) compiles \(module.module)'s tests: archgen's doubles and tests stay out of the project",
                    hint: "add \(tests) to the test target in Xcode, then adopt again (archgen.yml's `xcode.testTarget`)"))
                continue
            }
            leaves.append(SettingLeaf(["xcode", "testTarget"], SettingLeaf.scalar(testTarget), source: DeclarationPlace(path: tests)))
        }
        return ([SettingLeaf(["xcode", "project"], SettingLeaf.scalar(project), source: source)] + leaves, notes)
    }

    /// The target compiling the most of the files, the first of the project's order on a tie.
    private static func chosen(_ targets: [(name: String, files: Int)]) -> String? {
        targets.filter { $0.files > 0 }.enumerated().max { ($0.element.files, -$0.offset) < ($1.element.files, -$1.offset) }?.element.name
    }
}
