import ArchGenKit
import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// The starter spec `new` (without --spec) and `init` write: a small but
/// complete module, rendered from `shared/StarterSpec` and validated.
extension CommandContext {
    /// The starter spec of `module` at `path`. Its style, platform and tests
    /// are the options', else `defaults`' (archgen.yml's), else the built-in
    /// ones; `commented` explains every key (what `init` writes). Its
    /// instruction names it `shownAs` (default: `path`).
    func starterSpec(
        _ module: String, at path: String, shownAs: String? = nil, choices: SpecChoices, defaults: SpecDefaults,
        loader: any TemplateLoader, commented: Bool = false
    ) throws(UsageError) -> (spec: Spec, planned: PlannedFile) {
        let shown = InvisibleScalar.revealed(module)
        if let problem = NameLookalikes.problem(in: module) {
            throw UsageError("'\(shown)' is not a valid module name: it \(problem.message)", hint: problem.hint)
        }
        guard SwiftIdentifier.isIdentifier(module) else {
            throw UsageError("'\(shown)' is not a valid module name", hint: "use an UpperCamelCase Swift identifier, like SignIn")
        }
        // --style names a style of the project the spec belongs to (`defaults`' styles).
        let style = choices.style
        if let style { try checkStyle(style, among: defaults.styles, of: nil) }
        let styleName = style ?? defaults.defaultStyle.name
        // The lists the style accepts, in its words: the starter spec writes only those (MVVM has no interactor or output).
        let shape = StarterSpecShape(style: defaults.styles.entry(named: styleName)?.definition ?? defaults.defaultStyle.definition)
        var values: TemplateObject = [
            "module": .string(module),
            "style": .string(styleName),
            "styles": .array(defaults.styles.names.map(TemplateValue.string)),
            "platform": .string((choices.platform ?? defaults.platform ?? .uikit).rawValue),
            "tests": .string((choices.tests ?? defaults.tests ?? .xctest).rawValue),
            "specPath": .string(shownAs ?? path),
            "commented": .bool(commented),
        ]
        shape.fill(&values)
        let text = try renderStarterFile("shared/StarterSpec", values: values, loader: loader, what: "the starter spec")
        let result = SpecLoader(defaults: defaults).load(bytes: Array(text.utf8), path: path)
        guard let spec = result.spec else {
            throw UsageError("'\(module)' is not a valid module name: " + (result.errors.first?.message ?? "invalid"),
                             hint: result.errors.first?.hint)
        }
        return (spec, PlannedFile(path: path, contents: text, ownership: .scaffold))
    }

    /// The text of a template that writes a whole file (the starter spec, archgen.yml).
    func renderStarterFile(
        _ name: String, values: TemplateObject, loader: any TemplateLoader, what: String
    ) throws(UsageError) -> String {
        do throws(TemplateError) {
            // A missing template is reported by the include, with the names that exist.
            let template = try Template(name: "starter", text: "{% include \"\(name)\" %}")
            return try template.render(values, loader: loader)
        } catch {
            throw UsageError("\(what) template cannot be rendered:\n" + error.rendered)
        }
    }
}
