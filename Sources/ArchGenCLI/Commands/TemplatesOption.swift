import ArchGenKit

/// `--templates DIR`, for every command that renders templates: a template
/// in DIR (same relative name, `DIR/viper/Contract.stencil`) replaces the
/// built-in one; every other template stays built in.
extension CommandSignature.Option {
    static let templates = CommandSignature.Option(
        name: "--templates", valueName: "DIR",
        help: "Use the templates in DIR instead of the built-in ones of the same name")
}

extension CommandContext {
    /// The `--templates` folder as given, checked: nil when the option is
    /// absent; a usage error when the folder is missing or is a file.
    func templatesOption(_ arguments: ParsedArguments) throws(UsageError) -> String? {
        guard let folder = arguments.options["--templates"] else { return nil }
        guard !folder.isEmpty else {
            throw UsageError("--templates needs a value (DIR)")
        }
        guard system.fileExists(folder) else {
            throw UsageError(
                "--templates: no such folder '\(folder)'",
                hint: "'archgen templates export \(folder)' writes the built-in templates there to start from")
        }
        guard system.isDirectory(folder) else {
            throw UsageError("--templates: '\(folder)' is a file, not a folder")
        }
        return folder
    }

    /// The templates folder a command uses: `--templates DIR`, else
    /// archgen.yml's `templates` (checked when archgen.yml was loaded), else none.
    func templatesFolder(_ arguments: ParsedArguments, project: Project) throws(UsageError) -> String? {
        try templatesOption(arguments) ?? project.templatesFolder
    }

    /// The templates a command renders with: the built-in ones, overridden
    /// by the files of `templatesFolder(_:project:)`.
    func templateLoader(_ arguments: ParsedArguments, project: Project) throws(UsageError) -> LayeredTemplateLoader {
        BuiltinTemplates.layeredLoader(overridingWith: try templatesFolder(arguments, project: project))
    }
}
