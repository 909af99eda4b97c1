import ArchGenKit
import ArchGenSource
import ArchGenSpec
import ArchGenXcode

/// `archgen rename <Old> <New>`: renames a module everywhere archgen put its name.
extension Command {
    static let rename = Command(
        name: "rename",
        summary: "Rename a module: its spec, folders, files, archgen's names in its code, the Xcode project",
        signature: RenameOptions.signature,
        discussion: """
            Renames the module Old to New: the spec's module (and its file, when named after the module), the \
            module's folders and files where archgen.yml's paths and files put them, its generated files written \
            anew, and archgen's names (OldPresenter, OldView, OldViewSpy, ...) in the scaffold files archgen created, \
            the module's and the other modules' of the project; with archgen.yml's xcode settings, the Xcode \
            project's groups, references and build files follow. The team's other files in the module's folders \
            move as they are, and every file archgen does not edit that names an old name gets a note; so does each \
            line of archgen.yml's package manifest naming the module's old targets (archgen never renames a target).
            The diff of every file moved or edited is printed first, then each file written or removed. \
            --dry-run prints the same and writes nothing. Nothing is written when New is invalid or taken, or a \
            file would move onto one that exists (exit 2).
            """,
        run: { arguments, context throws(UsageError) in
            let options = RenameOptions(arguments)
            let start = context.system.now()
            let (old, new) = (options.old, options.new)
            // Checked here, not in the renamed spec: that spec's file (`../X.archgen`) is none the user has.
            guard SwiftIdentifier.isIdentifier(new), !SwiftIdentifier.needsBackticks(new) else {
                throw UsageError("'\(InvisibleScalar.revealed(new))' is not a module name",
                                 hint: "a module name is a Swift identifier: letters, digits and '_', not starting with a digit")
            }
            let catalog = ProjectCatalog(context)
            let every = catalog.everySpec()
            context.console.report(catalog.diagnostics)
            guard !catalog.hasErrors else { return .invalidInput }
            let found = every.compactMap { entry in
                context.loadSpec(at: entry.path, style: nil, project: entry.project).spec.map { (spec: $0, path: entry.path, project: entry.project) }
            }
            let matches = found.filter { $0.spec.module == old }
            guard let module = matches.first else {
                throw UsageError("no spec here describes module '\(old)'",
                                 hint: NearMiss.hint(for: old, in: found.map(\.spec.module)) ?? "run it where `archgen generate` finds the module's spec")
            }
            guard matches.count == 1 else {
                throw UsageError("\(matches.count) specs describe module '\(old)': " + matches.map(\.path).joined(separator: ", "))
            }
            let loader = try context.templateLoader(options.templates, project: module.project)
            let plan: ModuleRename
            switch context.planRename(
                module.spec, at: module.path, to: new, project: module.project, loader: loader, inventory: ProjectInventory(context)) {
            case .success(let planned): plan = planned
            case .failure(let failure):
                context.console.report(failure.diagnostics)
                return .invalidInput
            }
            guard let projectFiles = context.xcodeProjectFiles(moving: plan.moves, project: module.project) else { return .invalidInput }
            context.console.print(plan.diff)
            let outcome = context.write(plan.files + projectFiles, options: options.write, since: start, lockingFolder: module.project.root)
            if outcome.status == .success { context.console.report(plan.notes) }
            return outcome.status
        })
}

extension CommandContext {
    /// For `rename`: the project file with the moved files' references
    /// renamed, as one more planned file (edited in place); empty without an
    /// Xcode project; nil when the project cannot be used (reported).
    func xcodeProjectFiles(moving moves: [(from: String, to: String)], project: Project) -> [PlannedFile]? {
        do throws(Diagnostic) {
            guard let link = try xcodeProject(of: project), !moves.isEmpty else { return [] }
            let edit = link.editor.renaming(moves.map {
                (from: link.currentDirectory.appending($0.from), to: link.currentDirectory.appending($0.to))
            })
            console.report(edit.findings.map { link.diagnostic($0, severity: .warning) })
            guard edit.bytes != link.file.bytes else { return [] }
            return [PlannedFile(
                path: link.path, contents: String(decoding: edit.bytes, as: UTF8.self), ownership: .generated, basis: link.file.bytes)]
        } catch {
            console.report([error])
            return nil
        }
    }
}
