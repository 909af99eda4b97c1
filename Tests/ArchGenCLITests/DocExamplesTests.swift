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

    /// The manifest a settings example's `path:` style reads: the first Docs/styles.md shows (MVP);
    /// the second is a team's MVP-C, its lists, isolation and platform links; the third, a fragment, its use case as a Swift actor.
    private func check() throws -> DocExampleCheck {
        let manifests = try examples(.manifest)
        XCTAssertEqual(manifests.count, 3, "\(manifests.map(\.place))")
        return DocExampleCheck(manifest: manifests.first.map { Array($0.text.utf8) })
    }

    func testEveryBlockIsFoundAndNoMarkerIsUnknown() throws {
        let all = try Self.examples.get()
        XCTAssertGreaterThanOrEqual(all.count, 60)
        for kind in DocExample.Kind.allCases where kind != .other {
            XCTAssertFalse(try examples(kind).isEmpty, "no \(kind) example found")
        }
        for example in all {
            XCTAssertEqual(example.markers.filter { !["fragment", "error"].contains($0) }, [], "\(example.place): an unknown marker")
            XCTAssertTrue(["", "sh", "yaml", "swift", "text"].contains(example.language), "\(example.place): ```\(example.language)")
        }
        XCTAssertGreaterThanOrEqual(all.filter(\.isError).count, 2)
    }

    /// The examples of `kind` have no problem; an error example gives what the block after it shows.
    private func assertValid(_ kind: DocExample.Kind, atLeast count: Int) throws {
        let check = try check(), all = try Self.examples.get()
        let found = try examples(kind)
        XCTAssertGreaterThanOrEqual(found.count, count)
        for example in found {
            let output = all.firstIndex { $0.place == example.place }.flatMap { all.indices.contains($0 + 1) ? all[$0 + 1] : nil }
            XCTAssertEqual(check.problems(of: example, output: output), [], example.text)
        }
    }

    func testEverySpecExampleIsValidWithoutAWarningOrGivesItsError() throws {
        try assertValid(.spec, atLeast: 8)
    }

    func testEverySettingsExampleLoadsOrGivesItsError() throws {
        try assertValid(.settings, atLeast: 15)
    }

    func testEveryStyleManifestExampleIsValid() throws {
        try assertValid(.manifest, atLeast: 1)
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

    func testAnErrorExampleMustGiveTheErrorItsOutputShows() throws {
        let blocks = DocExample.blocks(in: """
            ```yaml error
            module: SignIn
            stlye: viper
            ```
            ```
            SignIn.archgen:2:1: error: unknown key 'stlye'
            stlye: viper
            ^
            hint: did you mean 'style'?
            ```
            ```
            SignIn.archgen:2:1: error: unknown key 'stlye'
            ```
            """, file: "Stale.md")
        XCTAssertEqual(DocExampleCheck().problems(of: blocks[0], output: blocks[1]), [])
        XCTAssertEqual(DocExampleCheck().problems(of: blocks[0], output: blocks[2]), ["""
            Stale.md:1: gives
            SignIn.archgen:2:1: error: unknown key 'stlye'
            stlye: viper
            ^
            hint: did you mean 'style'?
            not, as Stale.md:11 shows,
            SignIn.archgen:2:1: error: unknown key 'stlye'

            """])
        XCTAssertEqual(DocExampleCheck().problems(of: blocks[0]), ["Stale.md:1: an error example needs the block of its diagnostics after it"])
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
