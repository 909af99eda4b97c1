import Foundation
import TestSupport
import XCTest

/// Every example of README.md and Docs/*.md is executed: each spec, archgen.yml
/// and style manifest is read by archgen as a user's file would be, and each
/// `archgen` command line runs through the real binary (`DocCommandSession`),
/// so an example that goes stale fails here (a transcript's `$ archgen` line
/// and a CI workflow's `run: archgen` too). Output, Swift and other tools'
/// blocks are shown, not run. No compiler is started.
final class DocExamplesTests: XCTestCase {
    private static let examples = Result { try DocExample.all() }

    private func examples(_ kind: DocExample.Kind) throws -> [DocExample] {
        try Self.examples.get().filter { $0.kind == kind }
    }

    /// The manifest a settings example's `path:` style reads: the one Docs/styles.md shows.
    private func check() throws -> DocExampleCheck {
        let manifests = try examples(.manifest)
        XCTAssertEqual(manifests.count, 1, "\(manifests.map(\.place))")
        return DocExampleCheck(manifest: manifests.first.map { Array($0.text.utf8) })
    }

    func testEveryBlockIsFoundAndNoMarkerIsUnknown() throws {
        let all = try Self.examples.get()
        XCTAssertGreaterThanOrEqual(all.count, 60)
        for kind in DocExample.Kind.allCases where kind != .other {
            XCTAssertFalse(try examples(kind).isEmpty, "no \(kind) example found")
        }
        for example in all {
            XCTAssertEqual(example.markers.filter { $0 != "fragment" }, [], "\(example.place): an unknown marker")
            XCTAssertTrue(["", "sh", "yaml", "swift", "text"].contains(example.language), "\(example.place): ```\(example.language)")
        }
    }

    func testEverySpecExampleIsValidWithoutAWarning() throws {
        let check = try check()
        let specs = try examples(.spec)
        XCTAssertGreaterThanOrEqual(specs.count, 8)
        for example in specs { XCTAssertEqual(check.problems(of: example), [], example.text) }
    }

    func testEverySettingsExampleLoads() throws {
        let check = try check()
        let settings = try examples(.settings)
        XCTAssertGreaterThanOrEqual(settings.count, 15)
        for example in settings { XCTAssertEqual(check.problems(of: example), [], example.text) }
    }

    func testEveryStyleManifestExampleIsValid() throws {
        let check = try check()
        for example in try examples(.manifest) { XCTAssertEqual(check.problems(of: example), [], example.text) }
    }

    func testEveryCommandRuns() throws {
        var ran = 0
        for example in try examples(.commands) {
            var session = DocCommandSession(example)
            try session.run()
            ran += session.ran.count
            for failure in session.failures {
                XCTFail("\(example.place): `\(failure.line)` exited \(failure.result.status):\n"
                        + failure.result.standardError + failure.result.standardOutput)
            }
        }
        XCTAssertGreaterThanOrEqual(ran, 25)
    }

    /// What is not run, and why: only lines that build archgen itself.
    func testOnlyThePluginAndSwiftRunLinesAreSkipped() throws {
        let skipped = try examples(.commands).flatMap { example in
            DocCommandSession(example).skipped.map { example.place + ": " + $0.line }
        }
        XCTAssertTrue(skipped.allSatisfy { $0.contains("swift package") || $0.contains("swift run") }, "\(skipped)")
    }

    // MARK: The checks fail on a stale example

    private func example(_ markdown: String) throws -> DocExample {
        try XCTUnwrap(DocExample.blocks(in: markdown, file: "Stale.md").first)
    }

    func testAStaleSpecFails() throws {
        let stale = try example("""
            ```yaml
            module: SignIn
            stlye: viper
            ```
            """)
        XCTAssertEqual(stale.kind, .spec)
        XCTAssertEqual(DocExampleCheck().problems(of: stale), ["""
            Stale.md:1: Example.archgen:2:1: error: unknown key 'stlye'
            stlye: viper
            ^
            hint: did you mean 'style'?
            """])
    }

    func testAStaleSettingsFileAndManifestFail() throws {
        let settings = try example("```yaml\ndefaults:\n  style: viper-z\n```\n")
        XCTAssertEqual(settings.kind, .settings)
        XCTAssertEqual(DocExampleCheck().problems(of: settings).count, 1, "\(DocExampleCheck().problems(of: settings))")
        let manifest = try example("```yaml\ntitle: MVP\nlists: {view: view}\n```\n")
        XCTAssertEqual(manifest.kind, .manifest)
        XCTAssertFalse(DocExampleCheck().problems(of: manifest).isEmpty)
        // A fragment is only read as YAML.
        let fragment = try example("```yaml fragment\nservices:\n  Store: [a, \n```\n")
        XCTAssertEqual(DocExampleCheck().problems(of: fragment).count, 1)
    }

    func testAStaleCommandFails() throws {
        var session = DocCommandSession(try example("""
            ```sh
            archgen new SignIn --style viper   # a module
            archgen check --fast               # an option that does not exist
            archgen help specs
            ```
            """))
        try session.run()
        XCTAssertEqual(session.ran, ["archgen new SignIn --style viper", "archgen check --fast", "archgen help specs"])
        XCTAssertEqual(session.failures.map(\.line), ["archgen check --fast", "archgen help specs"])
        // A transcript's command and a CI workflow's are run too.
        let transcript = try example("```\n$ archgen new Cart\ncreate  Cart.archgen\n```\n")
        XCTAssertEqual(transcript.kind, .commands)
        XCTAssertEqual(transcript.commandLines, ["archgen new Cart"])
        let workflow = try example("```yaml\njobs:\n  check:\n    steps:\n      - run: archgen check --format github\n```\n")
        XCTAssertEqual(workflow.kind, .commands)
        XCTAssertEqual(workflow.commandLines, ["archgen check --format github"])
        XCTAssertEqual(DocCommandSession.words(#"archgen new A --output "my folder/A""#), ["archgen", "new", "A", "--output", "my folder/A"])
    }
}
