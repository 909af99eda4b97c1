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
        let read: XcodeProjectRead
        switch readXcodeProject(of: project) {
        case .none: return ([], [])
        case .unread(let note): return ([], [note])
        case .read(let project): read = project
        }
        let targets = read.file.targets.filter(\.compilesSources)
        let modules = modules.map { module in
            func compiling(tests: Bool) -> [(name: String, files: Int)] {
                let paths = module.files.filter { $0.isTest == tests }.map { read.root.appending($0.path) }
                return targets.map { target in (target.name, paths.filter { read.membership.isMember($0, of: target) }.count) }
                    .filter { $0.files > 0 }
            }
            return XcodeModuleTargets(
                module: module.name, sourcesFolder: module.sourcesFolder, sourceTargets: compiling(tests: false),
                testsFolder: module.testsFolder, testTargets: compiling(tests: true))
        }
        return XcodeTargetsInference.infer(modules, project: read.bundle)
    }

    /// A module's tests in an Xcode project that has no folder named
    /// `<Module>Tests`: the folder named as the module whose Swift files a
    /// test target compiles (`AppTests/Login`, the test target's group
    /// mirroring the app's), nearest the top; nil without one.
    func xcodeTestsFolder(of module: String, among files: [String], project: Project) -> String? {
        guard case .read(let read) = readXcodeProject(of: project) else { return nil }
        let testTargets = read.file.targets.filter { target in
            project.settings.xcode?.testTarget.map { $0 == target.name }
                ?? (target.object.string("productType")?.hasSuffix(".unit-test") ?? false)
        }
        let compiled = files.filter { $0.split(separator: "/").dropLast().contains(Substring(module)) }.filter { path in
            testTargets.contains { read.membership.isMember(read.root.appending(path), of: $0) }
        }
        return compiled.compactMap { path -> String? in
            let parts = path.split(separator: "/").map(String.init)
            return parts.dropLast().firstIndex(of: module).map { parts[...$0].joined(separator: "/") }
        }.min { ($0.count, $0) < ($1.count, $1) }
    }

    /// The project read once, or why not.
    private func readXcodeProject(of project: Project) -> XcodeProjectReading {
        let bundle: String
        if let settings = project.settings.xcode {
            bundle = project.resolve(settings.project)
        } else {
            let bundles = system.fileSystem.names(inFolder: ".").filter { $0.hasSuffix(".xcodeproj") }
            guard bundles.count == 1 else {
                return bundles.isEmpty ? .none : .unread(Diagnostic(
                    severity: .note, message: "several Xcode projects (\(bundles.joined(separator: ", "))): archgen.yml gets no `xcode`",
                    path: ".", hint: "name the modules' project in archgen.yml's `xcode` (`archgen help settings`), then adopt again"))
            }
            bundle = bundles[0]
        }
        let path = Path.join(bundle, "project.pbxproj")
        guard let bytes = readSource(at: path), let file = try? ProjectFile(bytes: bytes) else {
            return .unread(Diagnostic(severity: .note, message: "cannot be read as an Xcode project: archgen.yml gets no `xcode`", path: path))
        }
        let root = ProjectPath(absolute: system.currentDirectory)
        return .read(XcodeProjectRead(
            bundle: bundle, file: file, root: root, membership: TargetMembership(file: file, tree: ProjectTree(file, projectBundle: root.appending(bundle)))))
    }
}

/// An Xcode project as adopt reads it: its bundle's path, its file, the current folder, which targets compile what.
private struct XcodeProjectRead {
    var bundle: String
    var file: ProjectFile
    var root: ProjectPath
    var membership: TargetMembership
}

private enum XcodeProjectReading {
    case none
    case unread(Diagnostic)
    case read(XcodeProjectRead)
}
