@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// The text of the file `name` in the tests folder of the module `text` specifies
/// (`path` its spec's), rendered in `style` with the built-in templates.
func renderedTestFile(_ text: String, path: String, style: String, named name: String) throws -> String {
    let result = SpecLoader(styleOverride: style).load(bytes: Array(text.utf8), path: path)
    let spec = try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
    let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "S", tests: "T"))
    return try XCTUnwrap(files.first { $0.path == "T/" + name }?.contents, files.map(\.path).joined(separator: "\n"))
}
