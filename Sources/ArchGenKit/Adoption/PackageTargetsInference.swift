import ArchGenSource

/// A target of the package's manifest, as SwiftPM reads it: what `adopt`
/// needs of it to tell whether a module is a target of its own.
package struct ManifestTarget: Sendable, Equatable {
    package var name: String
    package var isTest: Bool
    /// Its folder from the project's (`Sources/Login`, or `Modules/Sources/Login` for `Modules/Package.swift`).
    package var folder: String
    /// The targets it depends on, by name.
    package var dependencies: [String]

    package init(name: String, isTest: Bool, folder: String, dependencies: [String] = []) {
        self.name = name
        self.isTest = isTest
        self.folder = folder
        self.dependencies = dependencies
    }
}

/// What `adopt` infers of a Swift package whose targets hold the modules:
/// each module a target of its own, at the module's folder, tested by the
/// test target that depends on it, makes archgen.yml's `package` (the
/// manifest, and `target` and `testTarget` where their names are not the
/// module's and `<Module>Tests`). A module inside a target holding other
/// folders too (`Sources/Features/Login`) is none: archgen makes a target
/// of each module, so such modules are adopted as an app's folders are
/// (no `package`, proved in archgen's sandbox), each with a note.
package struct PackageTargetsInference: Sendable {
    /// The archgen.yml values, none when a module is not a target of its own.
    package var leaves: [SettingLeaf] = []
    /// Each module's tests folder, the folder of its test target, by module name.
    package var testsFolders: [String: String] = [:]
    package var notes: [Diagnostic] = []
    /// The note for each module no test target depends on, by module name: only a module adopt recognises gets it.
    package var untestedNotes: [String: Diagnostic] = [:]
    /// Whether archgen.yml gets `package`: every module is a target of its own.
    package var isPackageProject: Bool { !leaves.isEmpty }
    /// The package's targets that are not tests, to name the shared declarations' (`sharedTargetLeaves`).
    private var sourceTargets: [ManifestTarget] = []
    private var manifest = ManifestLines(path: "", text: "")

    /// The inference for `modules` (name and sources folder, from the
    /// project's folder) in the package whose manifest, at `manifestPath`
    /// with `manifestText`, has `targets`.
    package init(modules: [(name: String, folder: String)], manifestPath: String, manifestText: String, targets: [ManifestTarget]) {
        let manifest = ManifestLines(path: manifestPath, text: manifestText)
        self.manifest = manifest
        sourceTargets = targets.filter { !$0.isTest }
        var patterns: [(target: String, testTarget: String?, module: String)] = []
        for module in modules {
            guard let target = targets.first(where: { !$0.isTest && $0.folder == module.folder }) else {
                notes.append(Self.notATarget(module, of: targets, manifest: manifest))
                continue
            }
            let tests = targets.filter { $0.isTest && $0.dependencies.contains(target.name) }
            let test = tests.first { $0.name == target.name + "Tests" } ?? tests.first
            if let test {
                testsFolders[module.name] = test.folder
            } else {
                untestedNotes[module.name] = manifest.place(of: target.name).note(
                    "no test target of \(manifestPath) depends on \(target.name): \(module.name)'s tests are looked for in a folder named \(module.name)Tests",
                    hint: "add `.testTarget(name: \"\(target.name)Tests\", dependencies: [\"\(target.name)\"])` for archgen's doubles and the team's tests")
            }
            patterns.append((target.name, test?.name, module.name))
        }
        guard patterns.count == modules.count, !patterns.isEmpty else { return }
        let source = DeclarationPlace(path: manifestPath)
        leaves.append(SettingLeaf(["package", "manifest"], SettingLeaf.scalar(manifestPath), source: source))
        for (target, testTarget, module) in patterns {
            let place = manifest.place(of: target)
            let pattern = target.replacingOccurrences(of: module, with: "{module}")
            leaves.append(SettingLeaf(["package", "target"], SettingLeaf.scalar(pattern), isDefault: pattern == "{module}", source: place))
            guard let testTarget else { continue }
            let testPattern = testTarget.replacingOccurrences(of: module, with: "{module}")
            leaves.append(SettingLeaf(
                ["package", "testTarget"], SettingLeaf.scalar(testPattern), isDefault: testPattern == "{module}Tests",
                source: manifest.place(of: testTarget)))
        }
    }

    /// The note for a module folder that is no target's: inside one that holds other folders too, or in none.
    private static func notATarget(_ module: (name: String, folder: String), of targets: [ManifestTarget], manifest: ManifestLines) -> Diagnostic {
        let holder = targets.filter { !$0.isTest && module.folder.hasPrefix($0.folder + "/") }.max { $0.folder.count < $1.folder.count }
        guard let holder else {
            return DeclarationPlace(path: module.folder).note(
                "\(module.folder) is the folder of no target of \(manifest.path): adopted as an app's folder, proved in archgen's sandbox",
                hint: "archgen.yml's `package` makes a target of each module, at its folder")
        }
        return manifest.place(of: holder.name).note(
            "\(module.name) (\(module.folder)) is a folder of the target \(holder.name), not a target of its own: adopted as an app's folder, "
                + "proved in archgen's sandbox; archgen.yml gets no `package`",
            hint: "archgen.yml's `package` makes a target of each module; `defaults.appModule` names the target the tests import")
    }
}

