import ArchGenTemplates
import TestSupport
import Foundation
import XCTest

/// Loading templates from a folder on disk and from memory.
final class TemplateLoaderTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "archgen-templates-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/Partials", withIntermediateDirectories: true)
        try write("Presenter.swift.stencil", "final class {{ module }}Presenter {\n    {% include \"Partials/Header\" %}\n}\n")
        try write("Partials/Header.stencil", "// {{ module }}\n// generated\n")
        try write("Broken.stencil", "{% for x in xs %}\n")
        try write("Typo.stencil", "{% include \"Partials/Haeder\" %}")
        try FileManager.default.createDirectory(atPath: directory + "/Folder.stencil", withIntermediateDirectories: true)
        try Data([0x61, 0x0A, 0x62, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: directory + "/Latin1.stencil"))
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: directory)
    }

    private func write(_ name: String, _ text: String) throws {
        try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
    }

    func testLoadsByNameWithOrWithoutExtension() throws {
        let loader = DirectoryTemplateLoader(directory: directory + "/", files: TestDisk.local)
        let template = try XCTUnwrap(loader.template(named: "Presenter.swift"))
        XCTAssertEqual(
            try template.render(["module": "SignIn"], loader: loader),
            "final class SignInPresenter {\n    // SignIn\n    // generated\n}\n")
        XCTAssertNotNil(try loader.template(named: "Presenter.swift.stencil"))
        XCTAssertNil(try loader.template(named: "Missing"))
        XCTAssertNil(try loader.template(named: "Folder"))
        XCTAssertNil(try loader.template(named: "../etc/passwd"))
        XCTAssertEqual(template.source.path, directory + "/Presenter.swift.stencil")
    }

    func testNamesForHints() {
        let loader = DirectoryTemplateLoader(directory: directory, files: TestDisk.local)
        XCTAssertEqual(loader.templateNames, ["Broken", "Latin1", "Partials/Header", "Presenter.swift", "Typo"])
    }

    func testReadsTheDiskItIsGiven() throws {
        let loader = DirectoryTemplateLoader(
            directory: "Templates", files: TestDisk.reading(["Templates/Greeting.stencil": "Hi {{ name }}", "Templates/Parts/Footer": "-"]))
        XCTAssertEqual(loader.templateNames, ["Greeting", "Parts/Footer"])
        XCTAssertEqual(try loader.template(named: "Greeting")?.render(["name": "Ada"], loader: loader), "Hi Ada")
        XCTAssertNil(try loader.template(named: "Parts"))
    }

    func testErrorsShowTheFilePath() throws {
        let loader = DirectoryTemplateLoader(directory: directory, files: TestDisk.local)
        XCTAssertThrowsError(try loader.template(named: "Broken")) { error in
            XCTAssertEqual((error as? TemplateError)?.rendered, """
                \(directory)/Broken.stencil:1:4: error: 'for' is never closed; expected '{% endfor %}'
                {% for x in xs %}
                   ^
                """)
        }
        XCTAssertThrowsError(try loader.template(named: "Typo")?.render([:], loader: loader)) { error in
            XCTAssertEqual((error as? TemplateError)?.rendered, """
                \(directory)/Typo.stencil:1:12: error: template 'Partials/Haeder' not found
                {% include "Partials/Haeder" %}
                           ^
                hint: did you mean 'Partials/Header'?
                """)
        }
        XCTAssertThrowsError(try loader.template(named: "Latin1")) { error in
            XCTAssertEqual((error as? TemplateError)?.rendered, """
                \(directory)/Latin1.stencil:2:2: error: the file is not valid UTF-8 (byte 0xE9)
                hint: save the template as UTF-8
                """)
        }
    }

    func testInMemoryLoaderParsesOnce() throws {
        let loader = InMemoryTemplateLoader(["A": "{{ x }}"])
        let copy = loader
        let first = try XCTUnwrap(loader.template(named: "A"))
        let second = try XCTUnwrap(copy.template(named: "A"))
        XCTAssertEqual(try first.render(["x": 1]), "1")
        XCTAssertEqual(try second.render(["x": 2]), "2")
        XCTAssertEqual(loader.templateNames, ["A"])
    }
}
