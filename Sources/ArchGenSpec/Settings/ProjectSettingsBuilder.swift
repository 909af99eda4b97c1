import ArchGenSource

/// Builds `ProjectSettings` from archgen.yml's syntax tree, collecting every
/// error. A key with nothing after it (or `~`) keeps its default, like a key
/// left out; paths may be absolute or relative, `..` included (they are the
/// project's own choice, like `--output`).
struct ProjectSettingsBuilder: YAMLTreeReader {
    static let topLevelKeys = ["specs", "paths", "defaults", "styles", "templates", "build", "xcode", "package", "shared"]
    static let pathKeys = ["sources", "tests"]
    static let defaultsKeys = ["style", "platform", "tests", "appModule", "access", "isolation", "observation", "deploymentTarget"]
    static let buildKeys = ["languageMode", "proof"]
    static let sharedKeys = ["sources", "tests"] + SpecBuilder.sharedDeclarationKeys

    /// archgen.yml's text (its `shared` declarations are read with a spec's rules).
    let source: SourceText
    /// The disk what archgen.yml names is looked for on (`ProjectSettingsLoader.files`).
    let files: (any FileReading)?
    /// Whether a folder archgen.yml names is taken to exist.
    var assumesFoldersExist = false
    /// The styles archgen has of its own, which archgen.yml sets conventions for and derives from.
    var builtInStyles = StyleRegistry.builtIn
    /// Errors of a style folder's manifest (`path:`), located in that file.
    var manifestErrors: [Diagnostic] = []
    /// Lines whose fragment the YAML stage already reported.
    var linesWithSyntaxErrors: Set<Int> = []
    var errors: [ProjectSettingsError] = []
    var warnings: [ProjectSettingsError] = []

    mutating func error(_ message: String, at location: SourceLocation, hint: String? = nil) {
        errors.append(ProjectSettingsError(message, at: location, hint: hint))
    }

    mutating func build(_ root: YAMLNode?) -> ProjectSettings {
        var settings = ProjectSettings()
        guard let root else { return settings }
        guard case .mapping(let pairs) = root.value else {
            error("archgen.yml is a mapping of keys ('specs:', 'paths:', 'defaults:', ...), found \(root.kindName)",
                  at: root.location)
            return settings
        }
        let values = settingPairs(pairs, keys: Self.topLevelKeys)
        settings.specs = specFolders(values["specs"])
        settings.paths = paths(values["paths"])
        let styles = styles(values["styles"], sharedServices: Self.declaresSharedServices(values["shared"]))
        let build = buildSettings(values["build"])
        settings.languageMode = build.languageMode ?? ProjectSettings.defaultLanguageMode
        settings.defaults = defaults(values["defaults"], styles: styles, declared: Set(Self.entries(values["styles"]).keys),
                                     languageMode: settings.languageMode)
        settings.templates = templatesFolder(values["templates"])
        settings.proof = build.proof ?? .default
        settings.xcode = xcode(values["xcode"])
        settings.package = package(values["package"])
        settings.defaults.targetPattern = settings.package?.targetPattern
        settings.defaults.sharedTarget = settings.package?.sharedTarget
        settings.defaults.sharedTestTarget = settings.package?.sharedTestTarget
        // A package's modules are targets of their own: what another target needs is public, unless archgen.yml says.
        if settings.package != nil, settings.defaults.access == nil { settings.defaults.access = .public }
        if settings.xcode != nil, settings.package != nil, let pair = values["package"] {
            error("'package' and 'xcode' both say where the modules are compiled", at: pair.keyLocation,
                  hint: "a module is a target of the package or compiled by the Xcode project's target, not both: keep one")
        }
        settings.shared = shared(values["shared"], defaults: settings.defaults)
        return settings
    }

