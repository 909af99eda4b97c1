import ArchGenKit
import ArchGenSource
import ArchGenSpec
import ArchGenXcode

/// archgen.yml's Xcode project, read for a command: its `project.pbxproj`
/// (path from the current folder, bytes, parsed), and the targets its
/// `target` and `testTarget` name, found in it.
struct XcodeProjectLink {
    /// `App.xcodeproj/project.pbxproj`, from the current folder.
    var path: String
    var editor: ProjectEditor
    var choice: TargetChoice
    /// The current folder, which the paths of planned files are relative to.
    var currentDirectory: ProjectPath

    var file: ProjectFile { editor.file }

    /// The Swift files of `files` that lie in a module's sources or tests
    /// folder of `layouts` (or a subfolder: archgen.yml's `files:`), as
    /// members of the project; the innermost folder decides the target.
    func members(of files: [PlannedFile], layouts: [ModuleLayout]) -> [ProjectMember] {
        let folders = layouts.flatMap { layout in
            [(currentDirectory.appending(layout.sources), ProjectMember.Role.sources),
             (currentDirectory.appending(layout.tests), ProjectMember.Role.tests)]
        }
        return files.compactMap { file in
            let path = currentDirectory.appending(file.path)
            guard file.path.hasSuffix(".swift") else { return nil }
            let role = folders.filter { path.parent.isInside($0.0) }
                .max { $0.0.components.count < $1.0.components.count }?.1
            return role.map { ProjectMember(path: path, shownPath: file.path, role: $0) }
        }
    }

    /// The folders of the files the target and the test target compile
    /// (`TargetMembership.folders(of:)`), from the current folder.
    var targetFolders: [String] {
        let membership = TargetMembership(file: file, tree: editor.tree)
        return ([choice.target] + (choice.testTarget.map { [$0] } ?? [])).flatMap(membership.folders).map {
            $0.relative(to: currentDirectory)
        }
    }

    /// A finding as a diagnostic at its line of the project file.
    func diagnostic(_ finding: ProjectFinding, severity: Diagnostic.Severity) -> Diagnostic {
        let locator = file.locator
        return Diagnostic(
            severity: severity, message: finding.message, path: path, location: locator.location(of: finding.offset),
            sourceLine: locator.lineText(of: finding.offset), hint: finding.hint)
    }
}

extension CommandContext {
    /// The Xcode project of `project`'s settings; nil when there is none.
    /// Throws the diagnostic when its file cannot be read or is not a
    /// project (located in it), or lacks a target (located in archgen.yml).
    func xcodeProject(of project: Project) throws(Diagnostic) -> XcodeProjectLink? {
        guard let settings = project.settings.xcode else { return nil }
        let path = project.resolve(settings.projectFile)
        guard let bytes = readSource(at: path) else {
            var error = fileError(at: path)
            error.message = "cannot read the Xcode project: " + (system.fileExists(path) ? error.message : "no project.pbxproj")
            error.hint = "'xcode.project' in archgen.yml names a folder holding project.pbxproj"
            throw error
        }
        let file: ProjectFile
        do throws(ProjectFileError) {
            file = try ProjectFile(bytes: bytes)
        } catch {
            throw Diagnostic(error, in: SourceText(path: path, text: String(decoding: bytes, as: UTF8.self)))
        }
        let choice: TargetChoice
        do throws(TargetLookupError) {
            choice = try TargetChoice(target: settings.target, testTarget: settings.testTarget, in: file)
        } catch {
            let location = error.setting == .target ? settings.targetLocation : settings.testTargetLocation
            throw settingsError(error.message + " (in \(path))", at: location, in: project, hint: error.hint)
        }
        let root = ProjectPath(absolute: system.currentDirectory)
        return XcodeProjectLink(
            path: path, editor: ProjectEditor(file: file, projectBundle: root.appending(project.resolve(settings.project))),
            choice: choice, currentDirectory: root)
    }

    /// For `new` and `generate`: the project file with the Swift files of
    /// `files` added, as one more planned file (edited in place: it is not
    /// written if it changes meanwhile); empty without an Xcode project. What
    /// cannot be added is reported as warnings. Nil when the project cannot
    /// be used: its diagnostic is reported (the command exits 2).
    func xcodeProjectFiles(adding files: [PlannedFile], layouts: [ModuleLayout], project: Project) -> [PlannedFile]? {
        do throws(Diagnostic) {
            guard let link = try xcodeProject(of: project) else { return [] }
            let edit: ProjectEdit
            do throws(ProjectFileError) {
                edit = try link.editor.adding(link.members(of: files, layouts: layouts), for: link.choice)
            } catch {
                throw Diagnostic(error, in: SourceText(path: link.path, text: String(decoding: link.file.bytes, as: UTF8.self)))
            }
            console.report(edit.findings.map { link.diagnostic($0, severity: .warning) })
            return [PlannedFile(
                path: link.path, contents: String(decoding: edit.bytes, as: UTF8.self), ownership: .generated, basis: link.file.bytes)]
        } catch {
            console.report([error])
            return nil
        }
    }

    /// For `check`: each Swift file of `files` that is not in the target it
    /// belongs in, or is in the other one, as an error at the project file;
    /// an unusable project is one error. None without an Xcode project.
    func xcodeProjectFindings(_ files: [PlannedFile], layouts: [ModuleLayout], project: Project) -> [CheckFinding] {
        do throws(Diagnostic) {
            guard let link = try xcodeProject(of: project) else { return [] }
            return link.editor.statuses(of: link.members(of: files, layouts: layouts), for: link.choice)
                .flatMap { $0.findings(in: link.file, projectName: link.editor.projectName) }
                .map { CheckFinding(kind: .project, diagnostic: link.diagnostic($0, severity: .error)) }
        } catch {
            return [CheckFinding(kind: .project, diagnostic: error)]
        }
    }
}
