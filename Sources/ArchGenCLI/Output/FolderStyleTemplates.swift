import ArchGenKit
import ArchGenSpec

/// What a style read from a folder (archgen.yml's `styles: <name>: path:`)
/// renders with, for `templates list`: the template of each file its
/// manifest lists, then what they include, each with where it comes from
/// (the folder, the built-in templates, `--templates DIR`, or nowhere);
/// then the folder's templates nothing renders.
///
///     Contract        Styles/mvp/Contract.stencil
///     shared/Header   built-in
///     Legacy          Styles/mvp/Legacy.stencil  (not used: no file of mvp renders or includes it)
struct FolderStyleTemplates {
    /// `(name as the folder names it, where it comes from)`: what the style renders with, then the unused files.
    private(set) var rows: [(String, String)] = []
    /// How many templates the style renders with, how many of them its folder has, and how many it lacks.
    private(set) var usedCount = 0
    private(set) var ownCount = 0
    private(set) var missingCount = 0
    private(set) var builtInCount = 0

    init(style: StyleRegistry.Entry, folder: String, loader: LayeredTemplateLoader) {
        let definition = style.definition, base = definition.templateFolder
        let styled = StyleTemplateLoader(folder: folder, base: base, below: loader)
        let starts = Dictionary(definition.files.compactMap { file in
            KindTemplateStart(kind: file.kind, template: file.template, folder: folder, base: base).map { (file.template, $0) }
        }, uniquingKeysWith: { first, _ in first })
        let used = TemplateInclusion.closure(of: definition.files.map(\.template), loader: styled)
        var usedLocally = Set<String>()
        usedCount = used.count
        for name in used {
            let local = StyleTemplateLoader.localName(of: name, base: base) ?? name
            usedLocally.insert(local)
            if let path = styled.path(of: name) {
                ownCount += 1
                rows.append((local, path))
            } else if let origin = loader.origin(of: name) {
                builtInCount += origin == .builtIn ? 1 : 0
                rows.append((local, origin.description))
            } else {
                missingCount += 1
                let start = starts[name].map { start in start.command.map { ": `\($0)` starts it" } ?? ": write \(start.path)" }
                rows.append((local, "missing" + (start ?? " (included, but no such template)")))
            }
        }
        for local in Self.templateFiles(of: styled) where !usedLocally.contains(local) {
            guard let path = styled.folder.path(of: local) else { continue }
            rows.append((local, path + "  (not used: no file of \(style.name) renders or includes it)"))
        }
    }

    /// The templates of a style's folder by local name (`Presenter`, `shared/Header`):
    /// its `.stencil` files, not its manifest or reference, nor a hidden file's.
    static func templateFiles(of styled: StyleTemplateLoader) -> [String] {
        styled.folder.templateNames.filter { local in
            !local.split(separator: "/").contains { $0.hasPrefix(".") } && styled.folder.path(of: local)?.hasSuffix(".stencil") == true
        }
    }
}

extension FolderStyleTemplates {
    /// `8 of 25 from Styles/mvp`, for the group's title.
    func title(folder: String) -> String {
        "\(ownCount) of \(usedCount) from \(folder)"
    }

    /// `mvp: 25 templates, 8 from Styles/mvp, 17 built-in, 1 missing; 1 unused in Styles/mvp`, for the listing's summary.
    func summary(style: String, folder: String, overrides: String?) -> String {
        let unused = rows.count - usedCount, overridden = usedCount - ownCount - missingCount - builtInCount
        return "\(style): \(plural(usedCount, "template")), \(ownCount) from \(folder), \(builtInCount) built-in"
            + (overridden > 0 ? ", \(overridden) from \(overrides ?? "--templates")" : "")
            + (missingCount > 0 ? ", \(missingCount) missing" : "") + (unused > 0 ? "; \(unused) unused in \(folder)" : "")
    }
}
