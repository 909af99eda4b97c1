import ArchGenSource
import XCTest

/// A diagnostic's path is shown as its source line is: a control or
/// invisible character in a file's name is written `<U+001B>`, so it cannot
/// drive the terminal (clear the screen) nor split the `path:line:column` line.
final class DiagnosticPathTests: XCTestCase {
    func testControlCharactersInAPathAreRevealed() {
        let escape = Diagnostic(
            severity: .error, message: "invalid character U+001B", path: "esc\u{1B}[2J.archgen",
            location: SourceLocation(line: 1, column: 10), sourceLine: "module: X\u{1B}[31mred")
        XCTAssertEqual(DiagnosticRenderer().render(escape), """
            esc<U+001B>[2J.archgen:1:10: error: invalid character U+001B
            module: X<U+001B>[31mred
                     ^
            """)
        let newline = Diagnostic(severity: .error, message: "cannot be read", path: "Ho\nme\u{202E}.archgen")
        XCTAssertEqual(DiagnosticRenderer().render(newline), "Ho<U+000A>me<U+202E>.archgen: error: cannot be read")
    }
}
