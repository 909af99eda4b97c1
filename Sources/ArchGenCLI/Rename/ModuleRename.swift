import ArchGenKit
import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// What `archgen rename Old New` changes, planned before anything is
/// written: the spec (its `module:`, and its file when named after the
/// module), the module's files moved to where the new name puts them (its
/// folders when named after it), the generated files written anew, archgen's
/// names renamed in the scaffold files archgen created (`SwiftWords`), here
/// and in the other modules of the project, and the Xcode project's
/// references (see `RenameCommand`).
struct ModuleRename {
    /// The files to write and remove (a move is both).
    var files: [PlannedFile] = []
    /// Each file moved: where it was, where it goes.
    var moves: [(from: String, to: String)] = []
    /// The diff of every file moved or edited whose text changes: what is shown first.
    var diff = ""
    /// Files that mention archgen's old names and that archgen does not edit.
    var notes: [Diagnostic] = []
    /// archgen's names that change: `HomePresenter` → `DashboardPresenter`, ...
    var names: [String: String] = [:]
}

extension CommandContext {
    /// Plans renaming the module of `spec` (at `specPath`, in `project`) to
    /// `name`; the diagnostics when it cannot be (the new name is invalid or
    /// taken, a template fails).
    func planRename(
        _ spec: Spec, at specPath: String, to name: String, project: Project, loader: any TemplateLoader, inventory: ProjectInventory
    ) -> Result<ModuleRename, RenameFailure> {
        guard let bytes = readSource(at: specPath), let renamedModule = Self.renamingModule(in: bytes, at: spec.moduleLocation, to: name)
        else { return .failure(RenameFailure([fileError(at: specPath)])) }
        // A route of the module that opens the module itself follows too.
        let newText = Self.renamingRoutes(in: Array(renamedModule.utf8), of: spec, from: spec.module, to: name) ?? renamedModule
        let specFile = Path.lastComponent(of: specPath)
        let newSpecPath = specFile == spec.module + ".archgen"
            ? Path.join(Path.folder(of: specPath), name + ".archgen") : specPath
        let loaded = SpecLoader(defaults: project.specDefaults, shared: project.settings.shared, files: system.fileSystem)
            .load(bytes: Array(newText.utf8), path: newSpecPath)
        guard let renamed = loaded.spec else { return .failure(RenameFailure(loaded.errors)) }
        if let taken = inventory.specs(of: project).first(where: { $0.spec?.module == name }) {
            return .failure(RenameFailure([Diagnostic(
                severity: .error, message: "module '\(name)' exists already", path: taken.path,
                hint: "choose another name, or rename that module first")]))
        }
        let oldLayout = project.layout(for: spec, specPath: specPath), newLayout = project.layout(for: renamed, specPath: newSpecPath)
        let oldFiles: [PlannedFile], newFiles: [PlannedFile]
        do throws(TemplateError) {
            oldFiles = try ModuleRenderer(loader: loader).render(spec, layout: oldLayout)
            newFiles = try ModuleRenderer(loader: loader).render(renamed, layout: newLayout)
        } catch {
            return .failure(RenameFailure([error.diagnostic]))
        }
        var plan = ModuleRename()
        plan.names = Self.renamedNames(from: oldFiles, to: newFiles, old: spec.module, new: name)
        let headers = (from: "from " + specFile, to: "from " + Path.lastComponent(of: newSpecPath))
        plan.move(specPath, to: newSpecPath, text: newText, basis: bytes, ownership: .scaffold)
        var handled: Set<String> = [Path.normalized(specPath)]
        for (old, new) in zip(oldFiles, newFiles) {
            handled.insert(Path.normalized(old.path))
            guard let oldBytes = try? system.readFile(old.path) else {
                if new.ownership == .generated { plan.files.append(new) }
                continue
            }
            let text = new.ownership == .generated
                ? new.contents : plan.renamed(String(decoding: oldBytes, as: UTF8.self), path: old.path, headers: headers)
            plan.move(old.path, to: new.path, text: text, basis: oldBytes, ownership: new.ownership)
        }
        // The team's other files in the module's folders move with them, as they are.
        for (oldFolder, newFolder) in [(oldLayout.sources, newLayout.sources), (oldLayout.tests, newLayout.tests)] where oldFolder != newFolder {
            for path in system.findFiles(oldFolder, "").map(Path.normalized) where handled.insert(path).inserted {
                guard let oldBytes = try? system.readFile(path) else { continue }
                let rest = String(path.dropFirst(Path.normalized(oldFolder).count + 1))
                let newPath = Path.join(newFolder, rest)
                plan.move(path, to: newPath, text: String(decoding: oldBytes, as: UTF8.self), basis: oldBytes, ownership: .scaffold)
                plan.noteOldNames(in: String(decoding: oldBytes, as: UTF8.self), path: newPath, module: spec.module)
            }
        }
        // The other modules' scaffold files archgen created get the new names, their specs' routes that open
        // the module its new name; any other file (and old name) a note.
        let otherSpecs = inventory.specs(of: project).filter { !handled.contains($0.path) }
        let specAt = Dictionary(otherSpecs.compactMap { path, spec in spec.map { (path, $0) } }, uniquingKeysWith: { first, _ in first })
        for path in inventory.swiftFiles(under: project.targetFolders) + otherSpecs.map(\.path) where handled.insert(path).inserted {
            guard let oldBytes = inventory.bytes(of: path) else { continue }
            let text = String(decoding: oldBytes, as: UTF8.self)
            switch path.hasSuffix(".swift") ? FileOrigin(bytes: oldBytes) : .foreign {
            case .scaffold:
                plan.move(path, to: path, text: plan.renamed(text, path: path, headers: nil), basis: oldBytes, ownership: .scaffold)
            case .generated:
                continue  // regenerated from its own spec, which gets the note
            case .foreign:
                let routed = specAt[path].flatMap { Self.renamingRoutes(in: oldBytes, of: $0, from: spec.module, to: name) }
                if let routed { plan.move(path, to: path, text: routed, basis: oldBytes, ownership: .scaffold) }
                plan.noteOldNames(in: routed ?? text, path: path, module: spec.module)
            }
        }
        if let package = project.settings.package, let manifest = project.manifestPath, let bytes = readSource(at: manifest) {
            plan.notePackageTargets(
                [package.target(of: spec.module), package.testTarget(of: spec.module)],
                renamedTo: [package.target(of: name), package.testTarget(of: name)],
                in: String(decoding: bytes, as: UTF8.self), path: manifest)
        }
        let leaving = Set(plan.moves.map { Path.normalized($0.from) })
        let taken = plan.moves.filter { system.fileExists($0.to) && !leaving.contains(Path.normalized($0.to)) }
        guard taken.isEmpty else {
            return .failure(RenameFailure(taken.map { move in Diagnostic(
                severity: .error, message: "\(move.from) would move here, where a file exists already", path: move.to,
                hint: "move or remove this file, or choose another name") }))
        }
        return .success(plan)
    }

