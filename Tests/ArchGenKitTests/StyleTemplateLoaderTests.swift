import ArchGenKit
import ArchGenSource
import ArchGenSpec
import ArchGenTemplates
import Foundation
import TestSupport
import XCTest

/// A style's templates folder over the templates of a run: its files replace
/// the base style's templates (named without the style's folder) and the
/// shared ones, never another style's; everything else comes from below.
final class StyleTemplateLoaderTests: XCTestCase {
    private let below = InMemoryTemplateLoader([
        "shared/TestDouble": "double {{ name }}",
        "viper/Presenter": "presenter",
        "viper/Contract": "contract {% include \"shared/TestDouble\" %}",
        "vip/Presenter": "vip presenter",
    ])

    private func render(_ name: String, _ loader: some TemplateLoader) throws -> String {
        try loader.rendered(name, ["name": "X"])
    }

    func testTheFolderReplacesTheBasesAndTheSharedTemplatesByName() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Presenter.stencil", "team presenter")
        try scratch.write("shared/TestDouble.stencil", "team double {{ name }}")
        let loader = StyleTemplateLoader(folder: scratch.url.path, base: "viper", below: below)
        XCTAssertEqual(try render("viper/Presenter", loader), "team presenter")
        // A template from below includes the folder's shared template.
        XCTAssertEqual(try render("viper/Contract", loader), "contract team double X")
        // Another style's template of the same name is not the folder's.
        XCTAssertEqual(try render("vip/Presenter", loader), "vip presenter")
        XCTAssertEqual(loader.path(of: "viper/Presenter"), scratch.url.path + "/Presenter.stencil")
        XCTAssertNil(loader.path(of: "viper/Contract"))
        XCTAssertNil(loader.path(of: "vip/Presenter"))
    }

    func testNamesInAStylesFolder() {
        XCTAssertEqual(StyleTemplateLoader.localName(of: "viper-s/Director", base: "viper-s"), "Director")
        XCTAssertEqual(StyleTemplateLoader.localName(of: "shared/TestDouble", base: "vip"), "shared/TestDouble")
        XCTAssertNil(StyleTemplateLoader.localName(of: "viper/Presenter", base: "viper-s"))
        XCTAssertEqual(StyleTemplateLoader.fullName(of: "Director", base: "viper-s"), "viper-s/Director")
        XCTAssertEqual(StyleTemplateLoader.fullName(of: "shared/TestDouble", base: "viper-s"), "shared/TestDouble")
    }

    func testABrokenTemplateInTheFolderIsAnErrorInThatFile() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Presenter.stencil", "ok\n{% if %}\n")
        let loader = StyleTemplateLoader(folder: scratch.url.path, base: "viper", below: below)
        XCTAssertThrowsError(try loader.template(named: "viper/Presenter")) { error in
            XCTAssertEqual((error as? TemplateError)?.path, scratch.url.path + "/Presenter.stencil")
            XCTAssertEqual((error as? TemplateError)?.location, SourceLocation(line: 2, column: 7))
        }
    }
}

extension TemplateLoader {
    /// The template `name` rendered against `context`, with this loader for its includes; a test failure when there is none.
    func rendered(_ name: String, _ context: TemplateObject) throws -> String {
        try XCTUnwrap(try template(named: name), name).render(context, loader: self)
    }
}
