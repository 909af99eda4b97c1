import ArchGenKit
import ArchGenTemplates
import Foundation
import TestSupport
import XCTest

/// The templates compiled into the binary are the package's `Templates/`
/// folder, exactly: this proves the `EmbedTemplates` plugin is wired to
/// `ArchGenKit` and ran on the current files.
final class BuiltinTemplatesTests: XCTestCase {
    /// Every `*.stencil` under `Templates/` (hidden files left out), by name.
    private func templatesOnDisk() throws -> [String: String] {
        let root = Fixtures.packageRoot.appendingPathComponent("Templates").path
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root))
        var texts: [String: String] = [:]
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".stencil"), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            else { continue }
            let data = try XCTUnwrap(FileManager.default.contents(atPath: root + "/" + relative))
            texts[String(relative.dropLast(".stencil".count))] = String(decoding: data, as: UTF8.self)
        }
        return texts
    }

    func testEmbeddedTextsAreTheFilesUnderTemplates() throws {
        let disk = try templatesOnDisk()
        let hint = "the binary's templates differ from Templates/: if a template was added or removed since "
            + "SwiftPM last planned the build, touch Package.swift and build again"
        XCTAssertEqual(BuiltinTemplates.names, disk.keys.sorted(), hint)
        for (name, text) in disk {
            XCTAssertEqual(BuiltinTemplates.texts[name], text, "\(name): \(hint)")
        }
    }

    func testNamesAreSortedAndIncludeTheSharedTestDouble() {
        XCTAssertEqual(BuiltinTemplates.names, BuiltinTemplates.texts.keys.sorted())
        XCTAssertTrue(BuiltinTemplates.names.contains("shared/TestDouble"))
    }

    func testEveryBuiltInTemplateParses() throws {
        let loader = BuiltinTemplates.loader(overridingWith: nil)
        XCTAssertEqual(loader.templateNames, BuiltinTemplates.names)
        for name in BuiltinTemplates.names {
            let template = try loader.template(named: name)
            XCTAssertNotNil(template, name)
        }
    }

    func testTheLoaderWithoutAFolderSaysEveryTemplateIsBuiltIn() {
        let loader = BuiltinTemplates.layeredLoader(overridingWith: nil)
        for name in BuiltinTemplates.names {
            XCTAssertEqual(loader.origin(of: name), .builtIn, name)
        }
        XCTAssertNil(loader.origin(of: "shared/Nothing"))
        XCTAssertEqual(TemplateOrigin.builtIn.description, "built-in")
    }
}
