import ArchGenSource
import ArchGenTemplates
import XCTest

/// Renders `text` (as the template "Test.swift.stencil") with `context`,
/// includes coming from `partials`.
func render(
    _ text: String, _ context: TemplateObject = [:], partials: [String: String] = [:],
    file: StaticString = #filePath, line: UInt = #line
) -> String? {
    do {
        let template = try Template(name: "Test.swift.stencil", text: text)
        return try template.render(context, loader: InMemoryTemplateLoader(partials))
    } catch {
        XCTFail("unexpected error:\n\(error.rendered)", file: file, line: line)
        return nil
    }
}

/// The diagnostic, as printed, for a template that must fail to parse or render.
func diagnostic(
    _ text: String, _ context: TemplateObject = [:], partials: [String: String] = [:],
    file: StaticString = #filePath, line: UInt = #line
) -> String? {
    do {
        let template = try Template(name: "Test.swift.stencil", text: text)
        let output = try template.render(context, loader: InMemoryTemplateLoader(partials))
        XCTFail("expected an error, got output:\n\(output)", file: file, line: line)
        return nil
    } catch {
        return DiagnosticRenderer().render([error.diagnostic])
    }
}