    /// `shared:` — its folders, and its declarations read by a `SpecBuilder`.
    /// They belong to one app module, so `defaults.appModule` must name it.
    private mutating func shared(_ pair: YAMLPair?, defaults: SpecDefaults) -> SharedDeclarations {
        guard let pair, let entries = mapping(pair) else { return SharedDeclarations() }
        let values = settingPairs(entries, keys: Self.sharedKeys)
        var reader = SpecBuilder(source: source, styleOverride: nil, defaults: defaults, files: files)
        reader.linesWithSyntaxErrors = linesWithSyntaxErrors
        var shared = reader.sharedDeclarations(values, location: pair.keyLocation)
        errors += reader.errors.map { ProjectSettingsError($0.message, at: $0.location, hint: $0.hint) }
        warnings += reader.warnings.map { ProjectSettingsError($0.message, at: $0.location, hint: $0.hint) }
        shared.sources = values["sources"].flatMap { folder($0.value, what: "'sources'") }
        shared.tests = values["tests"].flatMap { folder($0.value, what: "'tests'") }
        if let sources = shared.sources, sources == shared.tests, let tests = values["tests"] {
            error("'tests' is the folder 'sources' names", at: tests.value.location,
                  hint: "the shared mocks would be written among the shared sources; write '\(sources)Tests'")
        }
        // In the package's shared target, they are public when the modules' API is, for the modules' targets to use them.
        if defaults.sharedTarget != nil { shared.access = defaults.access ?? .internal }
        if !shared.isEmpty, defaults.appModule == nil, defaults.sharedTarget == nil {
            error("shared declarations need the app module they belong to", at: pair.keyLocation,
                  hint: "set 'defaults: appModule:' to the module every spec's code is in (your app's target)")
        }
        return shared
    }

    /// Whether `shared:` has a `services:` key with something in it.
    static func declaresSharedServices(_ shared: YAMLPair?) -> Bool {
        guard case .mapping(let entries)? = shared?.value.value else { return false }
        return entries.contains { $0.key == "services" && !$0.value.isNull }
    }

    /// The known keys of a mapping that have a value (unknown ones are errors).
    mutating func settingPairs(_ pairs: [YAMLPair], keys: [String]) -> [String: YAMLPair] {
        knownPairs(pairs, keys: keys).filter { !$0.value.value.isNull }
    }

    /// `specs: Specs` or `specs: [Specs, Features]`.
    private mutating func specFolders(_ pair: YAMLPair?) -> [String] {
        guard let pair else { return [] }
        if pair.value.scalar != nil {
            return folder(pair.value, what: "'specs'").map { [$0] } ?? []
        }
        guard case .sequence(let items) = pair.value.value else {
            error("'specs' must be a folder or a list of folders, found \(pair.value.kindName)", at: pair.value.location,
                  hint: "write 'specs: Specs'")
            return []
        }
        return items.compactMap { folder($0, what: "a spec folder") }
    }

    /// A folder as written, without a trailing `/`; empty is an error.
    mutating func folder(_ node: YAMLNode, what: String) -> String? {
        guard let text = node.scalar else {
            error("\(what) must be a folder, found \(node.kindName)", at: node.location)
            return nil
        }
        guard !text.isEmpty else {
            error("\(what) is empty", at: node.location,
                  hint: "write a folder relative to the one holding archgen.yml ('.' for that folder itself)")
            return nil
        }
        guard checkPathCharacters(text, in: node, what: what) else { return nil }
        return Self.trimmingTrailingSlashes(text)
    }

    private mutating func paths(_ pair: YAMLPair?) -> ProjectSettings.Paths {
        guard let entries = mapping(pair) else { return ProjectSettings.Paths() }
        let values = settingPairs(entries, keys: Self.pathKeys)
        let paths = ProjectSettings.Paths(sources: pattern(values["sources"]), tests: pattern(values["tests"]))
        if let sources = paths.sources, sources == paths.tests, let tests = values["tests"] {
            error("'tests' is the folder 'sources' names", at: tests.value.location,
                  hint: "a module's tests would be written among its sources; write '\(sources.pattern)Tests'")
        } else if let sources = paths.sources, let tests = paths.tests, let written = values["tests"] {
            // A module is every Swift file below its folder: one folder inside the other would compile into both.
            if Path.contains(sources.pattern, tests.pattern) {
                error("'tests' is a folder inside the one 'sources' names", at: written.value.location,
                      hint: "a module's tests would be compiled into the module, as every Swift file below its folder is; "
                          + "write '\(sources.pattern)Tests'")
            } else if Path.contains(tests.pattern, sources.pattern) {
                error("'sources' is a folder inside the one 'tests' names", at: values["sources"]?.value.location ?? written.keyLocation,
                      hint: "a module's sources would be compiled into its tests as well, as every Swift file below their folder is")
            }
        }
        return paths
    }

