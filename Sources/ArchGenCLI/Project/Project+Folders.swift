import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// The folders a project's module files live in, which archgen searches
/// for what no single spec knows: generated files no spec generates any
/// more (`ProjectInventory.orphans`), and the app's own types
/// (`ProjectChecks`).
extension Project {
    /// Where every module of the project goes: for each of archgen.yml's
    /// `paths`, the folder above its `{module}` (`Sources` for
    /// `Sources/{module}`); without `paths`, the package's `Sources` and
    /// `Tests` in a package project, else the spec folders (modules sit
    /// beside their specs); and the shared declarations' folders.
    var moduleFolders: [String] {
        folders { resolve(Self.folderAbove(pattern: $0)) }
    }

    /// The folders of an app module's targets, as far as archgen.yml tells:
    /// for each of its `paths`, the first folder of the pattern (`App` for
    /// `App/Modules/{module}`: the target's folder, holding the team's code
    /// beside the modules); without `paths`, the package's `Sources` and
    /// `Tests` in a package project, else the spec folders; the shared
    /// declarations' folders.
    var targetFolders: [String] {
        folders { resolve(String(Self.folderAbove(pattern: $0).split(separator: "/").first ?? ".")) }
    }

    /// `folder(pattern)` for each of archgen.yml's `paths`, and the folders
    /// modules go to without them; the shared declarations' folders.
    private func folders(_ folder: (String) -> String) -> [String] {
        var folders = [settings.paths.sources, settings.paths.tests].compactMap { $0.map { folder($0.pattern) } }
        if settings.paths.sources == nil || settings.paths.tests == nil {
            folders += packageFolder.map { [Path.join($0, "Sources"), Path.join($0, "Tests")] } ?? specFolders
        }
        if !settings.shared.isEmpty { folders += [sharedLayout.sources, sharedLayout.tests] }
        return Self.outermost(folders)
    }

    /// `Sources/{module}` → `Sources`; `{module}/Sources` → `.`.
    static func folderAbove(pattern: String) -> String {
        let components = pattern.split(separator: "/")
        let above = components.prefix { !$0.contains(ModulePathPattern.placeholder) }
        return above.isEmpty ? "." : above.joined(separator: "/")
    }

    /// The folders, none inside another, sorted.
    static func outermost(_ folders: [String]) -> [String] {
        let unique = Set(folders.map(Path.normalized)).sorted()
        return unique.filter { folder in !unique.contains { $0 != folder && Path.contains($0, folder) } }
    }
}
