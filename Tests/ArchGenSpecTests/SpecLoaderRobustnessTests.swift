import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// The whole loader (decode → YAML → declarations → validation) on hostile
/// input: it must give a spec or located errors, never crash or hang.
final class SpecLoaderRobustnessTests: XCTestCase {
    private static let pieces: [[UInt8]] = [
        ":", " ", "\n", "\t", "-", "- ", "#", "(", ")", "[", "]", "{", "}", "<", ">", "\"", "'", "\\", "&a", "*a",
        "!!str", "? ", "---", "...", "|", ">-", "@", "var ", "func ", "->", ",", "\r\n", "\u{FEFF}", "é", "`",
        "module: ", "  ", "    ", "useCases:", "services:", "~",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x00], [0xE2, 0x82]]

    func testMutatedExamplesNeverCrash() throws {
        let seeds = try Fixtures.exampleSpecs().map { [UInt8](try Data(contentsOf: $0)) }
        var generator = SeededGenerator(seed: 2026)
        var outcomes = (valid: 0, invalid: 0)
        for round in 0..<3_000 {
            var bytes = seeds[round % seeds.count]
            for _ in 0...generator.next(below: 4) {
                let position = generator.next(below: bytes.count + 1)
                switch generator.next(below: 3) {
                case 0: bytes.insert(contentsOf: Self.pieces[generator.next(below: Self.pieces.count)], at: position)
                case 1: if position < bytes.count { bytes.removeSubrange(position..<min(bytes.count, position + 1 + generator.next(below: 8))) }
                default: if position < bytes.count { bytes[position] = UInt8(generator.next(below: 256)) }
                }
            }
            let result = SpecLoader().load(bytes: bytes, path: "Mutated.archgen")
            if result.spec != nil {
                outcomes.valid += 1
                XCTAssertEqual(result.errors, [])
            } else {
                outcomes.invalid += 1
                XCTAssertFalse(result.errors.isEmpty, "round \(round): no spec and no error")
                for error in result.errors {
                    let location = try XCTUnwrap(error.location, "round \(round): \(error.message)")
                    XCTAssertGreaterThanOrEqual(location.line, 1)
                    XCTAssertGreaterThanOrEqual(location.column, 1)
                }
            }
        }
        // Both outcomes must occur, or the mutations test nothing.
        XCTAssertGreaterThan(outcomes.valid, 100)
        XCTAssertGreaterThan(outcomes.invalid, 100)
    }

    func testNotAMapping() {
        XCTAssertEqual(SpecLoader().load(SourceText(path: "S.archgen", text: "- a\n")).errors.map(\.message),
                       ["a spec is a mapping of keys ('module:', 'style:', ...), found a list"])
        XCTAssertEqual(SpecLoader().load(SourceText(path: "S.archgen", text: "# only a comment\n")).errors.map(\.message),
                       ["the spec is empty"])
    }

    func testInvalidUTF8IsLocated() {
        let bytes = Array("module: Sign".utf8) + [0xFF] + Array("In\n".utf8)
        XCTAssertEqual(DiagnosticRenderer().render(SpecLoader().load(bytes: bytes, path: "S.archgen").errors), """
            S.archgen:1:13: error: the file is not valid UTF-8 (byte 0xFF)
            module: Sign\u{FFFD}In
                        ^
            hint: save the spec as UTF-8

            """)
    }

    func testACutShortSequenceIsLocatedAtItsLeadByte() {
        // 0xC3 starts a 2-byte sequence, but "(" is not a continuation byte: the fault is the 0xC3.
        let bytes = Array("module: S".utf8) + [0xC3] + Array("(ignIn\n".utf8)
        XCTAssertEqual(DiagnosticRenderer().render(SpecLoader().load(bytes: bytes, path: "S.archgen").errors), """
            S.archgen:1:10: error: the file is not valid UTF-8 (byte 0xC3)
            module: S\u{FFFD}(ignIn
                     ^
            hint: save the spec as UTF-8

            """)
    }

    func testInvalidUTF8IsLocatedInScalarsAfterMultiByteText() {
        // A truncated 3-byte sequence at the end of the file, after a 2-byte "é" on the same line.
        let bytes = Array("module: M\r\nevents:\n  - é".utf8) + [0xE2, 0x82]
        XCTAssertEqual(DiagnosticRenderer().render(SpecLoader().load(bytes: bytes, path: "S.archgen").errors), """
            S.archgen:3:6: error: the file is not valid UTF-8 (byte 0xE2)
              - é\u{FFFD}
                 ^
            hint: save the spec as UTF-8

            """)
    }

    func testCRLFAndBOMAreAccepted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("module: SignIn\r\nevents:\r\n  - signIn(username: String)\r\n".utf8)
        let spec = try XCTUnwrap(SpecLoader().load(bytes: bytes, path: "S.archgen").spec)
        XCTAssertEqual(spec.members(of: .events).map(\.text), ["signIn(username: String)"])
        XCTAssertEqual(spec.members(of: .events).map(\.location), [SourceLocation(line: 3, column: 5)])
    }
}
