import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// Every limit of `SpecLimits` is a located error in the standard format, and
/// inputs far past the limits (10 MB, 10,000 levels) fail fast without crashing.
final class SpecLimitsTests: XCTestCase {
    /// A valid spec, then 64-byte comment lines up to `size` bytes.
    private func spec(ofSize size: Int) -> [UInt8] {
        let header = Array("module: Big\nevents:\n  - load(id: Int)\n".utf8)
        let comment = Array(("# " + String(repeating: "x", count: 61) + "\n").utf8)
        var bytes = header
        while bytes.count < size { bytes += comment }
        return Array(bytes.prefix(size))
    }

    private func rendered(_ bytes: [UInt8], path: String = "Big.archgen") -> String {
        DiagnosticRenderer().render(SpecLoader().load(bytes: bytes, path: path).errors)
    }

    private func rendered(_ text: String) -> String {
        DiagnosticRenderer().render(SpecLoader().load(SourceText(path: "Deep.archgen", text: text)).errors)
    }

    /// Runs `body`, failing if it takes over `seconds` of processor time (a debug build).
    private func assertFast<T>(within seconds: Double = 5, _ body: () -> T) -> T {
        let start = WorkBudget()
        let result = body()
        XCTAssertLessThan(start.spent, seconds)
        return result
    }

    func testFileSizeLimit() {
        XCTAssertEqual(rendered(spec(ofSize: SpecLimits.maximumFileSize)), "")
        // The 1,048,577th byte is on line 16,387, after "# " and 24 x's.
        XCTAssertEqual(rendered(spec(ofSize: SpecLimits.maximumFileSize + 1)), """
            Big.archgen:16387:27: error: the file is larger than 1 MiB (1048577 bytes)
            # xxxxxxxxxxxxxxxxxxxxxxxx
                                      ^
            hint: a spec or archgen.yml may have at most 1048576 bytes

            """)
    }

    func testTenMegabyteSpecFailsFast() {
        let output = assertFast { rendered(spec(ofSize: 10_000_000)) }
        XCTAssertEqual(output.components(separatedBy: "\n").first, "Big.archgen:16387:27: error: the file is larger than 1 MiB (10000000 bytes)")
    }

    func testTenMegabyteLineIsALineLengthError() {
        let bytes = Array("module: ".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 10_000_000)
        let output = assertFast { rendered(bytes) }
        XCTAssertEqual(output, """
            Big.archgen:1:4097: error: the line is longer than 4096 characters
            module: \(String(repeating: "x", count: 4_089))
            \(String(repeating: " ", count: 4_096))^
            hint: a line may have at most 4096 characters; break the value over several entries

            """)
    }

    func testLineLengthLimit() {
        let name = String(repeating: "a", count: 4_100)
        XCTAssertEqual(rendered("module: Long\nevents:\n  - \(name)()\n"), """
            Deep.archgen:3:4097: error: the line is longer than 4096 characters
              - \(name.prefix(4_093))
            \(String(repeating: " ", count: 4_096))^
            hint: a line may have at most 4096 characters; break the value over several entries

            """)
        // A line of 4096 characters exactly is read.
        XCTAssertEqual(rendered("module: Long\nevents:\n  - \(name.prefix(4_090))()\n"), "")
    }

    func testArchgenYmlSizeLimitKeepsItsHint() {
        let bytes = Array(("defaults:\n" + String(repeating: "#\n", count: 524_289)).utf8)
        let result = ProjectSettingsLoader().load(bytes: bytes, path: "archgen.yml")
        XCTAssertEqual(DiagnosticRenderer().render(result.errors), """
            archgen.yml:524285:1: error: the file is larger than 1 MiB (1048588 bytes)

            ^
            hint: a spec or archgen.yml may have at most 1048576 bytes

            """)
    }

    func testNestingLimit() {
        let text = (0..<300).map { String(repeating: " ", count: $0) + "-\n" }.joined()
        XCTAssertEqual(rendered(text), """
            Deep.archgen:257:257: error: nesting is deeper than 256 levels
            \(String(repeating: " ", count: 256))-
            \(String(repeating: " ", count: 256))^
            hint: at most 256 levels of lists and mappings are supported; flatten the structure

            """)
    }

    func testTenThousandLevelsOfFlowNesting() {
        let output = assertFast { rendered(String(repeating: "[\n", count: 10_000)) }
        XCTAssertEqual(output, """
            Deep.archgen:257:1: error: nesting is deeper than 256 levels
            [
            ^
            hint: at most 256 levels of lists and mappings are supported; flatten the structure

            """)
        // On one line, the line is too long before it is too deep.
        let oneLine = assertFast { rendered(String(repeating: "[", count: 10_000)) }
        XCTAssertEqual(oneLine.components(separatedBy: "\n").first, "Deep.archgen:1:4097: error: the line is longer than 4096 characters")
    }

    func testTenThousandLevelsOfBlockNesting() {
        // Each level needs a column more: 10,000 levels of mappings take 50 MB, over the size limit...
        let mappings = Array((0..<10_000).map { String(repeating: " ", count: $0) + "k:\n" }.joined().utf8)
        let tooLarge = assertFast { rendered(mappings) }
        XCTAssertEqual(tooLarge.components(separatedBy: "\n").first, "Big.archgen:1446:952: error: the file is larger than 1 MiB (50025000 bytes)")
        // ...and 10,000 levels of dashes on one line are over the line limit.
        let dashes = assertFast { rendered(String(repeating: "- ", count: 10_000) + "x\n") }
        XCTAssertEqual(dashes.components(separatedBy: "\n").first, "Deep.archgen:1:4097: error: the line is longer than 4096 characters")
        // Within both, the nesting limit holds.
        let deep = assertFast { rendered(String(repeating: "- ", count: 2_000) + "x\n") }
        XCTAssertEqual(deep.components(separatedBy: "\n").first, "Deep.archgen:1:513: error: nesting is deeper than 256 levels")
    }

    func testDeclarationNestingLimit() {
        let text = "module: Deep\nevents:\n  - f(x: \(String(repeating: "(", count: 100))Int\(String(repeating: ")", count: 100)))\n"
        XCTAssertEqual(rendered(text), """
            Deep.archgen:3:74: error: the declaration is nested too deeply
              - f(x: \(String(repeating: "(", count: 100))Int\(String(repeating: ")", count: 100)))
            \(String(repeating: " ", count: 73))^
            hint: at most 64 levels of brackets and closures are supported

            """)
    }

    func testTenThousandLevelsOfDeclarationNesting() {
        let text = "f(x: " + String(repeating: "(", count: 10_000) + "Int" + String(repeating: ")", count: 10_000) + ")"
        let result = assertFast { Result { () throws(DeclarationError) in try DeclarationParser.parseMember(text) } }
        guard case .failure(let error) = result else { return XCTFail("parsed") }
        XCTAssertEqual(error.message, "the declaration is nested too deeply")
        XCTAssertEqual(error.offset, 5 + SpecLimits.maximumDeclarationNesting)
    }
}