/// The manifest's lines, to place a note at the line naming a target.
private struct ManifestLines {
    var path: String
    var text: String

    /// The first line declaring `target` (`.target(name: "Login"`), else naming it as a string, else the manifest as a whole.
    func place(of target: String) -> DeclarationPlace {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.contains("(name: \"\(target)\"") })
            ?? lines.firstIndex(where: { $0.contains("\"\(target)\"") }) else { return DeclarationPlace(path: path) }
        return DeclarationPlace(path: path, line: index + 1, sourceLine: String(lines[index]))
    }
}

extension PackageTargetsInference {
    /// `leaves` with the `paths` values that are the package's own folders
    /// for its targets (`Sources/{module}`, `Tests/{module}Tests`) marked as
    /// archgen's defaults, which archgen.yml then leaves out.
    package func markingPackagePaths(_ leaves: [SettingLeaf]) -> [SettingLeaf] {
        guard let manifest = self.leaves.first(where: { $0.key == "package.manifest" }) else { return leaves }
        let folder = manifest.source.path.split(separator: "/").dropLast().joined(separator: "/")
        let prefix = folder.isEmpty || folder == "." ? "" : folder + "/"
        let target = self.leaves.first { $0.key == "package.target" }?.value ?? "{module}"
        let testTarget = self.leaves.first { $0.key == "package.testTarget" }?.value ?? "{module}Tests"
        let defaults = [
            "paths.sources": SettingLeaf.scalar(prefix + "Sources/" + Self.unquoted(target)),
            "paths.tests": SettingLeaf.scalar(prefix + "Tests/" + Self.unquoted(testTarget)),
        ]
        return leaves.map { leaf in
            var leaf = leaf
            if defaults[leaf.key] == leaf.value { leaf.isDefault = true }
            return leaf
        }
    }

    /// `package.sharedTarget` for the target whose folder is `shared.sources` among `leaves` (the folder of the
    /// file declaring the app's shared services): archgen's shared declarations are then that target's, `public`,
    /// and every module's target imports it. Their mocks need a library target of their own (`sharedTestTarget`),
    /// which adopt does not add to the manifest: a note.
    package func sharedTarget(for leaves: [SettingLeaf]) -> (leaves: [SettingLeaf], notes: [Diagnostic]) {
        guard isPackageProject, let shared = leaves.first(where: { $0.key == "shared.sources" }),
              let target = sourceTargets.first(where: { $0.folder == Self.unquoted(shared.value) }) else { return ([], []) }
        let note = manifest.place(of: target.name).note(
            "\(target.name) holds the shared declarations (`package.sharedTarget`); archgen's mocks of them need a library target "
                + "of their own (`package.sharedTestTarget`), which \(manifest.path) has not: they are written where no target compiles them",
            hint: "to use them, add `.target(name: \"\(target.name)Mocks\", dependencies: [\"\(target.name)\"], path: \"Tests/\(target.name)Mocks\")` "
                + "and archgen.yml's `sharedTestTarget: \(target.name)Mocks`")
        return ([SettingLeaf(["package", "sharedTarget"], SettingLeaf.scalar(target.name), source: shared.source)], [note])
    }

    private static func unquoted(_ scalar: String) -> String {
        scalar.hasPrefix("\"") && scalar.hasSuffix("\"") && scalar.count > 1 ? String(scalar.dropFirst().dropLast()) : scalar
    }
}
