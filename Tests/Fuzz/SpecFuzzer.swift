import ArchGenKit
import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// The line that splits an input into archgen.yml (before) and a spec (after).
private let separator = Array("\n#%spec\n".utf8)

/// Renders with the built-in templates, in memory.
private let renderer = ModuleRenderer(loader: BuiltinTemplates.loader(overridingWith: nil))

/// A folder that is not there: a project's own style's templates come from the built-in ones.
private let missingFolder = "/nonexistent/archgen-fuzz"

/// libFuzzer entry point for `scripts/fuzz spec`. Without a `#%spec` line, any
/// bytes are loaded as a spec and as archgen.yml; with one, the bytes before it
/// are archgen.yml and those after it a spec loaded with its settings (as the
/// CLI loads them). Either gives a result or errors located inside the text,
/// never a crash or a hang; a valid spec renders with the built-in templates
/// (and the settings' shared declarations with it) without an error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = bytes(data, size)
    let parts = split(input)
    let settings = ProjectSettingsLoader().load(bytes: parts.settings, path: "archgen.yml")
    require((settings.settings == nil) == !settings.errors.isEmpty, "settings with errors, or none and no error")
    check(settings.diagnostics, texts: ["archgen.yml": parts.settings])
    var defaults = SpecDefaults(), shared = SharedDeclarations()
    if parts.isSplit, let project = settings.settings {
        defaults = project.defaults
        for index in defaults.styles.entries.indices where defaults.styles.entries[index].templates != nil {
            defaults.styles.entries[index].templates = missingFolder
        }
        shared = project.shared
        render(project, defaults: defaults)
    }
    let spec = SpecLoader(defaults: defaults, shared: shared).load(bytes: parts.spec, path: "Fuzz.archgen")
    require((spec.spec == nil) == !spec.errors.isEmpty, "a spec with errors, or no spec and no error")
    check(spec.diagnostics + spec.notes, texts: ["archgen.yml": parts.settings, "Fuzz.archgen": parts.spec])
    if let valid = spec.spec {
        do {
            let files = try renderer.render(valid, layout: ModuleLayout(module: valid.module, base: "."))
            require(!files.isEmpty, "a module of no files")
        } catch {
            fatalError("the built-in templates failed on a valid spec: \(error.rendered)")
        }
    }
    return 0
}

/// archgen.yml and the spec of an input: the bytes around the first `#%spec` line, else the whole input for each.
private func split(_ input: [UInt8]) -> (settings: [UInt8], spec: [UInt8], isSplit: Bool) {
    guard input.count >= separator.count else { return (input, input, false) }
    for start in 0...(input.count - separator.count) where input[start..<(start + separator.count)].elementsEqual(separator) {
        return (Array(input[..<start]) + [10], Array(input[(start + separator.count)...]), true)
    }
    return (input, input, false)
}

/// The shared declarations of valid settings render with the built-in templates.
private func render(_ settings: ProjectSettings, defaults: SpecDefaults) {
    let style = defaults.defaultStyle
    let loader = StyleTemplateLoader.loader(renderer.loader, templates: style.templates, base: style.definition.templateFolder)
    do {
        _ = try SharedRenderer(loader: loader).render(
            settings.shared, settingsPath: "archgen.yml", appModule: settings.defaults.appModule ?? "", style: style.definition,
            names: style.settings.names, layout: ModuleLayout(sources: "Shared", tests: "SharedTests"))
    } catch {
        fatalError("the built-in templates failed on valid shared declarations: \(error)")
    }
}

/// Every diagnostic is located inside its text (by path) and renders.
private func check(_ diagnostics: [Diagnostic], texts: [String: [UInt8]]) {
    for diagnostic in diagnostics {
        guard let location = diagnostic.location else { fatalError("unlocated: \(diagnostic.message)") }
        require(location.line >= 1 && location.column >= 1, "location \(location): \(diagnostic.message)")
        guard let text = texts[diagnostic.path] else { fatalError("in '\(diagnostic.path)': \(diagnostic.message)") }
        let lines = SourceText(path: diagnostic.path, text: String(decoding: text, as: UTF8.self)).scalarLines
        require(location.line <= lines.count, "line \(location.line) of \(lines.count): \(diagnostic.message)")
        let length = lines[location.line - 1].count
        require(location.column <= length + 1, "column \(location.column) of a line of \(length): \(diagnostic.message)")
        let shown = diagnostic.sourceLine?.unicodeScalars.count ?? 0
        require(shown <= SpecLimits.maximumLineLength + 1, "a source line of \(shown) characters shown")
        require(!DiagnosticRenderer().render(diagnostic).isEmpty, "empty rendering")
    }
}
