import ArchGenKit
@testable import ArchGenSpec
import ArchGenSource
import Foundation

/// What is wrong with a YAML example of the documentation, as archgen reads
/// it: a spec through the spec loader, an archgen.yml through the settings
/// loader, a style manifest through the manifest reader; a whole spec is
/// also generated. Each problem is `place: message`; none for a valid
/// example. Warnings count (an example shows what to write), except in a
/// part of a spec (completed with `module:`), whose types the rest of the
/// spec may declare. An error example (```` ```yaml error ````) must give,
/// to the letter, what the block after it shows.
struct DocExampleCheck {
    /// The manifest a settings example's `path:` style reads (`Styles/mvp/style.yml`): the documentation's own.
    var manifest: [UInt8]?

    /// The problems of `example`; `output` is the block after it, which an error example's diagnostics must be.
    func problems(of example: DocExample, output: DocExample? = nil) -> [String] {
        if example.isError {
            guard let output, let path = output.text.split(separator: ":").first else {
                return [example.place + ": an error example needs the block of its diagnostics after it"]
            }
            let rendered = DiagnosticRenderer().render(diagnostics(of: example, path: String(path)))
            return rendered == output.text ? [] : [example.place + ": gives\n" + rendered + "not, as \(output.place) shows,\n" + output.text]
        }
        let found = diagnostics(of: example)
        guard found.isEmpty else {
            return found.map { example.place + ": " + DiagnosticRenderer().render([$0]).trimmingCharacters(in: .newlines) }
        }
        // A whole spec is generated too, as `archgen generate` would.
        guard !example.isFragment, example.kind == .spec, example.topLevelKeys.contains("module"),
              let spec = SpecLoader().load(bytes: Array(example.text.utf8), path: "Example.archgen").spec else { return [] }
        do {
            _ = try ModuleRenderer(loader: BuiltinTemplates.loader(overridingWith: nil))
                .render(spec, layout: ModuleLayout(sources: "Sources", tests: "Tests"))
            return []
        } catch {
            return [example.place + ": " + error.rendered]
        }
    }

    /// What archgen says of the example, read as the file at `path` (by default one its kind names).
    func diagnostics(of example: DocExample, path: String? = nil) -> [Diagnostic] {
        let bytes = Array(example.text.utf8)
        if example.isFragment {
            // Only the YAML: the rest of the project it needs is not in the example.
            do {
                let source = try SpecLoader.decode(bytes: bytes, path: path ?? "fragment.yml")
                do {
                    _ = try YAMLParser.parse(source)
                    return []
                } catch {
                    return [Diagnostic(error, in: source)]
                }
            } catch {
                return [error]
            }
        }
        switch example.kind {
        case .spec:
            // A part of a spec may use types the rest of it declares: only its errors count.
            guard example.topLevelKeys.contains("module") else {
                return SpecLoader().load(bytes: Array("module: Example\n".utf8) + bytes, path: path ?? "Example.archgen").errors
            }
            return SpecLoader().load(bytes: bytes, path: path ?? "Example.archgen").diagnostics
        case .settings:
            let manifest = manifest
            let loader = ProjectSettingsLoader(files: EveryStyleFolder(manifest: manifest))
            return loader.load(bytes: bytes, path: path ?? "archgen.yml").diagnostics
        case .manifest:
            return StyleManifestReader().read(bytes: bytes, path: path ?? "style.yml", name: "example").errors
        case .commands, .other:
            return []
        }
    }
}

/// A disk where every file and folder a documented archgen.yml names is
/// there, and every style folder's manifest is the documented one.
private struct EveryStyleFolder: FileReading {
    var manifest: [UInt8]?

    func contents(at path: String) throws(WriteError) -> [UInt8]? {
        Path.lastComponent(of: path) == "style.yml" ? manifest : nil
    }

    func fileExists(at path: String) -> Bool { true }
    func existsFollowingLinks(at path: String) -> Bool { true }
    /// A `.swift` path is a file (an `external` one); any other, a folder.
    func isDirectory(at path: String) -> Bool { !path.hasSuffix(".swift") }
    func names(inFolder path: String) -> [String] { [] }
}
