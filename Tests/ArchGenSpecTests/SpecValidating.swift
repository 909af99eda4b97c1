import ArchGenSource
import ArchGenSpec
import TestSupport

/// A spec loaded from inline text, as the validation tests read it.
protocol SpecValidating {}

extension SpecValidating {
    func load(_ text: String, path: String = "Spec.archgen", style: StyleDefinition? = nil) -> SpecLoadResult {
        SpecLoader(styleOverride: style, files: TestDisk.empty).load(SourceText(path: path, text: text))
    }

    /// The rendered errors, then warnings, of a spec.
    func lint(_ text: String, path: String = "Spec.archgen") -> String {
        DiagnosticRenderer().render(load(text, path: path).diagnostics)
    }
}
