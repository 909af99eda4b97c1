import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// How the shared declarations' tests load archgen.yml and a spec using it.
protocol SharedDeclarationLoading {}

extension SharedDeclarationLoading {
    func loadSettings(_ text: String, files: any FileReading = TestDisk.empty) -> ProjectSettingsLoadResult {
        ProjectSettingsLoader(files: files).load(SourceText(path: "archgen.yml", text: text))
    }

    func lintSettings(_ text: String) -> String {
        DiagnosticRenderer().render(loadSettings(text).diagnostics)
    }

    func loadSpec(_ text: String) -> SpecLoadResult {
        let settings = loadSettings(SharedDeclarationTests.settings).settings ?? ProjectSettings()
        return SpecLoader(defaults: settings.defaults, shared: settings.shared, files: TestDisk.empty)
            .load(SourceText(path: "Spec.archgen", text: text))
    }

    func lintSpec(_ text: String) -> String {
        DiagnosticRenderer().render(loadSpec(text).diagnostics)
    }
}
