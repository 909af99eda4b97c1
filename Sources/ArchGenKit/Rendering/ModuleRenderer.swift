import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// Renders a validated spec into the files of its module: the style's render
/// model computed in Swift, printed by the style's templates.
///
///     let renderer = ModuleRenderer(loader: BuiltinTemplates.loader(overridingWith: nil))
///     let files = try renderer.render(spec, layout: ModuleLayout(module: spec.module, base: "."))
package struct ModuleRenderer: Sendable {
    package let loader: any TemplateLoader

    package init(loader: any TemplateLoader) {
        self.loader = loader
    }

    package func render(_ spec: Spec, layout: ModuleLayout) throws(TemplateError) -> [PlannedFile] {
        let (files, context) = plan(spec)
        let loader = StyleTemplateLoader.loader(self.loader, templates: spec.styleTemplates, base: spec.style.templateFolder)
        var planned: [PlannedFile] = []
        for file in files {
            let template = try loader.requiredTemplate(named: file.template, missing: Self.missingTemplate(file, of: spec))
            // Each file is rendered once: what it imports is decided from the spec (`ModuleFacts.headerContext`).
            var contents = try template.render(context, overriding: Self.fileContext(of: file), loader: loader)
            // A generated file's header carries its digest: archgen can tell it is unchanged without the spec.
            if file.ownership == .generated { contents = FileOrigin.stamped(contents) }
            planned.append(PlannedFile(path: file.path(in: layout), contents: contents, ownership: file.ownership))
        }
        return planned
    }

    /// Where the files archgen owns for `spec` go (its generated files: contract,
    /// entities, doubles), whatever they hold; the scaffold files are the team's.
    package static func generatedPaths(of spec: Spec, layout: ModuleLayout) -> [String] {
        filePaths(of: spec, layout: layout).filter { $0.ownership == .generated }.map(\.path)
    }

    /// Where every file of `spec`'s module goes, in the order it is written, and who owns it.
    package static func filePaths(of spec: Spec, layout: ModuleLayout) -> [(path: String, ownership: PlannedFile.Ownership)] {
        ModuleFile.files(of: spec).map { file in (file.path(in: layout), file.ownership) }
    }

    /// The scaffold files of `spec`'s module named after a type (an actor, a
    /// test case): the type, the kind of file as archgen.yml's `files:` names
    /// it (`presenter`), and where the file goes.
    package static func scaffoldTypes(of spec: Spec, layout: ModuleLayout) -> [(type: String, fileKey: String, path: String)] {
        let naming = StyleNaming(spec: spec)
        return ModuleFile.files(of: spec).compactMap { file in
            guard file.ownership == .scaffold, let type = naming.typeName(ofFile: file.kind) else { return nil }
            return (type, StyleNaming.actorKey(file.kind), file.path(in: layout))
        }
    }

    /// What each file's templates read besides the module's context: whether it is archgen's.
    static func fileContext(of file: ModuleFile) -> TemplateObject {
        ["generated": .bool(file.ownership == .generated)]
    }

    /// The files of the spec's style and the context they render against.
    func plan(_ spec: Spec) -> ([ModuleFile], TemplateObject) {
        (ModuleFile.files(of: spec), ModuleModel(spec: spec).templateContext)
    }
}

extension ModuleRenderer {
    /// Where a style's template for `file` goes and what starts it, when the
    /// templates have none: a file kind of a style's own, whose folder lacks its template.
    static func missingTemplate(_ file: ModuleFile, of spec: Spec) -> (path: String, hint: String) {
        guard let folder = spec.styleTemplates,
              let start = KindTemplateStart(kind: file.kind, template: file.template, folder: folder, base: spec.style.templateFolder)
        else {
            return (file.template + ".stencil", "a templates folder (--templates DIR) needs DIR/\(file.template).stencil")
        }
        return (start.path, "style.yml lists the file kind '\(file.kind)'; "
            + (start.command.map { "`\($0)` starts its template" } ?? "its template is \(start.path)"))
    }
}

extension TemplateLoader {
    /// The template `name`; an error at `missing.path`, with its hint, when the loader has none.
    func requiredTemplate(
        named name: String, missing: (path: String, hint: String) = ("", "")
    ) throws(TemplateError) -> Template {
        guard let template = try template(named: name) else {
            throw TemplateError(
                "template '\(name)' not found", path: missing.path.isEmpty ? name + ".stencil" : missing.path,
                location: SourceLocation(line: 1, column: 1),
                hint: missing.hint.isEmpty ? "archgen's own templates have it: is archgen installed whole?" : missing.hint)
        }
        return template
    }
}
