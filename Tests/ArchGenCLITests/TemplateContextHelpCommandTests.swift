import ArchGenKit
import TestSupport
import XCTest

/// `archgen help templates`: the reference of the template context
/// (`TemplateContextReference.module`, which `TemplateContextReferenceTests`
/// compares with the contexts of real modules), printed whole.
final class TemplateContextHelpCommandTests: XCTestCase {
    func testHelpTemplatesPrintsEveryVariableWithItsTypeExampleAndDescription() throws {
        let help = try BinaryRunner.run(["help", "templates"])
        XCTAssertEqual(help.status, 0, help.standardError)
        XCTAssertTrue(help.standardOutput.hasPrefix("""
            The template context: what a module's templates can read

            Each variable: its path, its type and an example, then what it is. In a path,
            `<actor>` stands for each actor's key (presenter, interactor, router, ...), `<protocol>`
            for a protocol's key (view, events, ...), `<link>` for a link's property, `<type>` for a
            scaffold type's key; `[]` is each element of an array: `{% for double in doubles %}`
            reads `doubles[]` as `double` (`{{ double.className }}`). Types: string, bool, int,
            object, [string] (lines, as `{% for line in assembly.statements %}` prints them), [object].
            The examples show what a module such as SignIn (VIPER, on UIKit) gets; an object's keys
            follow it.

            module                                        string          SignIn
                The module's name.
            spec                                          string          SignIn.archgen
                The spec's file name (no folder), as headers print it.

            """), help.standardOutput)
        XCTAssertTrue(help.standardOutput.contains("""
            assembly.viewFactory                          string or null  makeView
                The parameter of a closure building the view, when the assembly builds it; else null.

            """), help.standardOutput)
        XCTAssertTrue(help.standardOutput.contains("""
            view                                          object
                The view layer (the view controller, or the SwiftUI screen's model): an actor's keys, and these. \
            Its other keys are `<actor>`'s.

            """), help.standardOutput)
        XCTAssertTrue(help.standardOutput.hasSuffix("""
                The framework it is written inside `#if canImport(...)` for, or empty.

            Inside `{% for %}`: forloop.index, forloop.index0, forloop.first, forloop.last, forloop.length.
            The templates: archgen templates list; their commands: archgen templates --help.

            """), help.standardOutput)
        // Every variable of the reference, one a block.
        let lines = Set(help.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != " " }) })
        for entry in TemplateContextReference.module.entries {
            XCTAssertTrue(lines.contains(entry.path), entry.path)
        }
    }

    func testTheCommandsHelpAndTheOverviewPointToIt() throws {
        let list = try BinaryRunner.run(["help", "templates", "list"])
        XCTAssertEqual(list.status, 0)
        XCTAssertTrue(list.standardOutput.hasPrefix("List every template, by style folder, with where it comes from\n"), list.standardOutput)
        let overview = try BinaryRunner.run(["help"])
        XCTAssertTrue(overview.standardOutput.contains(", or a style of the project's own).\nWhat templates can read: archgen help templates.\n"),
                      overview.standardOutput)
        let group = try BinaryRunner.run(["templates", "--help"])
        XCTAssertTrue(group.standardOutput.contains("What a template can read: archgen help templates.\n"), group.standardOutput)
    }
}
