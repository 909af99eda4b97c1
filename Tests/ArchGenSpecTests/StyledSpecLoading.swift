import ArchGenSource
import ArchGenSpec
import XCTest

/// A spec read with a style and defaults of a test's own, which must load without a diagnostic.
protocol StyledSpecLoading {}

extension StyledSpecLoading {
    func spec(_ text: String, style: StyleDefinition? = nil, defaults: SpecDefaults) throws -> Spec {
        let result = SpecLoader(styleOverride: style, defaults: defaults).load(SourceText(path: "A.archgen", text: text))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), "")
        return try XCTUnwrap(result.spec)
    }
}
