import ArchGenKit
import ArchGenSpec

/// The text of `templates list`: the templates grouped by their first folder
/// (`shared/`, `viper/`, ...; `./` for a name without one), each with its
/// origin, the origins aligned; then a count.
///
///     shared/
///       TestDouble  built-in
///     viper/
///       Contract    custom/viper/Contract.stencil
///
///     2 templates: 1 built-in, 1 from custom
///
/// With styles of the project's own (archgen.yml's `styles:` with `base:`),
/// the listing starts with every style and where it comes from, and each own
/// style with a templates folder gets a group of its base's templates, each
/// with the file that renders it, and a style read from a folder a group of
/// what it renders with (`StyleTemplateListing`, `FolderStyleTemplates`).
struct TemplateListing {
    var loader: LayeredTemplateLoader
    /// The project's own styles, their templates folders from the current folder.
    var ownStyles: [StyleRegistry.Entry] = []
    /// archgen.yml as the user would type it, where the own styles are named.
    var settingsPath = "archgen.yml"

    /// One template: `viper/cells/Cell` is the row `cells/Cell` of `viper/`.
    private struct Row {
        var group: String
        var name: String
        var origin: TemplateOrigin

        init(_ fullName: String, _ origin: TemplateOrigin) {
            if let slash = fullName.firstIndex(of: "/") {
                group = String(fullName[...slash])
                name = String(fullName[fullName.index(after: slash)...])
            } else {
                group = "./"
                name = fullName
            }
            self.origin = origin
        }
    }

    var text: String {
        let rows = loader.templateNames.compactMap { name in loader.origin(of: name).map { Row(name, $0) } }
        let width = rows.map(\.name.count).max() ?? 0
        var text = ""
        for (group, members) in Dictionary(grouping: rows, by: \.group).sorted(by: { $0.key < $1.key }) {
            text += group + "\n"
            for row in members {
                text += "  " + row.name + String(repeating: " ", count: width - row.name.count + 2)
                    + Self.describe(row.origin, ownStyle: ownStyleFolders[String(row.group.dropLast())]) + "\n"
            }
        }
        var styleSummaries = ""
        if !ownStyles.isEmpty {
            let styles = StyleTemplateListing(loader: loader, ownStyles: ownStyles, settingsPath: settingsPath)
            text = styles.stylesText + "\n" + text + styles.groupsText
            styleSummaries = styles.summaryLines
        }
        let builtIn = rows.filter { $0.origin == .builtIn }.count
        var summary = "\(plural(rows.count, "template")): \(builtIn) built-in"
        if let folder = loader.overrides?.directory {
            summary += ", \(rows.count - builtIn) from \(folder)"
        }
        return text + (rows.isEmpty ? "" : "\n") + summary + "\n" + styleSummaries
    }

    /// `built-in`, the file's path, or the path marked when it replaces nothing:
    /// unless it is in the templates folder of a style read from a folder (`ownStyle`), whose files it renders.
    static func describe(_ origin: TemplateOrigin, ownStyle: String? = nil) -> String {
        switch origin {
        case .builtIn: "built-in"
        case .file(let path, replacesBuiltIn: true): path
        case .file(let path, replacesBuiltIn: false):
            path + (ownStyle.map { "  (a template of style \($0))" } ?? "  (not a built-in template name)")
        }
    }

    /// The styles read from a folder, by the folder their templates are named under (`mvp`).
    private var ownStyleFolders: [String: String] {
        Dictionary(ownStyles.compactMap { style in
            guard case .folder = style.origin else { return nil }
            return (style.templateFolder, style.name)
        }, uniquingKeysWith: { first, _ in first })
    }
}
