import ArchGenKit
import ArchGenTemplates
import Foundation
import TestSupport
import XCTest

/// Built-in templates with an override folder on top: the folder wins per
/// name, the names are the union, a broken override is an error.
final class LayeredTemplateLoaderTests: XCTestCase {
    private let builtIn = InMemoryTemplateLoader([
        "shared/TestDouble": "built-in double {{ name }}",
        "viper/Contract": "built-in contract",
        "viper/Module": "{% include \"shared/TestDouble\" %}!",
    ])

    private func loader(_ scratch: ScratchDirectory?) -> LayeredTemplateLoader {
        LayeredTemplateLoader(builtIn: builtIn, overrides: scratch.map { DirectoryTemplateLoader(directory: $0.url.path, files: LocalFileSystem()) })
    }

    private func render(_ name: String, _ loader: some TemplateLoader) throws -> String {
        try loader.rendered(name, ["name": "X"])
    }

    func testAnOverrideFileWinsAndTheRestComeFromTheBuiltInSet() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("shared/TestDouble.stencil", "my double {{ name }}")
        let loader = loader(scratch)
        XCTAssertEqual(try render("shared/TestDouble", loader), "my double X")
        XCTAssertEqual(try render("viper/Contract", loader), "built-in contract")
        // A built-in template's include finds the override too.
        XCTAssertEqual(try render("viper/Module", loader), "my double X!")
    }

    func testNamesAreTheUnionSortedWithoutHiddenFiles() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("shared/TestDouble.stencil", "mine")
        try scratch.write("vip/Extra.stencil", "extra")
        try scratch.write(".DS_Store", "x")
        try scratch.write("viper/.Contract.stencil.swp", "x")
        try scratch.write(".git/HEAD", "x")
        XCTAssertEqual(loader(scratch).templateNames,
                       ["shared/TestDouble", "vip/Extra", "viper/Contract", "viper/Module"])
    }

    func testOriginsNameTheOverrideFile() throws {
        let scratch = try ScratchDirectory()
        let mine = try scratch.write("shared/TestDouble.stencil", "mine")
        let extra = try scratch.write("vip/Extra.stencil", "extra")
        let loader = loader(scratch)
        XCTAssertEqual(loader.origin(of: "shared/TestDouble"), .file(path: mine, replacesBuiltIn: true))
        XCTAssertEqual(loader.origin(of: "vip/Extra"), .file(path: extra, replacesBuiltIn: false))
        XCTAssertEqual(loader.origin(of: "viper/Contract"), .builtIn)
        XCTAssertNil(loader.origin(of: "viper/Missing"))
        XCTAssertEqual(TemplateOrigin.file(path: mine, replacesBuiltIn: true).description, mine)
    }

    func testWithoutAFolderEverythingIsBuiltIn() throws {
        let loader = loader(nil)
        XCTAssertEqual(loader.templateNames, ["shared/TestDouble", "viper/Contract", "viper/Module"])
        XCTAssertEqual(try render("viper/Module", loader), "built-in double X!")
        XCTAssertNil(try loader.template(named: "viper/Missing"))
    }

    func testAnEmptyOrMissingFolderChangesNothing() throws {
        let scratch = try ScratchDirectory()
        XCTAssertEqual(loader(scratch).templateNames, builtIn.templateNames)
        let gone = LayeredTemplateLoader(
            builtIn: builtIn, overrides: DirectoryTemplateLoader(directory: scratch.url.path + "/absent", files: LocalFileSystem()))
        XCTAssertEqual(gone.templateNames, builtIn.templateNames)
        XCTAssertEqual(try render("viper/Contract", gone), "built-in contract")
    }

    func testABrokenOverrideIsAnErrorNotTheBuiltInTemplate() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("viper/Contract.stencil", "{% if %}")
        XCTAssertThrowsError(try loader(scratch).template(named: "viper/Contract")) { error in
            XCTAssertEqual((error as? TemplateError)?.path, path)
        }
    }

    func testBuiltinTemplatesLoaderOverridesTheEmbeddedSet() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("shared/TestDouble.stencil", "overridden")
        let loader = BuiltinTemplates.loader(overridingWith: scratch.url.path)
        XCTAssertEqual(try render("shared/TestDouble", loader), "overridden")
        XCTAssertEqual(loader.templateNames, BuiltinTemplates.names)
        XCTAssertEqual(BuiltinTemplates.loader(overridingWith: nil).templateNames, BuiltinTemplates.names)
    }
}
