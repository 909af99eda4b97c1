import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// Lines indented wrong are each an error, and the reader goes on past them,
/// so one run shows them all (and the errors after them).
final class YAMLRecoveryTests: XCTestCase {
    func testThreeIndentationErrorsAreReportedInOneRun() {
        let spec = """
            module: Home
              style: vip
            view:
              - show()
               - bad()
            events:
              - tap()
                - nested()
            routes:
             - close()
              - back()

            """
        let result = SpecLoader(files: TestDisk.empty).load(SourceText(path: "Home.archgen", text: spec))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), """
            Home.archgen:2:3: error: inconsistent indentation
              style: vip
              ^
            hint: indent this line by 0 spaces like the entries before it, or nest it under a key ending with ':'
            Home.archgen:5:4: error: inconsistent indentation
               - bad()
               ^
            hint: indent this line by 2 spaces like the entries before it, or nest it under a key ending with ':'
            Home.archgen:8:5: error: inconsistent indentation
                - nested()
                ^
            hint: indent this line by 2 spaces like the entries before it, or nest it under a key ending with ':'
            Home.archgen:11:3: error: inconsistent indentation
              - back()
              ^
            hint: indent this line by 1 space like the entries before it, or nest it under a key ending with ':'

            """)
    }

    func testTheLinesAroundAMisindentedOneAreRead() throws {
        let (root, errors) = try YAMLParser.parseRecovering(SourceText(path: "Spec.archgen", text: """
            view:
              - show()
               - bad()
                 - worse()
              - hide()
            events:
              - tap()

            """))
        XCTAssertEqual(errors.map(\.location), [SourceLocation(line: 3, column: 4)], "one error for the misindented block")
        guard case .mapping(let pairs) = try XCTUnwrap(root).value else { return XCTFail("not a mapping") }
        XCTAssertEqual(pairs.map(\.key), ["view", "events"])
        XCTAssertEqual(pairs.map { items(of: $0.value) }, [["show()", "hide()"], ["tap()"]])
    }

    private func items(of node: YAMLNode) -> [String] {
        guard case .sequence(let items) = node.value else { return [] }
        return items.compactMap(\.scalar)
    }
}
