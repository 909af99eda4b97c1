import ArchGenTemplates

/// The built-in templates with an optional folder of overrides on top
/// (`--templates DIR`).
///
/// A name is looked up in the folder first, with the folder's own naming
/// (`shared/TestDouble` is `DIR/shared/TestDouble.stencil`); when no file is
/// there, the built-in template of that name is used. So an override folder
/// needs only the templates that were changed, and a template that exists
/// in the folder but does not parse is an error, never silently replaced by
/// the built-in one.
package struct LayeredTemplateLoader: TemplateLoader {
    /// The templates compiled into archgen (or, in tests, any set).
    package let builtIn: any TemplateLoader
    /// The override folder, if any.
    package let overrides: DirectoryTemplateLoader?

    package init(builtIn: any TemplateLoader, overrides: DirectoryTemplateLoader?) {
        self.builtIn = builtIn
        self.overrides = overrides
    }

    package func template(named name: String) throws(TemplateError) -> Template? {
        if let overrides, let template = try overrides.template(named: name) {
            return template
        }
        return try builtIn.template(named: name)
    }

    /// The built-in names and the override folder's names together, sorted,
    /// each once. Hidden files in the folder (`.DS_Store`, editor swap files,
    /// anything below a folder starting with `.`) are not counted.
    package var templateNames: [String] {
        Set(builtIn.templateNames).union(overrideNames).sorted()
    }

    /// Where the template `name` comes from; nil when neither layer has it.
    package func origin(of name: String) -> TemplateOrigin? {
        if let overrides, let path = overrides.path(of: name) {
            return .file(path: path, replacesBuiltIn: builtIn.templateNames.contains(name))
        }
        return builtIn.templateNames.contains(name) ? .builtIn : nil
    }

    /// The override folder's template names, hidden files left out.
    private var overrideNames: [String] {
        guard let overrides else { return [] }
        return overrides.templateNames.filter { name in
            !name.split(separator: "/").contains { $0.hasPrefix(".") }
        }
    }
}
