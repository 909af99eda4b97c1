import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// `templates list` for a style read from a folder (MVPTeam's `styles: mvp:
/// {path: Styles/mvp}`): what its files render with and where each comes
/// from; `templates export --kind` starting the template of a new kind of
/// file; and the error of a kind whose template is missing naming it.
final class TemplateKindCommandTests: XCTestCase {
    private let fixture = TeamFixture(name: "MVPTeam")

    func testListShowsWhatAFolderStyleRendersWith() throws {
        let scratch = try ScratchDirectory()
        try fixture.copy(to: scratch.url)
        let list = try TeamFixture.run(["templates", "list"], in: scratch.url)
        XCTAssertEqual(list.status, 0, list.standardError)
        XCTAssertTrue(list.standardOutput.hasPrefix("""
            styles:
              viper    built-in
              viper-s  built-in
              vip      built-in
              mvvm     built-in
              mvp      archgen.yml:15, folder Styles/mvp

            """), list.standardOutput)
        XCTAssertTrue(list.standardOutput.hasSuffix("""
            mvp/  (folder Styles/mvp: 7 of 24 from Styles/mvp)
              Contract                 Styles/mvp/Contract.stencil
              shared/Header            built-in
              shared/Protocols         built-in
              shared/DefaultArguments  built-in
              shared/Implementation    built-in
              shared/Entities          built-in
              Presenter                Styles/mvp/Presenter.stencil
              shared/Initializer       built-in
              Builder                  Styles/mvp/Builder.stencil
              shared/EntryPoint        built-in
              ViewController           Styles/mvp/ViewController.stencil
              shared/ViewInit          built-in
              shared/ViewDidLoad       built-in
              Screen                   Styles/mvp/Screen.stencil
              shared/Screen            built-in
              shared/TestDoubles       built-in
              shared/TestDouble        built-in
              shared/DoubleSlot        built-in
              shared/DoubleStubs       built-in
              shared/Unstubbed         built-in
              shared/NotStubbed        built-in
              PresenterTests           Styles/mvp/PresenterTests.stencil
              shared/TestCase          built-in
              BuilderTests             Styles/mvp/BuilderTests.stencil

            \(BuiltinTemplates.names.count) templates: \(BuiltinTemplates.names.count) built-in
            mvp: 24 templates, 7 from Styles/mvp, 17 built-in

            """), list.standardOutput)
        XCTAssertFalse(list.standardOutput.contains("not a template of"), list.standardOutput)
    }