    /// The spec's text with its `module:` value (at `location`: the name, or
    /// its opening quote) replaced by `name`; nil when it is not there.
    static func renamingModule(in bytes: [UInt8], at location: SourceLocation, to name: String) -> String? {
        var lines = String(decoding: bytes, as: UTF8.self).unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { Array($0) }
        guard location.line >= 1, location.line <= lines.count else { return nil }
        var line = lines[location.line - 1]
        var start = location.column - 1
        if start < line.count, line[start] == "\"" || line[start] == "'" { start += 1 }
        var end = start
        while end < line.count, SwiftIdentifier.isBody(line[end]) { end += 1 }
        guard start < end else { return nil }
        line.replaceSubrange(start..<end, with: name.unicodeScalars)
        lines[location.line - 1] = line
        return lines.map { String(scalars: $0) }.joined(separator: "\n")
    }

    /// archgen's names that contain the module's name in `old` files and
    /// exist with the new name in `new` ones: the words to rename.
    static func renamedNames(from old: [PlannedFile], to new: [PlannedFile], old oldName: String, new newName: String) -> [String: String] {
        let oldWords = Set(old.flatMap { (try? SwiftWords.words(in: $0.contents)) ?? [] })
        let newWords = Set(new.flatMap { (try? SwiftWords.words(in: $0.contents)) ?? [] })
        var names: [String: String] = [:]
        for word in oldWords where word.contains(oldName) {
            let renamed = word.replacing(oldName, with: newName)
            if newWords.contains(renamed) { names[word] = renamed }
        }
        return names
    }
}

/// Why a rename cannot be planned: its diagnostics.
struct RenameFailure: Error {
    var diagnostics: [Diagnostic]

    init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
