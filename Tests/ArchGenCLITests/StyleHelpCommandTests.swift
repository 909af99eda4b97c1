@testable import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// `archgen help styles <style>` through the real binary: a built-in style's
/// `Templates/<style>/reference.md`, a project's own style folder's
/// `reference.md` (or a note that it has none), a derived style's base's,
/// and a usage error with a near miss for a style nobody defines.
final class StyleHelpCommandTests: XCTestCase {
    private let templates = Fixtures.packageRoot.appendingPathComponent("Templates")

    func testEachBuiltInStylePrintsItsFolderReference() throws {
        XCTAssertEqual(BuiltinStyles.names, ["viper", "viper-s", "vip", "mvvm"])
        for style in BuiltinStyles.names {
            let file = try String(contentsOf: templates.appendingPathComponent("\(style)/reference.md"), encoding: .utf8)
            let result = try BinaryRunner.run(["help", "styles", style])
            XCTAssertEqual(result.status, 0, style)
            XCTAssertEqual(result.standardError, "", style)
            XCTAssertEqual(result.standardOutput, file, style)
        }
    }

    /// Each reference's example spec is valid in its own style, without a warning.
    func testEachReferenceExampleIsAValidSpecOfItsStyle() throws {
        for style in BuiltinStyles.names {
            let reference = try XCTUnwrap(BuiltinStyles.definition(style)?.reference, style)
            let examples = reference.components(separatedBy: "```yaml\n").dropFirst()
                .map { String($0.prefix { $0 != "`" }) }
            XCTAssertEqual(examples.count, 1, style)
            for example in examples {
                XCTAssertTrue(example.contains("\nstyle: \(style)\n"), example)
                let result = SpecLoader().load(bytes: Array(example.utf8), path: "Example.archgen")
                XCTAssertNotNil(result.spec, example)
                XCTAssertEqual(result.diagnostics.map(\.message), [], example)
            }
            XCTAssertFalse(reference.contains("../"), style)
        }
    }

    func testStylesWithoutAStyleListsThemAndSaysHowToAskForOne() throws {
        let result = try BinaryRunner.run(["help", "styles"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.hasPrefix("# The styles: names, files, wiring, memory rules, test doubles\n"))
        XCTAssertTrue(result.standardOutput.contains("""
            Each style's own reference, shorter than this page (its actors, files,
            wiring and an example spec): `archgen help styles viper` (or `viper-s`,
            `vip`, `mvvm`). Run in a project, `archgen help styles <style>` also
            prints the reference of a style of the project's own.
            """), result.standardOutput)
    }

    func testTheOverviewSaysHowToAskForAStyle() throws {
        let overview = try BinaryRunner.run(["--help"]).standardOutput
        XCTAssertTrue(overview.contains(
            "\nOne style's reference: archgen help styles <style> (viper, viper-s, vip, mvvm, or a style of the project's own).\n"),
            overview)
    }

    func testAnUnknownStyleIsAUsageErrorWithANearMiss() throws {
        let result = try BinaryRunner.run(["help", "styles", "vipr"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.standardError.hasPrefix("""
            error: no style 'vipr'
            hint: did you mean 'viper'?

            usage: archgen <command> [options]

            """), result.standardError)
        let far = try BinaryRunner.run(["help", "styles", "clean"])
        XCTAssertEqual(far.status, 2)
        XCTAssertTrue(far.standardError.hasPrefix("""
            error: no style 'clean'
            hint: use one of: viper, viper-s, vip, mvvm

            """), far.standardError)
        let other = try BinaryRunner.run(["help", "spec", "viper"])
        XCTAssertEqual(other.status, 2)
        XCTAssertTrue(other.standardError.hasPrefix("error: 'spec' is a reference topic: it has no commands\n"))
    }

    /// A project with a style folder (`path:`) with a reference, one without,
    /// and a style derived from a built-in: inside it, each prints its own text;
    /// outside it, the project's styles are unknown.
    func testAProjectsOwnStylesPrintTheirReferenceInsideTheProject() throws {
        let project = try ScratchDirectory()
        let manifest = try String(contentsOf: templates.appendingPathComponent("viper/style.yml"), encoding: .utf8)
        try project.write("archgen.yml", """
            styles:
              teamViper: {path: Styles/teamViper}
              plainViper: {path: Styles/plainViper}
              derivedViper: {base: viper}

            """)
        try project.write("Styles/teamViper/style.yml", manifest)
        try project.write("Styles/teamViper/reference.md", "# The team's VIPER\n\nOur presenters take their input through init.\n")
        try project.write("Styles/plainViper/style.yml", manifest)
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("Sub"), withIntermediateDirectories: true)

        let own = try BinaryRunner.run(["help", "styles", "teamViper"], in: project.url.appendingPathComponent("Sub"))
        XCTAssertEqual(own.standardError, "")
        XCTAssertEqual(own.status, 0)
        XCTAssertEqual(own.standardOutput, "# The team's VIPER\n\nOur presenters take their input through init.\n")

        let none = try BinaryRunner.run(["help", "styles", "plainViper"], in: project.url)
        XCTAssertEqual(none.status, 0)
        XCTAssertEqual(none.standardOutput, """
            # VIPER

            the presenter between the view and the interactor; the router builds the module and navigates

            'plainViper' has no reference text: Styles/plainViper/reference.md is printed here when it exists.

            """)

        let derived = try BinaryRunner.run(["help", "styles", "derivedViper"], in: project.url)
        XCTAssertEqual(derived.status, 0)
        let viper = try String(contentsOf: templates.appendingPathComponent("viper/reference.md"), encoding: .utf8)
        XCTAssertEqual(derived.standardOutput, """
            'derivedViper' is archgen.yml's style over 'viper': below is viper's reference; \
            archgen.yml's conventions for 'derivedViper' (names, wiring, templates) apply over it.


            """ + viper)

        let nearMiss = try BinaryRunner.run(["help", "styles", "teamViepr"], in: project.url)
        XCTAssertEqual(nearMiss.status, 2)
        XCTAssertTrue(nearMiss.standardError.hasPrefix("error: no style 'teamViepr'\nhint: did you mean 'teamViper'?\n"),
                      nearMiss.standardError)

        let outside = try ScratchDirectory()
        let unknown = try BinaryRunner.run(["help", "styles", "teamViper"], in: outside.url)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.standardError.hasPrefix("error: no style 'teamViper'\n"), unknown.standardError)
    }
}
