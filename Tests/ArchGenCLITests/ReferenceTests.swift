@testable import ArchGenCLI
@testable import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// The reference that ships in the binary (`archgen help spec|styles|settings`):
/// the embedded texts are `Docs/*.md` byte for byte, every key the parsers
/// accept is documented, and the binary prints them (`DocExamplesTests` runs
/// their examples).
final class ReferenceTests: XCTestCase {
    private let docs = Fixtures.packageRoot.appendingPathComponent("Docs")

    private func text(of topic: String) throws -> String {
        try XCTUnwrap(ReferenceTopic.named(topic), "no topic '\(topic)'").text
    }

    func testTheEmbeddedTopicsAreTheFilesUnderDocs() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: docs.path)
            .filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted()
        XCTAssertEqual(ReferenceTopic.all.map { $0.name + ".md" }.sorted(), files)
        for topic in ReferenceTopic.all {
            let file = try String(contentsOf: docs.appendingPathComponent(topic.name + ".md"), encoding: .utf8)
            XCTAssertEqual(topic.text, file, "Docs/\(topic.name).md differs from the embedded text: run swift build")
        }
        XCTAssertEqual(ReferenceTopic.all.prefix(3).map(\.name), ["spec", "styles", "settings"])
    }

    func testTopicsDoNotShadowCommandsAndEachHasATitle() {
        for topic in ReferenceTopic.all {
            XCTAssertFalse(CLI.commands.contains { $0.name == topic.name }, "'\(topic.name)' is also a command")
            XCTAssertTrue(topic.text.hasPrefix("# "), "Docs/\(topic.name).md must start with a '# Title' line")
            XCTAssertFalse(topic.summary.isEmpty)
        }
    }

    /// Every key a spec accepts, at every place (`SpecBuilder.acceptedKeys`),
    /// is written in `archgen help spec` as `` `key` ``, and so is every
    /// archgen.yml key in `archgen help settings`. A new key fails this until
    /// it is documented.
    func testEveryAcceptedKeyIsDocumented() throws {
        for (topic, catalogue) in [("spec", SpecBuilder.acceptedKeys), ("settings", ProjectSettingsBuilder.acceptedKeys),
                                   ("styles", StyleManifestBuilder.acceptedKeys)] {
            let text = try text(of: topic)
            for place in catalogue {
                let parents = place.place.split(separator: ".").filter { !$0.hasPrefix("<") }
                for key in place.keys + parents.map(String.init) {
                    XCTAssertTrue(text.contains("`\(key)`"),
                                  "archgen help \(topic) (Docs/\(topic).md) does not document '\(key)'"
                                    + (place.place.isEmpty ? "" : " (in \(place.place))"))
                }
            }
        }
    }

    /// The catalogues hold every list of keys the parsers declare: each
    /// `static let ...Keys = ["...", ...]` (string literals only) under
    /// `Sources/ArchGenSpec`, so a list added without its catalogue entry
    /// (and its documentation) fails here.
    func testTheCataloguesHoldEveryListOfKeysTheParsersDeclare() throws {
        let catalogued = Set((SpecBuilder.acceptedKeys + ProjectSettingsBuilder.acceptedKeys + StyleManifestBuilder.acceptedKeys).flatMap(\.keys))
        let sources = Fixtures.packageRoot.appendingPathComponent("Sources/ArchGenSpec")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        let declaration = try NSRegularExpression(pattern: #"static let \w*[kK]eys\s*(?::[^=\n]*)?=\s*\[((?:\s*"[^"\\]*"\s*,?)*)\s*\]"#)
        let string = try NSRegularExpression(pattern: #""([^"\\]*)""#)
        var found = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let source = try String(contentsOf: url, encoding: .utf8) as NSString
            for match in declaration.matches(in: source as String, range: NSRange(location: 0, length: source.length)) {
                let list = source.substring(with: match.range(at: 1)) as NSString
                for key in string.matches(in: list as String, range: NSRange(location: 0, length: list.length)) {
                    found += 1
                    let name = list.substring(with: key.range(at: 1))
                    XCTAssertTrue(catalogued.contains(name),
                                  "\(url.lastPathComponent) declares the key '\(name)', which no acceptedKeys catalogue lists")
                }
            }
        }
        // The links' and the files' keys are made from each style's own lists, not written as literals.
        let computed = Set(ProjectSettingsBuilder.acceptedKeys.filter { $0.place.hasPrefix("styles.<style>.") && $0.place != "styles.<style>.doubles"
            && $0.place != "styles.<style>.wiring.<link>" && $0.place != "styles.<style>.wiring.<holding>" }.flatMap(\.keys))
        XCTAssertGreaterThanOrEqual(found, catalogued.subtracting(computed).count, "the key lists were not found in the sources")
    }

    func testHelpPrintsEachTopicAndTheOverviewListsThem() throws {
        for topic in ReferenceTopic.all {
            let result = try BinaryRunner.run(["help", topic.name])
            XCTAssertEqual(result.status, 0)
            XCTAssertEqual(result.standardOutput, topic.text)
            XCTAssertEqual(result.standardError, "")
        }
        let overview = try BinaryRunner.run(["--help"]).standardOutput
        XCTAssertTrue(overview.contains("\nreference (archgen help <topic>):\n"), overview)
        XCTAssertTrue(overview.contains(
            "  spec        The spec language: every key, member fragments, use cases, validation\n"), overview)
        for topic in ReferenceTopic.all {
            XCTAssertTrue(overview.contains("  \(topic.name)  "), overview)
        }
    }

    /// `help <name>` looks a topic up before a command: no topic may take a command's name.
    func testNoTopicShadowsACommand() {
        let commands = Set(CLI.commands.map(\.name))
        XCTAssertEqual(ReferenceTopic.all.map(\.name).filter(commands.contains), [])
        XCTAssertTrue(ReferenceTopic.all.count >= 8, "\(ReferenceTopic.all.map(\.name))")
    }

    func testAnUnknownTopicIsAUsageErrorWithANearMiss() throws {
        let result = try BinaryRunner.run(["help", "settigns"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.standardError.hasPrefix("""
            error: no command or reference topic 'settigns'
            hint: did you mean 'settings'?

            usage: archgen <command> [options]

            """), result.standardError)
        let extra = try BinaryRunner.run(["help", "spec", "keys"])
        XCTAssertEqual(extra.status, 2)
        XCTAssertTrue(extra.standardError.hasPrefix("error: 'spec' is a reference topic: it has no commands\n"))
    }
}
