import ArchGenSource

/// Carries out a `WritePlan`: creates the missing folders, then writes each
/// `create` and `update` atomically, then carries out each `remove`. A plan with errors writes nothing; a
/// dry run writes nothing and returns the plan's actions.
///
/// The same files written twice give byte-identical files, and the second
/// run's actions are all `unchanged`.
package struct FileWriter: Sendable {
    package let fileSystem: any FileSystem

    package init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// Decides what to do with `files` without changing anything.
    package func plan(_ files: [PlannedFile], options: WriteOptions = WriteOptions()) -> WritePlan {
        WritePlanner.plan(files, options: options, in: fileSystem)
    }

    /// Plans `files`, then writes them unless `options.dryRun`.
    package func write(
        _ files: [PlannedFile], options: WriteOptions = WriteOptions()
    ) throws(WriteFailure) -> [FileAction] {
        try execute(plan(files, options: options), dryRun: options.dryRun)
    }

    /// Writes what `plan` says, in its order, as one batch (see
    /// `FileSystem.writeAtomically(_:)`), after removing the temporary files
    /// an interrupted run left in the plan's folders (the caller keeps other
    /// writers out: see the CLI's write lock). Throws the plan's errors
    /// without writing anything; throws at the first file that cannot be
    /// written, with the actions completed before it. A `create` whose path
    /// has been taken since planning is an error, so a file the plan did not
    /// see is never replaced; so is an edit in place (`basis`) of a file
    /// that changed since it was read. An edit in place of a symbolic link
    /// replaces the file it leads to (the link stays); a link where any other
    /// file goes is replaced (`LocalFileSystem`). An `Interruption` waits for the
    /// writing to end, and one before it keeps it from starting.
    package func execute(_ plan: WritePlan, dryRun: Bool = false) throws(WriteFailure) -> [FileAction] {
        if !plan.errors.isEmpty { throw WriteFailure(errors: plan.errors) }
        if dryRun { return plan.actions }
        return try Interruption.uninterrupted { () throws(WriteFailure) in try carryOut(plan) }
    }

    private func carryOut(_ plan: WritePlan) throws(WriteFailure) -> [FileAction] {
        // Each folder is read on its own (no order among them matters), on every core.
        let fileSystem = self.fileSystem
        let actions = plan.actions
        let folders = survey(plan)
        _ = Array(folders.temporaryFolders).concurrentMap(from: Parallelism.fileOperations) { fileSystem.removeTemporaryFiles(in: $0) }
        // By position: the actions (each with its file's text) are not copied.
        let writing = actions.indices.filter { actions[$0].writes }
        // Each file is checked again (it only reads), on every core; the first failure in order stops all.
        let checked = writing.concurrentMap(from: Parallelism.fileOperations) { index in
            Result { () throws(WriteError) -> FileWrite in
                let path = Path.normalized(actions[index].path)
                if actions[index].kind == .create, !folders.missing.contains(Path.parent(of: path) ?? "."), fileSystem.fileExists(at: path) {
                    throw WriteError(path: actions[index].path, reason: .appearedSincePlanning)
                }
                if let basis = actions[index].basis, try fileSystem.contents(at: path) != basis {
                    throw WriteError(path: actions[index].path, reason: .changedSinceRead)
                }
                // An edit in place of the team's own file (a manifest, a project file) goes through a link to it, which stays.
                let target = actions[index].basis == nil ? path : fileSystem.linkTarget(of: path) ?? path
                return FileWrite(path: target, text: actions[index].contents, permissions: actions[index].permissions, isNew: actions[index].kind == .create)
            }
        }
        var writes: [FileWrite] = []
        writes.reserveCapacity(checked.count)
        for (index, result) in zip(writing, checked) {
            switch result {
            case .success(let write): writes.append(write)
            case .failure(let error): throw WriteFailure(errors: [WriteError(path: actions[index].path, reason: error.reason)], completed: [])
            }
        }
        do throws(BatchWriteError) {
            try fileSystem.writeAtomically(writes)
        } catch {
            let failed = actions[writing[error.failed]]
            let written = Set(error.written.map { actions[writing[$0]].path })
            throw WriteFailure(
                errors: [WriteError(path: failed.path, reason: error.error.reason)],
                completed: actions.filter { !$0.writes && $0.kind != .remove || written.contains($0.path) })
        }
        let removals = actions.filter { $0.kind == .remove }
        if !removals.isEmpty { try remove(removals, after: actions.filter { $0.kind != .remove }) }
        return actions
    }

    /// Removes each file of `removals` that still has the bytes it was planned
    /// with, then the folders this leaves empty; throws at the first that
    /// cannot be, with `done` and the removals before it completed.
    private func remove(_ removals: [FileAction], after done: [FileAction]) throws(WriteFailure) {
        var completed = done
        for action in removals {
            let path = Path.normalized(action.path)
            do throws(WriteError) {
                if let basis = action.basis, try fileSystem.contents(at: path) != basis {
                    throw WriteError(path: action.path, reason: .changedSinceRead)
                }
                try fileSystem.removeFile(at: path)
            } catch {
                throw WriteFailure(errors: [WriteError(path: action.path, reason: error.reason)], completed: completed)
            }
            completed.append(action)
            var folder = Path.parent(of: path)
            while let current = folder, current != ".", current != "/", fileSystem.removeFolderIfEmpty(at: current) {
                folder = Path.parent(of: current)
            }
        }
    }
}

extension FileWriter {
    /// The folders of a plan's files as they are before writing.
    struct FolderSurvey {
        /// Where an interrupted run may have left temporary files: the folder
        /// of each planned file, or for one that does not exist yet, the
        /// nearest folder above it that does (a new folder is made beside itself).
        var temporaryFolders: Set<String> = []
        /// The folders of planned files that do not exist: no file in one can have appeared since planning.
        var missing: Set<String> = []
    }

    func survey(_ plan: WritePlan) -> FolderSurvey {
        var survey = FolderSurvey()
        let folders = Array(Set(plan.actions.compactMap { Path.parent(of: $0.path) }))
        let fileSystem = self.fileSystem
        // Looked at on every core; a folder above them, once, when one is missing.
        var exists = Dictionary(uniqueKeysWithValues: zip(folders, folders.concurrentMap(from: Parallelism.fileOperations) { fileSystem.isDirectory(at: $0) }))
        var nearest: [String: String] = [:]  // a folder → the nearest of it and its ancestors that exists
        func nearestExisting(_ folder: String) -> String {
            if let known = nearest[folder] { return known }
            let isFolder = exists[folder] ?? fileSystem.isDirectory(at: folder)
            exists[folder] = isFolder
            let found = isFolder ? folder : Path.parent(of: folder).map(nearestExisting) ?? folder
            if found != folder { survey.missing.insert(folder) }
            nearest[folder] = found
            return found
        }
        for folder in folders { survey.temporaryFolders.insert(nearestExisting(folder)) }
        return survey
    }
}
