import ArchGenKit
import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// What `new` and `generate` share: rendering (with `templateLoader(_:)`),
/// and writing every file or none, with one line per file and a summary.
extension CommandContext {
    /// The files of every module; a template error is reported and gives nil.
    func render(_ modules: [(spec: Spec, layout: ModuleLayout)], with loader: any TemplateLoader) -> [PlannedFile]? {
        files(of: BackgroundRendering(modules.map { ModuleRenderJob(spec: $0.spec, layout: $0.layout, loader: loader) }, inBackground: false))
    }

    /// The files `rendering` gives, once it ends; a template error is reported and gives nil.
    func files(of rendering: BackgroundRendering) -> [PlannedFile]? {
        var files: [PlannedFile] = []
        for result in rendering.wait() {
            switch result {
            case .success(let moduleFiles):
                files += moduleFiles
            case .failure(let error):
                console.report([error.diagnostic])
                return nil
            }
        }
        return files
    }

    /// The files of `project`'s shared declarations (none when it has none),
    /// where `Project.sharedLayout` says; a template error is reported and gives nil.
    func renderShared(of project: Project, with loader: any TemplateLoader) -> [PlannedFile]? {
        do throws(TemplateError) {
            return try project.sharedFiles(with: loader)
        } catch {
            console.report([error.diagnostic])
            return nil
        }
    }

    /// Plans `files`, writes them all (unless a dry run) and prints the report:
    /// the `--force` overwrites first (on stderr; a dry run marks them on their
    /// lines instead), one line per file, the summary.
    /// Nothing is written when any file cannot be: exit 3.
    /// With `lockingFolder` (the project's), planning and writing hold its
    /// lock (`WriteLock`), so two runs writing one project take turns.
    @discardableResult
    func write(
        _ files: [PlannedFile], options: WriteOptions, since start: ContinuousClock.Instant, lockingFolder: String?
    ) -> WriteOutcome {
        write(files, options: options, since: start, lockingFolders: lockingFolder.map { [$0] } ?? [])
    }

    /// `write(_:options:since:lockingFolder:)` for the files of several
    /// projects: each project's lock is taken, in the order given.
    @discardableResult
    func write(
        _ files: [PlannedFile], options: WriteOptions, since start: ContinuousClock.Instant, lockingFolders: [String]
    ) -> WriteOutcome {
        var locks: [FileLock] = []
        defer { locks.forEach { $0.release() } }
        for folder in options.dryRun ? [] : lockingFolders {
            do throws(WriteLockFailure) {
                locks.append(try writeLock(on: folder))
            } catch {
                console.printError(error.text)
                return WriteOutcome(status: .environment, actions: [])
            }
        }
        let writer = FileWriter(fileSystem: system.fileSystem)
        let plan = writer.plan(files, options: options)
        if !options.dryRun, !console.quiet, !plan.overwrites.isEmpty {
            console.printError(ActionReport.overwriteWarning(for: plan.overwrites))
        }
        do throws(WriteFailure) {
            let actions = try writer.execute(plan, dryRun: options.dryRun)
            console.print(ActionReport(actions: actions, dryRun: options.dryRun, elapsed: system.now() - start).text)
            return WriteOutcome(status: .success, actions: actions)
        } catch {
            if !error.completed.isEmpty {
                console.print(ActionReport(actions: error.completed, elapsed: system.now() - start).text)
            }
            console.report(Self.diagnostics(for: error.errors))
            // A user's file where archgen was told to write is the input's problem; the rest, the disk's.
            let status: ExitCode = error.errors.allSatisfy(\.isConflict) ? .invalidInput : .environment
            return WriteOutcome(status: status, actions: error.completed)
        }
    }

    /// One diagnostic per problem; a folder that cannot be created or
    /// written fails every file below it the same way, and is reported once.
    private static func diagnostics(for errors: [WriteError]) -> [Diagnostic] {
        var folderProblems: Set<String> = []
        return errors.filter { error in
            switch error.reason {
            case .parentIsFile, .folderNotWritable, .createDirectoryFailed:
                folderProblems.insert(error.message).inserted
            default:
                true
            }
        }.map(Diagnostic.init)
    }

}

/// What a writing run did: its exit status and the actions carried out.
struct WriteOutcome {
    var status: ExitCode
    var actions: [FileAction]
}
