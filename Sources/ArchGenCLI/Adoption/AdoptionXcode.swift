import ArchGenKit
import ArchGenSource
import ArchGenXcode

/// The Xcode project whose groups hold the modules `adopt` is given:
/// archgen.yml's `xcode.project`, else the one `.xcodeproj` in the current
/// folder; which of its targets compile each module's files and tests
/// (by the Sources build phases and synchronized folders, as `check` reads
/// them), and what adopt infers of that (`XcodeTargetsInference`).
extension CommandContext {
    /// No values without a project; a note when there are several, or it cannot be read.
    func xcodeInference(for modules: [ReadModule], project: Project) -> (leaves: [SettingLeaf], notes: [Diagnostic]) {
        let bundle: String
        if let settings = project.settings.xcode {
            bundle = project.resolve(settings.project)
        } else {
            let bundles = system.fileSystem.names(inFolder: ".").filter { $0.hasSuffix(".xcodeproj") }
            guard bundles.count == 1 else {
                return ([], bundles.isEmpty ? [] : [Diagnostic(
                    severity: .note, message: "several Xcode projects (\(bundles.joined(separator: ", "))): archgen.yml gets no `xcode`",
                    path: ".", hint: "name the modules' project in archgen.yml's `xcode` (`archgen help settings`), then adopt again")])
            }
            bundle = bundles[0]
        }
        let path = Path.join(bundle, "project.pbxproj")
        guard let bytes = readSource(at: path), let file = try? ProjectFile(bytes: bytes) else {
            return ([], [Diagnostic(severity: .note, message: "cannot be read as an Xcode project: archgen.yml gets no `xcode`", path: path)])
        }
        let root = ProjectPath(absolute: system.currentDirectory)
        let membership = TargetMembership(file: file, tree: ProjectTree(file, projectBundle: root.appending(bundle)))
        let targets = file.targets.filter(\.compilesSources)
        let read = modules.map { module in
            func compiling(tests: Bool) -> [(name: String, files: Int)] {
                let paths = module.files.filter { $0.isTest == tests }.map { root.appending($0.path) }
                return targets.map { target in (target.name, paths.filter { membership.isMember($0, of: target) }.count) }
                    .filter { $0.files > 0 }
            }
            return XcodeModuleTargets(
                module: module.name, sourcesFolder: module.sourcesFolder, sourceTargets: compiling(tests: false),
                testsFolder: module.testsFolder, testTargets: compiling(tests: true))
        }
        return XcodeTargetsInference.infer(read, project: bundle)
    }
}