    func testANewKindOfFileIsMissingThenExportedThenGenerated() throws {
        let scratch = try ScratchDirectory()
        try fixture.copy(to: scratch.url)
        let manifest = scratch.url.appendingPathComponent("Styles/mvp/style.yml")
        try (try String(contentsOf: manifest, encoding: .utf8) + "  - {kind: Mapper}\n").write(to: manifest, atomically: true, encoding: .utf8)
        try scratch.write("Styles/mvp/Legacy.stencil", "// nothing includes it\n")

        let missing = try TeamFixture.run(["generate"], in: scratch.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, """
            Styles/mvp/Mapper.stencil:1:1: error: template 'mvp/Mapper' not found
            hint: style.yml lists the file kind 'Mapper'; `archgen templates export --kind Mapper Styles/mvp` starts its template

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("App/Modules").path))
        let listed = try TeamFixture.run(["templates", "list"], in: scratch.url)
        XCTAssertTrue(listed.standardOutput.contains("""
              BuilderTests             Styles/mvp/BuilderTests.stencil
              Mapper                   missing: `archgen templates export --kind Mapper Styles/mvp` starts it
              Legacy                   Styles/mvp/Legacy.stencil  (not used: no file of mvp renders or includes it)

            """), listed.standardOutput)
        XCTAssertTrue(listed.standardOutput.hasSuffix("\nmvp: 25 templates, 7 from Styles/mvp, 17 built-in, 1 missing; 1 unused in Styles/mvp\n"),
                      listed.standardOutput)

        // A --templates folder may hold it: the style's folder is read first, then the run's templates.
        try scratch.write("Overrides/mvp/Mapper.stencil", "enum {{ module }}Mapper {}\n")
        let overridden = try TeamFixture.run(["templates", "list", "--templates", "Overrides"], in: scratch.url)
        XCTAssertTrue(overridden.standardOutput.contains("\nmvp/\n  Mapper              Overrides/mvp/Mapper.stencil  (a template of style mvp)\n"),
                      overridden.standardOutput)
        XCTAssertTrue(overridden.standardOutput.contains("\n  Mapper                   Overrides/mvp/Mapper.stencil\n"), overridden.standardOutput)
        XCTAssertTrue(overridden.standardOutput.hasSuffix(
            "\nmvp: 25 templates, 7 from Styles/mvp, 17 built-in, 1 from Overrides; 1 unused in Styles/mvp\n"), overridden.standardOutput)

        let export = try TeamFixture.run(["templates", "export", "--kind", "Mapper", "Styles/mvp"], in: scratch.url)
        XCTAssertEqual(export.status, 0, export.standardError)
        XCTAssertTrue(export.standardOutput.hasPrefix("create  Styles/mvp/Mapper.stencil\n1 created ("), export.standardOutput)
        XCTAssertTrue(export.standardOutput.hasSuffix("""
            ms)

            Add the kind to the style's style.yml, under files:
              - {kind: Mapper}
            then `archgen generate` writes each module's Mapper file ('when:' limits it to some modules).

            """), export.standardOutput)

        let generate = try TeamFixture.run(["generate"], in: scratch.url)
        XCTAssertEqual(generate.status, 0, generate.standardError)
        XCTAssertEqual(try String(contentsOf: scratch.url.appendingPathComponent("App/Modules/Login/LoginMapper.swift"), encoding: .utf8), """
            // Created by archgen from Login.archgen. Yours to edit.

            import Foundation

            /// Login's Mapper: a file kind of the style's own (style.yml's `files:`).
            /// Every variable a template can read: `archgen help templates`.
            enum LoginMapper {}

            """)
        let again = try TeamFixture.run(["templates", "export", "--kind", "Mapper", "Styles/mvp"], in: scratch.url)
        XCTAssertTrue(again.standardOutput.hasPrefix("unchanged  Styles/mvp/Mapper.stencil\n"), again.standardOutput)
    }

    /// `export --style` of a style read from a folder copies that folder, from any folder of the project.
    func testExportingAFolderStyleCopiesItsFolder() throws {
        let scratch = try ScratchDirectory()
        try fixture.copy(to: scratch.url)
        let export = try TeamFixture.run(["templates", "export", "--style", "mvp", "../Styles/mvp2"], in: scratch.url.appendingPathComponent("Specs"))
        XCTAssertEqual(export.status, 0, export.standardError)
        XCTAssertTrue(export.standardOutput.hasPrefix("""
            create  ../Styles/mvp2/Builder.stencil
            create  ../Styles/mvp2/BuilderTests.stencil
            create  ../Styles/mvp2/Contract.stencil
            create  ../Styles/mvp2/Presenter.stencil
            create  ../Styles/mvp2/PresenterTests.stencil
            create  ../Styles/mvp2/Screen.stencil
            create  ../Styles/mvp2/ViewController.stencil
            create  ../Styles/mvp2/style.yml
            create  ../Styles/mvp2/reference.md
            9 created (
            """), export.standardOutput)
        for file in ["style.yml", "Presenter.stencil"] {
            XCTAssertEqual(try String(contentsOf: scratch.url.appendingPathComponent("Styles/mvp2/" + file), encoding: .utf8),
                           try String(contentsOf: fixture.folder.appendingPathComponent("Styles/mvp/" + file), encoding: .utf8))
        }
    }

    func testATestKindAndBadKinds() throws {
        let scratch = try ScratchDirectory()
        let tests = try BinaryRunner.run(["templates", "export", "--kind", "MapperTests", "Styles/mvp"], in: scratch.url)
        XCTAssertEqual(tests.status, 0, tests.standardError)
        XCTAssertTrue(tests.standardOutput.contains("  - {kind: MapperTests, tests: true}\n"), tests.standardOutput)
        XCTAssertTrue(try String(contentsOf: scratch.url.appendingPathComponent("Styles/mvp/MapperTests.stencil"), encoding: .utf8)
            .hasPrefix("{% include \"shared/Header\" with testHeader %}\n"))

        let lowercase = try BinaryRunner.run(["templates", "export", "--kind", "mapper", "Styles/mvp"], in: scratch.url)
        XCTAssertEqual(lowercase.status, 2)
        XCTAssertEqual(lowercase.standardError, """
            error: --kind: 'mapper' is not a kind of file
            hint: a kind is a type's key capitalised ('Mapper'), a test case's ('MapperTests') or a word ('Routes')

            usage: archgen templates export [--force] [--dry-run] [--style STYLE] [--kind NAME] DIR

            """)
        let both = try BinaryRunner.run(["templates", "export", "--kind", "Mapper", "--style", "viper", "Styles/mvp"], in: scratch.url)
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.standardError.hasPrefix("error: --kind and --style cannot be used together\n"), both.standardError)
    }
}
