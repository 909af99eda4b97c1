import ArchGenKit
@testable import ArchGenSpec
import Foundation

/// What is wrong with a YAML example of the documentation, as archgen reads
/// it: a spec through the spec loader, an archgen.yml through the settings
/// loader, a style manifest through the manifest reader; a whole spec is
/// also generated. Each problem is `place: message`; none for a valid
/// example. Warnings count (an example shows what to write), except in a
/// part of a spec (completed with `module:`), whose types the rest of the
/// spec may declare.
struct DocExampleCheck {
    /// The manifest a settings example's `path:` style reads (`Styles/mvp/style.yml`): the documentation's own.
    var manifest: [UInt8]?

    func problems(of example: DocExample) -> [String] {
        let bytes = Array(example.text.utf8)
        if example.isFragment {
            // Only the YAML: the rest of the project it needs is not in the example.
            do {
                let source = try SpecLoader.decode(bytes: bytes, path: "fragment.yml")
                do {
                    _ = try YAMLParser.parse(source)
                    return []
                } catch {
                    return located([Diagnostic(error, in: source)], in: example)
                }
            } catch {
                return located([error], in: example)
            }
        }
        switch example.kind {
        case .spec:
            // A part of a spec may use types the rest of it declares: only its errors count.
            guard example.topLevelKeys.contains("module") else {
                return located(SpecLoader().load(bytes: Array("module: Example\n".utf8) + bytes, path: "Example.archgen").errors, in: example)
            }
            let result = SpecLoader().load(bytes: bytes, path: "Example.archgen")
            guard let spec = result.spec, result.diagnostics.isEmpty else { return located(result.diagnostics, in: example) }
            // A whole spec is generated too, as `archgen generate` would.
            do {
                _ = try ModuleRenderer(loader: BuiltinTemplates.loader(overridingWith: nil))
                    .render(spec, layout: ModuleLayout(sources: "Sources", tests: "Tests"))
                return []
            } catch {
                return [example.place + ": " + error.rendered]
            }
        case .settings:
            let manifest = manifest
            let loader = ProjectSettingsLoader(readFile: { path in path.hasSuffix("/style.yml") ? manifest : nil })
            return located(loader.load(bytes: bytes, path: "archgen.yml").diagnostics, in: example)
        case .manifest:
            return located(StyleManifestReader().read(bytes: bytes, path: "style.yml", name: "example").errors, in: example)
        case .commands, .other:
            return []
        }
    }

    /// Each diagnostic, at the example's place, with its line in the example.
    private func located(_ diagnostics: [Diagnostic], in example: DocExample) -> [String] {
        diagnostics.map { example.place + ": " + DiagnosticRenderer().render([$0]).trimmingCharacters(in: .newlines) }
    }
}
