import ArchGenKit
import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// The project a command works in: archgen.yml's settings (found in the
/// current folder or the nearest parent that has one), or the defaults.
///
/// Settings paths are relative to the folder holding archgen.yml; every path
/// this type gives is relative to the current folder (or absolute, when
/// archgen.yml writes it so), ready to read or write.
struct Project: Sendable {
    var settings: ProjectSettings
    /// Path of archgen.yml as the user would type it from the current folder
    /// ("archgen.yml", "../archgen.yml"), nil when there is none.
    var settingsPath: String?

    init(settings: ProjectSettings = ProjectSettings(), settingsPath: String? = nil) {
        self.settings = settings
        self.settingsPath = settingsPath
    }

    /// The folder holding archgen.yml ("." or "../.."): "." without settings.
    var root: String {
        settingsPath.map(Path.folder(of:)) ?? "."
    }

    /// The folders searched for specs: archgen.yml's `specs`, or the project folder.
    var specFolders: [String] {
        settings.specs.isEmpty ? [root] : settings.specs.map(resolve)
    }

    /// Every spec of the project, sorted: **/*.archgen under the spec folders
    /// (or under "." without settings). Hidden folders and .build skipped
    /// (see SystemEnvironment.findFiles).
    func specPaths(_ system: SystemEnvironment) -> [String] {
        Set(specFolders.flatMap { system.findFiles($0, ".archgen") }).sorted()
    }

    /// Where the module of the spec at `specPath` goes (settings' paths with
    /// {module}, else its package targets' folders, else beside the spec), as
    /// paths relative to the current folder.
    func layout(for spec: Spec, specPath: String) -> ModuleLayout {
        let beside = packageLayout(of: spec.module) ?? ModuleLayout(module: spec.module, base: Path.folder(of: specPath))
        return ModuleLayout(
            sources: settings.paths.sources.map { resolve($0.path(for: spec.module)) } ?? beside.sources,
            tests: settings.paths.tests.map { resolve($0.path(for: spec.module)) } ?? beside.tests)
    }

    /// Where the files of archgen.yml's shared declarations go: `shared.sources`
    /// and `shared.tests`, else the folders of the package's shared targets,
    /// else where a module named `Shared` would go with archgen.yml's paths,
    /// else `Shared/` and `SharedTests/` beside archgen.yml.
    var sharedLayout: ModuleLayout {
        let name = SharedFiles.moduleName
        let beside = ModuleLayout(module: name, base: root)
        let package = sharedPackageLayout
        return ModuleLayout(
            sources: settings.shared.sources.map(resolve) ?? package.sources
                ?? settings.paths.sources.map { resolve($0.path(for: name)) } ?? beside.sources,
            tests: settings.shared.tests.map(resolve) ?? package.tests
                ?? settings.paths.tests.map { resolve($0.path(for: name)) } ?? beside.tests)
    }

    /// Whether the module of `spec` is compiled with the shared declarations:
    /// there are some, and it is in their app module (`defaults.appModule`),
    /// as in the app, where the shared files are in that module's target.
    func compilesShared(with spec: Spec) -> Bool {
        !settings.shared.isEmpty && spec.appModule == settings.defaults.appModule
    }

    /// The files of the shared declarations, rendered with `loader`, in `sharedLayout`; none when there are none.
    func sharedFiles(with loader: any TemplateLoader) throws(TemplateError) -> [PlannedFile] {
        // In the default style: its names, and its templates folder when it is a style of the project's own.
        let defaults = specDefaults, style = defaults.defaultStyle
        let styled = StyleTemplateLoader.loader(loader, templates: style.templates, base: style.definition.templateFolder)
        return try SharedRenderer(loader: styled).render(
            settings.shared, settingsPath: settingsPath ?? ProjectSettingsLoader.fileName,
            appModule: settings.defaults.appModule ?? settings.package?.sharedTarget ?? "", style: style.definition, names: style.settings.names,
            tests: defaults.tests ?? .xctest, layout: sharedLayout)
    }

    /// Where `new <Module>` writes its starter spec when no --output is given:
    /// the first spec folder, else beside archgen.yml in a package project (not
    /// in a target's folder, wherever archgen runs), else ".".
    func starterSpecFolder() -> String {
        settings.specs.first.map(resolve) ?? (settings.package != nil ? root : ".")
    }

    /// archgen.yml's `defaults` for specs, with its own styles' templates
    /// folders relative to the current folder, ready to read.
    var specDefaults: SpecDefaults {
        var defaults = settings.defaults
        for index in defaults.styles.entries.indices {
            defaults.styles.entries[index].templates = defaults.styles.entries[index].templates.map(resolve)
        }
        return defaults
    }

    /// The project's own styles (archgen.yml's), their folders relative to the current folder.
    var ownStyles: [StyleRegistry.Entry] { specDefaults.styles.entries.filter { !$0.isBuiltIn } }

    /// The templates folder from the settings, relative to the current folder, or nil.
    var templatesFolder: String? {
        settings.templates.map(resolve)
    }

    /// build.languageMode, 6 by default.
    var languageMode: Int {
        settings.languageMode
    }

    /// A path as archgen.yml writes it, from the current folder: relative
    /// paths joined to `root`; both tidied (`../Specs`, not `./../Specs/.`).
    func resolve(_ path: String) -> String {
        Path.absolute(path, from: root)
    }

    /// `path` (from the current folder) from the project's folder, when it
    /// is inside it: how the project's own files name it, wherever archgen runs.
    func pathFromRoot(_ path: String) -> String {
        let normalized = Path.normalized(path)
        guard root != ".", normalized.hasPrefix(root + "/") else { return normalized }
        return String(normalized.dropFirst(root.count + 1))
    }
}

extension Project {
    /// `layout(for:specPath:)`, with `--output` and `--tests-output` moving either folder.
    func layout(for spec: Spec, specPath: String, folders: FolderOptions) -> ModuleLayout {
        var layout = layout(for: spec, specPath: specPath)
        if let sources = folders.sources { layout.sources = sources }
        if let tests = folders.tests { layout.tests = tests }
        return layout
    }
}

extension Project {
    /// `generate` or `check` without SPEC found none: where it looked.
    var noSpecsFound: UsageError {
        guard let settingsPath else {
            return UsageError("no specs found under this folder", hint: "pass a spec path, or create one with `archgen new <Module>`")
        }
        return UsageError(
            "no specs found under \(specFolders.joined(separator: ", ")) (the spec folders of \(settingsPath))",
            hint: "create one with `archgen new <Module>`, or change 'specs' in \(settingsPath)")
    }
}
