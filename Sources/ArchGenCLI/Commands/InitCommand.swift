import ArchGenKit
import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// `archgen init [Module]`: starts a project with archgen.yml and a
/// commented starter spec, both explained key by key.
extension Command {
    /// The starter module when `init` is given no name.
    static let initModule = "Home"

    static let initProject = Command(
        name: "init",
        summary: "Write archgen.yml (project settings) and a commented starter spec",
        signature: InitOptions.signature,
        discussion: """
            Writes archgen.yml in the current folder, every key explained: specs in Specs/, a module's sources \
            in Sources/<Module>/ and its doubles and tests in Tests/<Module>Tests/, and the defaults of specs \
            (--style, --platform and --tests, else viper, uikit and xctest). Then writes the starter spec \
            Specs/<Module>.archgen (Module: \(initModule) unless named), explained key by key; \
            `archgen generate` then creates its module.
            Existing files are skipped (--force replaces them); in a folder with archgen.yml or specs already, \
            the starter spec is not written either, so that the next generate makes no sample module. \
            A folder below with a style.yml (a team's Styles/mvp) is declared as a style of the project's own, \
            which --style may name. --dry-run shows what would be written.
            """,
        run: { arguments, context throws(UsageError) in
            let options = try InitOptions(arguments)
            let start = context.system.now()
            let module = options.module ?? initModule
            let loader = BuiltinTemplates.layeredLoader(overridingWith: nil)
            let (settingsFile, project) = try context.initialSettings(options.choices, loader: loader)
            let specPath = Path.join(project.starterSpecFolder(), module + ".archgen")
            let starter = try context.starterSpec(
                module, at: specPath, choices: options.choices, defaults: project.settings.defaults, loader: loader, commented: true)
            // A project that exists already gets no sample module: the next generate would write it.
            let existing = options.write.force ? nil : context.existingProject
            let files = existing == nil ? [settingsFile, starter.planned] : [settingsFile]
            let outcome = context.write(files, options: options.write, since: start, lockingFolder: project.root)
            if let existing {
                context.console.print("skipped the starter spec \(specPath): this folder has \(existing) already; "
                    + "start a module with `archgen new \(module)` (--force writes the starter files anyway)")
            } else if outcome.status == .success, !options.write.dryRun {
                context.console.print("next: edit \(specPath), then run `archgen generate`")
            }
            return outcome.status
        })
}

extension CommandContext {
    /// What makes the current folder a project already, as `init` says it:
    /// `archgen.yml`, or its specs (`2 specs`); nil for neither.
    fileprivate var existingProject: String? {
        if system.fileExists(ProjectSettingsLoader.fileName) { return ProjectSettingsLoader.fileName }
        let specs = system.findFiles(".", ".archgen").count
        return specs == 0 ? nil : specs == 1 ? "a spec" : "\(specs) specs"
    }

    /// archgen.yml as `init` writes it (the `shared/ProjectSettings`
    /// template, with the options' defaults), and the project it describes:
    /// the file is loaded back, so the starter spec follows what it says.
    fileprivate func initialSettings(
        _ choices: SpecChoices, loader: any TemplateLoader
    ) throws(UsageError) -> (file: PlannedFile, project: Project) {
        let path = ProjectSettingsLoader.fileName
        // The style folders found here are the project's own styles: --style may name one.
        let own = styleFolders()
        let styles = StyleRegistry(entries: StyleRegistry.builtIn.entries + own.map(\.entry))
        let style = choices.style ?? "viper"
        try checkStyle(style, among: styles, of: nil)
        let languageMode = toolchainLanguageMode()
        let values: TemplateObject = [
            "languageMode": .string(String(languageMode)),
            "isolation": .string(Isolation.default(languageMode: languageMode).rawValue),
            "style": .string(style),
            "styles": .array(styles.names.map(TemplateValue.string)),
            "builtInStyles": .array(StyleRegistry.builtIn.names.map(TemplateValue.string)),
            "ownStyles": .array(own.map { .object(["name": .string($0.name), "path": .string($0.path)]) }),
            "platform": .string((choices.platform ?? .uikit).rawValue),
            "tests": .string((choices.tests ?? .xctest).rawValue),
        ]
        let text = try renderStarterFile("shared/ProjectSettings", values: values, loader: loader, what: "the archgen.yml")
        let result = settingsLoader(at: path, assumingFoldersExist: true).load(bytes: Array(text.utf8), path: path)
        guard let settings = result.settings else {
            throw UsageError("the archgen.yml template gives invalid settings:\n" + console.renderer.render(result.errors))
        }
        return (PlannedFile(path: path, contents: text, ownership: .scaffold), Project(settings: settings, settingsPath: path))
    }

    /// The language mode of the `swift` a build check would run (`ARCHGEN_SWIFT`, else PATH's);
    /// Swift 6 mode when there is none.
    private func toolchainLanguageMode() -> Int {
        let swift = try? Toolchain.locate(option: nil, variables: system.variables, search: system.executables)
        return swift.flatMap { ToolchainLanguageMode.of(swift: $0, runner: system.processRunner) } ?? ProjectSettings.defaultLanguageMode
    }
}
