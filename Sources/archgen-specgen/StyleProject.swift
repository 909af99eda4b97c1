import ArchGenKit
import ArchGenSource
import ArchGenSpec
import Foundation

/// A style the run covers and the project its modules are generated in:
/// each of archgen's own (the style registry's built-ins), and each style
/// folder of a fixture project (`Tests/Fixtures/<project>/Styles/<style>/`,
/// which its archgen.yml names `styles: <style>: {path: Styles/<style>}`),
/// copied into the run's work folder. A team's conventions for the style are
/// written into that project's archgen.yml and read by archgen's own loader,
/// so a convention archgen refuses is reported as the generator's mistake.
struct StyleProject {
    var name: String
    /// The project's folder; archgen.yml's paths are relative to it.
    var root: String
    /// The style's folder in the project (`Styles/mvp`); nil for a built-in style.
    var folder: String?
    /// The style as archgen reads it, without conventions.
    var definition: StyleDefinition

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    /// The built-in styles, then every fixture project's style folders, by name.
    static func all(packageRoot: String, work: String) throws -> [StyleProject] {
        var styles = StyleRegistry.builtIn.entries.map { StyleProject(name: $0.name, root: work, folder: nil, definition: $0.definition) }
        let files = FileManager.default
        let fixtures = Path.join(packageRoot, "Tests/Fixtures")
        for project in try files.contentsOfDirectory(atPath: fixtures).sorted() {
            let stylesFolder = Path.join(fixtures, project + "/Styles")
            guard let names = try? files.contentsOfDirectory(atPath: stylesFolder) else { continue }
            for name in names.sorted() where files.fileExists(atPath: Path.join(stylesFolder, name + "/style.yml")) {
                let root = Path.join(work, "projects/" + project)
                let copy = Path.join(root, "Styles/" + name)
                try? files.removeItem(atPath: copy)
                try files.createDirectory(atPath: Path.join(root, "Styles"), withIntermediateDirectories: true)
                try files.copyItem(atPath: Path.join(stylesFolder, name), toPath: copy)
                var style = StyleProject(name: name, root: root, folder: "Styles/" + name, definition: styles[0].definition)
                guard let definition = try style.registry(TeamConventions()).entry(named: name)?.definition else {
                    throw Invalid(description: "\(project)'s archgen.yml does not name the style '\(name)'")
                }
                style.definition = definition
                styles.append(style)
            }
        }
        return styles
    }

    /// The project's archgen.yml with `conventions` for the style.
    func settings(_ conventions: TeamConventions) -> String {
        guard folder != nil || !conventions.isEmpty else { return "" }
        return (["styles:", "  \(name):"] + (folder.map { ["    path: " + $0] } ?? []) + conventions.lines)
            .joined(separator: "\n") + "\n"
    }

    /// The styles a spec of the project can name, with `conventions` for this one;
    /// a style folder's templates are found from anywhere.
    func registry(_ conventions: TeamConventions) throws -> StyleRegistry {
        let text = settings(conventions)
        guard !text.isEmpty else { return .builtIn }
        // Read as the archgen.yml of `root`: what it names is found there.
        let result = ProjectSettingsLoader(files: LocalFileSystem())
            .load(bytes: Array(text.utf8), path: Path.join(root, ProjectSettingsLoader.fileName))
        guard var registry = result.settings?.defaults.styles, result.errors.isEmpty, result.warnings.isEmpty else {
            throw Invalid(description: DiagnosticRenderer().render(result.diagnostics) + "in the archgen.yml:\n" + text)
        }
        for index in registry.entries.indices {
            registry.entries[index].templates = registry.entries[index].templates.map { Path.join(root, $0) }
        }
        return registry
    }
}
