import ArchGenKit
import ArchGenSpec

/// `archgen templates list` and the `templates` group (`export` is in its own file).
extension Command {
    static let templates = Command.group(
        name: "templates",
        summary: "List the templates and where each comes from, or export the built-in ones",
        discussion: """
            The built-in templates are compiled into archgen. To change one, export them,
            edit the files you want to change (delete the others if you like), and pass
            the folder with --templates DIR: a file there replaces the built-in template
            of the same relative name. What a template can read: archgen help templates.
            """,
        subcommands: [.templatesList, .templatesExport])

    static let templatesList = Command(
        name: "templates list",
        summary: "List every template, by style folder, with where it comes from",
        signature: TemplatesListOptions.signature,
        discussion: """
            Each template shows 'built-in' or, with --templates DIR (or archgen.yml's
            templates folder), the file in DIR that replaces it. A file in DIR with a name archgen has no template of is marked.
            With styles of the project's own (archgen.yml's styles with a base), the list starts with
            every style and where it comes from, and each own style's templates folder gets a group:
            its base's templates, each with the file that renders it. A style read from a folder (styles: <name>: path: DIR)
            gets a group of the templates its files render with and what they include, each with where it comes from
            (its folder, built-in, or missing), then the folder's templates nothing uses; the summary counts them.
            Exit status: 0, or 2 when DIR is missing or not a folder.
            """,
        run: { arguments, context throws(UsageError) in
            guard let project = context.project() else { return .invalidInput }
            let folder = try context.templatesFolder(TemplatesListOptions(arguments).templates, project: project)
            let loader = BuiltinTemplates.layeredLoader(overridingWith: folder)
            context.console.print(TemplateListing(
                loader: loader, ownStyles: project.ownStyles,
                settingsPath: project.settingsPath ?? ProjectSettingsLoader.fileName).text)
            return .success
        })
}
