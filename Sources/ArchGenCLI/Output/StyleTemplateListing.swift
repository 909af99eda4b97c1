import ArchGenKit
import ArchGenSpec

/// The part of `templates list` about styles, when the project has its own:
/// every style and where it comes from, then, per own style with a templates
/// folder, its base's templates and the file each comes from.
///
///     styles:
///       viper      built-in
///       teamViper  archgen.yml:4, base viper, templates Styles/teamViper
///     ...
///     teamViper/  (base viper: 1 from Styles/teamViper)
///       Contract   built-in
///       Presenter  Styles/teamViper/Presenter.stencil
struct StyleTemplateListing {
    var loader: LayeredTemplateLoader
    var ownStyles: [StyleRegistry.Entry]
    var settingsPath: String

    /// `styles:` and a row per style.
    var stylesText: String {
        let rows = StyleRegistry.builtIn.names.map { ($0, "built-in") } + ownStyles.map { style in
            var origin = "\(settingsPath):\(style.location?.line ?? 1)"
            switch style.origin {
            case .derived(let base): origin += ", base \(base)" + (style.templates.map { ", templates \($0)" } ?? "")
            case .folder(let folder): origin += ", folder \(folder)"
            case .builtIn: break
            }
            return (style.name, origin)
        }
        return "styles:\n" + Self.aligned(rows)
    }

    /// A group per own style with a templates folder: a style of a folder's
    /// own lists what it renders with (`FolderStyleTemplates`); a style with
    /// a base lists its base's templates, then the folder's `shared/` files
    /// and the files that replace nothing.
    var groupsText: String {
        ownStyles.compactMap { style -> String? in
            guard let folder = style.templates else { return nil }
            if case .folder = style.origin {
                let used = FolderStyleTemplates(style: style, folder: folder, loader: loader)
                return "\(style.name)/  (folder \(folder): \(used.title(folder: folder)))\n" + Self.aligned(used.rows)
            }
            let base = style.definition.templateFolder
            let styled = StyleTemplateLoader(folder: folder, base: base, below: loader)
            let prefix = base + "/"
            let names = loader.templateNames.filter { $0.hasPrefix(prefix) }
            var rows: [(String, String)] = names.compactMap { name in
                let local = String(name.dropFirst(prefix.count))
                if let path = styled.path(of: name) { return (local, path) }
                return loader.origin(of: name).map { (local, TemplateListing.describe($0)) }
            }
            var own = rows.filter { $0.1.hasPrefix(folder + "/") }.count
            for local in FolderStyleTemplates.templateFiles(of: styled) {
                let name = StyleTemplateLoader.fullName(of: local, base: base)
                guard !names.contains(name), let path = styled.folder.path(of: local) else { continue }
                let replaces = loader.templateNames.contains(name)
                own += replaces ? 1 : 0
                rows.append((local, path + (replaces ? "" : "  (not a template of \(base))")))
            }
            return "\(style.name)/  (base \(base): \(own) from \(folder))\n" + Self.aligned(rows)
        }.joined()
    }

    /// A line per style read from a folder, for the listing's summary (`FolderStyleTemplates.summary`).
    var summaryLines: String {
        ownStyles.compactMap { style -> String? in
            guard let folder = style.templates, case .folder = style.origin else { return nil }
            return FolderStyleTemplates(style: style, folder: folder, loader: loader).summary(style: style.name, folder: folder, overrides: loader.overrides?.directory) + "\n"
        }.joined()
    }

    /// `  name  value` rows, the values aligned.
    static func aligned(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 + "\n" }.joined()
    }
}
