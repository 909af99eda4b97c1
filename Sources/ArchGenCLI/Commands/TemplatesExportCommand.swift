import ArchGenKit
import ArchGenSpec

/// `archgen templates export DIR`: every built-in template to
/// `DIR/<name>.stencil`, through the `FileWriter`.
///
/// Exported templates are treated like scaffold files: written once, then
/// the user's. A file that is already there with other bytes is an edit and
/// is kept (`skip (exists)`) unless `--force` is given; one with the same
/// bytes is `unchanged`. Each file is written atomically.
extension Command {
    static let templatesExport = Command(
        name: "templates export",
        summary: "Copy the built-in templates into a folder, to customise them, or start one for a new kind of file",
        signature: TemplatesExportOptions.signature,
        discussion: """
            Writes DIR/<name>.stencil for each built-in template (DIR/shared/TestDouble.stencil, ...)
            and prints one line per file. Pass the folder to other commands with --templates DIR;
            only the files you change need to stay there.
            With --style STYLE (viper, viper-s, vip, mvvm, or a style of archgen.yml's own), only that style's
            templates are written, without the style's folder (DIR/Presenter.stencil): the layout of the
            templates folder of a style of the project's own (archgen.yml's styles: <name>: templates: DIR).
            A built-in STYLE's style.yml and reference.md go with them: DIR is then a whole style folder,
            which archgen.yml's styles: <name>: path: DIR makes a style of the project's own.
            A STYLE read from a folder (styles: <name>: path: FOLDER) is copied whole: its templates, style.yml
            and reference.md, as a start for another style.
            With --kind NAME, only DIR/NAME.stencil is written: a starter template for a new kind of file of a
            style of the project's own (DIR is its folder), and the line to add to its style.yml's files: is printed.
            Exit status: 0, 2 on bad usage, 3 when DIR cannot be written (a file, read-only).
            """,
        run: { arguments, context throws(UsageError) in
            let options = TemplatesExportOptions(arguments)
            let folder = options.folder
            guard !folder.isEmpty else { throw UsageError("DIR is empty; name the folder to export to") }
            if let kind = options.kind {
                guard options.style == nil else { throw UsageError("--kind and --style cannot be used together") }
                return exportStarter(try TemplateKindStarter(kind: kind), to: folder, options: options.write, context: context)
            }
            let style = try context.exportedStyle(options.style)
            if let source = style?.source {
                return exportFolder(source, to: folder, options: options.write, context: context)
            }
            return exportTemplates(
                to: folder, style: style?.folder, wholeStyle: style?.isBuiltIn ?? false,
                options: options.write,
                context: context)
        })

    /// Every built-in template, or only `style`'s, each named as a style's templates folder names it.
    private static func exportTemplates(
        to folder: String, style: String?, wholeStyle: Bool, options: WriteOptions, context: CommandContext
    ) -> ExitCode {
        let start = context.system.now()
        let names = BuiltinTemplates.names.filter { name in style.map { name.hasPrefix($0 + "/") } ?? true }
        var files = names.map { name in
            PlannedFile(
                path: exportPath(of: style.flatMap { StyleTemplateLoader.localName(of: name, base: $0) } ?? name, in: folder),
                contents: BuiltinTemplates.texts[name]!, ownership: .scaffold)
        }
        // A built-in style's folder is whole with its manifest and reference: archgen.yml's `path:` can name it.
        if let style, wholeStyle {
            files += BuiltinStyles.folderTexts(style).map { file, text in
                PlannedFile(path: exportPath(of: file, in: folder, extension: ""), contents: text, ownership: .scaffold)
            }
        }
        let outcome = context.write(files, options: options, since: start, lockingFolder: nil)
        let kept = outcome.actions.filter { $0.kind == .skip }.count
        if kept == 1 {
            context.console.printError(
                "hint: 1 exported template differs from the built-in one and was kept; --force replaces it")
        } else if kept > 1 {
            context.console.printError(
                "hint: \(kept) exported templates differ from the built-in ones and were kept; --force replaces them")
        }
        return outcome.status
    }

    /// A style read from a folder: the folder's templates, manifest and reference, as they are.
    private static func exportFolder(_ source: String, to folder: String, options: WriteOptions, context: CommandContext) -> ExitCode {
        let system = context.system
        let paths = system.findFiles(source, ".stencil") + ["style.yml", "reference.md"].map { source + "/" + $0 }.filter(system.fileExists)
        let files = paths.compactMap { path -> PlannedFile? in
            guard let bytes = try? system.readFile(path) else { return nil }
            return PlannedFile(path: exportPath(of: String(path.dropFirst(source.count + 1)), in: folder, extension: ""),
                               contents: String(decoding: bytes, as: UTF8.self), ownership: .scaffold)
        }
        return context.write(files, options: options, since: system.now(), lockingFolder: nil).status
    }

    /// `DIR/<kind>.stencil`, then the manifest line to add.
    private static func exportStarter(
        _ starter: TemplateKindStarter, to folder: String, options: WriteOptions, context: CommandContext
    ) -> ExitCode {
        let file = PlannedFile(path: exportPath(of: starter.kind, in: folder), contents: starter.template, ownership: .scaffold)
        let outcome = context.write([file], options: options, since: context.system.now(), lockingFolder: nil)
        if outcome.status == .success { context.console.print(starter.nextSteps) }
        return outcome.status
    }

    /// `DIR/shared/TestDouble.stencil`; `DIR` keeps its spelling, without trailing slashes.
    static func exportPath(of name: String, in folder: String, extension suffix: String = ".stencil") -> String {
        var folder = folder
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return (folder == "/" ? "" : folder) + "/" + name + suffix
    }
}

extension CommandContext {
    /// `templates export --style`: the built-in style whose templates are
    /// exported (a style of archgen.yml's own exports its base's), and
    /// whether it was named itself (its manifest and reference go too); for
    /// a style read from a folder, that folder (`source`), which is copied.
    fileprivate func exportedStyle(_ name: String?) throws(UsageError) -> (folder: String, isBuiltIn: Bool, source: String?)? {
        guard let name = try styleOption(name) else { return nil }
        if let style = StyleRegistry.builtIn.entry(named: name) { return (style.definition.templateFolder, true, nil) }
        // Exporting is how a team starts its style's templates folder: that
        // archgen.yml names it before it exists is no reason to refuse.
        let (project, diagnostics) = loadProject(assumingFoldersExist: true)
        guard let style = project?.specDefaults.styles.entry(named: name) else {
            console.report(diagnostics)
            throw UsageError("style '\(name)' is unknown: archgen.yml is invalid",
                             hint: "correct archgen.yml, or export a built-in style's templates: --style "
                                + StyleRegistry.builtIn.names.dropLast().joined(separator: ", ") + " or " + (StyleRegistry.builtIn.names.last ?? ""))
        }
        // Its folder as this run reaches it: `templates`, from the current folder.
        if case .folder(let source) = style.origin { return (style.definition.templateFolder, false, style.templates ?? source) }
        return (style.definition.templateFolder, false, nil)
    }
}
