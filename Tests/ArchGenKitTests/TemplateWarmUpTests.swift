import ArchGenKit
import ArchGenSpec
import ArchGenTemplates
import Foundation
import TestSupport
import XCTest

/// Warming a style's templates parses the ones a module renders, and a module
/// rendered while they are being warmed is the same module.
final class TemplateWarmUpTests: XCTestCase {
    /// The built-in templates, each name recorded the first time it is asked for.
    private final class RecordingLoader: TemplateLoader, @unchecked Sendable {
        private let lock = NSLock()
        private let loader = InMemoryTemplateLoader(BuiltinTemplates.texts)
        private var asked: [String] = []

        func template(named name: String) throws(TemplateError) -> Template? {
            lock.withLock { if !asked.contains(name) { asked.append(name) } }
            return try loader.template(named: name)
        }

        var templateNames: [String] { loader.templateNames }
        var names: [String] { lock.withLock { asked } }
    }

    private let specs = ["SignIn", "ItemsList", "ListMovies", "PhotoList", "Gallery"]

    func testWarmsEveryTemplateAModuleRenders() throws {
        for module in specs {
            let spec = try Fixtures.spec(module)
            let style = try XCTUnwrap(StyleRegistry.builtIn.entry(named: spec.style.name))
            let warmed = RecordingLoader(), rendered = RecordingLoader()
            TemplateWarmUp.warm(style, loader: warmed)
            _ = try ModuleRenderer(loader: rendered).render(spec, layout: ModuleLayout(module: module, base: "."))
            let files = style.definition.files.map(\.template)
            XCTAssertEqual(Set(warmed.names).subtracting(BuiltinTemplates.names), [], module)
            XCTAssertEqual(Set(rendered.names).subtracting(warmed.names), [], "\(module): rendered but not warmed")
            XCTAssertEqual(Set(files).subtracting(warmed.names), [], module)
        }
    }

    func testAModuleRenderedDuringTheWarmUpIsTheSame() throws {
        for module in specs {
            let spec = try Fixtures.spec(module)
            let style = try XCTUnwrap(StyleRegistry.builtIn.entry(named: spec.style.name))
            let layout = ModuleLayout(module: module, base: ".")
            let alone = try ModuleRenderer(loader: InMemoryTemplateLoader(BuiltinTemplates.texts)).render(spec, layout: layout)
            let shared = InMemoryTemplateLoader(BuiltinTemplates.texts)
            TemplateWarmUp.start(style, loader: shared)
            let during = try ModuleRenderer(loader: shared).render(spec, layout: layout)
            XCTAssertEqual(during.map(\.path), alone.map(\.path), module)
            XCTAssertEqual(during.map(\.contents), alone.map(\.contents), module)
        }
    }
}