    /// A path with `{module}` (`Sources/{module}`); any other placeholder is an error.
    private mutating func pattern(_ pair: YAMLPair?) -> ModulePathPattern? {
        guard let pair, let text = text(pair, what: "a path") else { return nil }
        guard !text.isEmpty else {
            error("'\(pair.key)' is empty", at: pair.value.location, hint: "write a folder with '{module}', like 'Sources/{module}'")
            return nil
        }
        var valid = checkPathCharacters(text, in: pair.value, what: "'\(pair.key)'")
        for (offset, placeholder) in Self.placeholders(in: text) where placeholder != ModulePathPattern.placeholder {
            error("unknown placeholder '\(placeholder)'", at: location(ofOffset: offset, in: pair.value),
                  hint: NearMiss.hint(for: placeholder, in: [ModulePathPattern.placeholder])
                    ?? "'\(ModulePathPattern.placeholder)' is the only placeholder")
            valid = false
        }
        guard valid else { return nil }
        let trimmed = Self.trimmingTrailingSlashes(text)
        guard trimmed.contains(ModulePathPattern.placeholder) else {
            error("'\(pair.key)' must contain '\(ModulePathPattern.placeholder)'", at: pair.value.location,
                  hint: "a module is every Swift file of its folder (the build check compiles them all as that module), so modules "
                    + "sharing '\(trimmed)' would each compile the others'; write '\(trimmed)/\(ModulePathPattern.placeholder)'")
            return nil
        }
        return ModulePathPattern(trimmed)
    }

    private mutating func templatesFolder(_ pair: YAMLPair?) -> String? {
        guard let pair else { return nil }
        return templatesFolder(pair, exporting: nil)
    }

    /// A `templates:` folder, which must exist; the hint says how `templates
    /// export` fills it: the built-in templates, or those of the style `style`.
    mutating func templatesFolder(_ pair: YAMLPair, exporting style: String?) -> String? {
        guard let folder = folder(pair.value, what: "'templates'") else { return nil }
        guard folderExists(folder) else {
            let export = "'archgen templates export " + (style.map { "--style \($0) " } ?? "") + folder + "'"
            error("no such folder '\(folder)'", at: pair.value.location,
                  hint: export + ", run beside archgen.yml, writes " + (style.map { "\($0)'s" } ?? "the built-in") + " templates there")
            return nil
        }
        return folder
    }

    /// `build: {languageMode: 5|6, proof: fast|full}`, each nil when not given (or wrong: then an error).
    private mutating func buildSettings(_ pair: YAMLPair?) -> (languageMode: Int?, proof: CompileProof?) {
        guard let entries = mapping(pair) else { return (nil, nil) }
        let values = settingPairs(entries, keys: Self.buildKeys)
        var result: (languageMode: Int?, proof: CompileProof?) = (nil, nil)
        if let pair = values["languageMode"], let text = scalar(pair, what: "a number") {
            result.languageMode = Int(text).flatMap { ProjectSettings.languageModes.contains($0) ? $0 : nil }
            if result.languageMode == nil {
                error("unknown languageMode '\(text)'", at: pair.value.location,
                      hint: "use " + ProjectSettings.languageModes.map(String.init).joined(separator: " or "))
            }
        }
        if let pair = values["proof"], let text = scalar(pair, what: "fast or full") {
            result.proof = CompileProof(rawValue: text)
            if result.proof == nil {
                error("unknown proof '\(text)'", at: pair.value.location,
                      hint: "use " + CompileProof.allCases.map(\.rawValue).joined(separator: " or "))
            }
        }
        return result
    }

    /// Every `{...}` of a text, with its offset in scalars.
    static func placeholders(in text: String) -> [(offset: Int, text: String)] {
        let scalars = Array(text.unicodeScalars)
        var found: [(Int, String)] = []
        var start: Int?
        for (offset, scalar) in scalars.enumerated() {
            if scalar == "{" {
                start = offset
            } else if scalar == "}", let opening = start {
                var placeholder = String.UnicodeScalarView()
                placeholder.append(contentsOf: scalars[opening...offset])
                found.append((opening, String(placeholder)))
                start = nil
            }
        }
        return found
    }

    /// `Sources/` is `Sources`; `/` stays.
    static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
