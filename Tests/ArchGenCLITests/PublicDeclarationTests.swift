import Foundation
import TestSupport
import XCTest

/// What a library user may rely on is what is `public` (issue 41): the
/// pipeline call and the values it takes and returns. Each such declaration
/// has a doc comment, and CONTRIBUTING.md's count of them is the code's;
/// what archgen's targets share with each other is `package`.
final class PublicDeclarationTests: XCTestCase {
    /// The `public` declarations of the library targets: "path:line: text".
    static func publicDeclarations() throws -> [(place: String, documented: Bool)] {
        let files = try SourceFile.swiftFiles(in: Fixtures.packageRoot.appendingPathComponent("Sources")).filter {
            !$0.name.hasPrefix("archgen/") && !$0.name.hasPrefix("TemplateEmbedder/") && !$0.name.hasPrefix("archgen-")
        }
        var found: [(place: String, documented: Bool)] = []
        for file in files {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where isPublicDeclaration(line) {
                // The doc comment is above the declaration and its attributes.
                var above = index - 1
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
                let documented = above >= 0 && lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///")
                found.append(("Sources/\(file.name):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))", documented))
            }
        }
        return found
    }

    /// `public` as a declaration's modifier, after its attributes and before other modifiers.
    static func isPublicDeclaration(_ line: Substring) -> Bool {
        let words = line.split(separator: " ").drop { $0.hasPrefix("@") }
        return words.first == "public"
    }

    func testEveryPublicDeclarationHasADocComment() throws {
        let undocumented = try Self.publicDeclarations().filter { !$0.documented }.map(\.place)
        XCTAssertEqual(undocumented, [], "a public declaration is for library users: say what it is in a /// comment")
    }

    func testContributingCountsThePublicDeclarations() throws {
        let count = try Self.publicDeclarations().count
        let guide = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
        XCTAssertTrue(guide.contains("\(count) `public` declarations"),
                      "CONTRIBUTING.md should say \"\(count) `public` declarations\" (the code has \(count))")
    }

    func testADeclarationIsPublicByItsModifierOnly() {
        XCTAssertTrue(Self.isPublicDeclaration("    public var path: String"))
        XCTAssertTrue(Self.isPublicDeclaration("    @discardableResult public func write()"))
        XCTAssertFalse(Self.isPublicDeclaration("    package var path: String"))
        XCTAssertFalse(Self.isPublicDeclaration("    /// `public` in a package project"))
        XCTAssertFalse(Self.isPublicDeclaration("    case `public`"))
    }
}
