import ArchGenKit
import ArchGenPackage
import ArchGenSource
import ArchGenSpec
import ArchGenXcode

/// What adding modules to a package's manifest gives a command: the edited
/// manifest to write with the modules (none when it has everything) and the
/// notes to report once it is written, or the status to stop with, its
/// reasons reported.
enum ManifestEditOutcome {
    case files([PlannedFile], notes: [Diagnostic])
    case failed(ExitCode)
}

extension CommandContext {
    /// For `new` and `generate`: archgen.yml's package manifest with each
    /// module's target and test target (and product), and the shared targets,
    /// added and proved by SwiftPM, as one more planned file (edited in
    /// place: not written if it changes meanwhile). Nothing without package
    /// settings; an error when a version-specific manifest beside it
    /// (`Package@swift-6.swift`) is what newer toolchains read instead.
    func packageManifestFiles(
        for modules: [(module: String, layout: ModuleLayout)], project: Project, swift: String?
    ) -> ManifestEditOutcome {
        guard let settings = project.settings.package, let path = project.manifestPath else { return .files([], notes: []) }
        var errors: [Diagnostic] = []
        var folders: [(module: String, folders: PackageAddition.Folders)] = []
        for (module, layout) in modules {
            guard let found = project.packageFolders(of: layout, currentDirectory: system.currentDirectory) else {
                errors.append(outsidePackage(layout, of: "module \(module)", project: project))
                continue
            }
            folders.append((module, found))
        }
        var shared: PackageAddition.Folders = ("", "")
        if settings.sharedTarget != nil {
            if let found = project.packageFolders(of: project.sharedLayout, currentDirectory: system.currentDirectory) {
                shared = found
            } else {
                errors.append(outsidePackage(project.sharedLayout, of: "the shared declarations", project: project))
            }
        }
        guard errors.isEmpty else {
            console.report(errors)
            return .failed(.invalidInput)
        }
        guard let bytes = readSource(at: path) else {
            console.report([fileError(at: path)])
            return .failed(.invalidInput)
        }
        let source: SourceText
        do throws(SourceError) {
            source = try SourceText(path: path, bytes: bytes)
        } catch {
            console.report([Diagnostic(error, in: SourceText(path: path, text: ""))])
            return .failed(.invalidInput)
        }
        let evaluator: DumpPackageEvaluator
        do throws(BuildCheckError) {
            evaluator = try dumpPackageEvaluator(forManifestAt: path, swift: swift)
        } catch {
            console.report([Diagnostic(error)])
            return .failed(.environment)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let addition = PackageAddition.modules(folders, shared: shared, settings: settings)
        let edited: ManifestEdit?
        do throws(ManifestUpdateError) {
            let updater = ManifestUpdater { text, folders throws(ManifestUpdateError) in try evaluator.evaluate(text, folders: folders) }
            edited = try updater.update(text, adding: addition)
        } catch {
            switch error {
            case .manifest(let error):
                console.report([Diagnostic(error, in: source)])
                return .failed(.invalidInput)
            case .evaluation(let message):
                console.report([Diagnostic(
                    severity: .error, message: "cannot check the manifest's edit with SwiftPM: " + message, path: path,
                    hint: "nothing was written; archgen reads every edit of the manifest back with `swift package dump-package`")])
                return .failed(.environment)
            }
        }
        guard let edited else { return .files([], notes: []) }
        if let manifest = try? ManifestText(text), let error = VersionSpecificManifests.error(
            among: system.fileSystem.names(inFolder: Path.folder(of: path)), manifest: manifest, adding: addition) {
            console.report([Diagnostic(error, in: source)])
            return .failed(.invalidInput)
        }
        return .files(
            [PlannedFile(path: path, contents: edited.text, ownership: .generated, basis: bytes)],
            notes: edited.notes.map { Diagnostic($0, severity: .note, in: SourceText(path: path, text: edited.text)) })
    }

    /// A module's folder outside the package, as an error at archgen.yml's `package.manifest`.
    func outsidePackage(_ layout: ModuleLayout, of what: String, project: Project) -> Diagnostic {
        settingsError(
            "the folders of \(what) ('\(layout.sources)', '\(layout.tests)') must be inside the package's folder, '\(project.packageFolder ?? ".")'",
            at: project.settings.package?.manifestLocation, in: project,
            hint: "a target's folder is inside its package: set 'paths' (or --output) to folders below the manifest's")
    }
}
