@testable import ArchGenCLI
import Foundation
import XCTest

/// The one line an interrupted run prints, by the signal that stopped it.
final class InterruptionMessageTests: XCTestCase {
    func testEachHandledSignalIsNamed() {
        XCTAssertEqual(CLI.interruptionMessage(signal: SIGINT, wroteFiles: false), "error: interrupted by SIGINT; nothing was written\n")
        XCTAssertEqual(CLI.interruptionMessage(signal: SIGTERM, wroteFiles: true),
                       "error: interrupted by SIGTERM; the files it wrote before are whole\n")
        XCTAssertEqual(CLI.interruptionMessage(signal: SIGHUP, wroteFiles: false), "error: interrupted by SIGHUP; nothing was written\n")
    }
}
