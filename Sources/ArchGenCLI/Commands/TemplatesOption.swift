import ArchGenKit

extension CommandContext {
    /// The `--templates` folder as given, checked: nil when the option is
    /// absent; a usage error when the folder is missing or is a file.
    func templatesOption(_ folder: String?) throws(UsageError) -> String? {
        guard let folder else { return nil }
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
    func templatesFolder(_ folder: String?, project: Project) throws(UsageError) -> String? {
        try templatesOption(folder) ?? project.templatesFolder
    }

    /// The templates a command renders with: the built-in ones, overridden
    /// by the files of `templatesFolder(_:project:)`.
    func templateLoader(_ folder: String?, project: Project) throws(UsageError) -> LayeredTemplateLoader {
        BuiltinTemplates.layeredLoader(overridingWith: try templatesFolder(folder, project: project))
    }
}
