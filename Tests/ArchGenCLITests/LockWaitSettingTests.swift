@testable import ArchGenCLI
import XCTest

/// ARCHGEN_LOCK_WAIT as archgen reads it: seconds, a day at most, else the default.
final class LockWaitSettingTests: XCTestCase {
    func testSecondsUpToADayElseTheDefault() {
        XCTAssertEqual(CommandContext.lockWait("0.2"), .milliseconds(200))
        XCTAssertEqual(CommandContext.lockWait("0"), .zero)
        // In milliseconds these overflowed Int: archgen stopped with a fatal error.
        for huge in ["1e308", "inf", "86401"] {
            XCTAssertEqual(CommandContext.lockWait(huge), .seconds(86_400), huge)
        }
        for invalid in [nil, "", "abc", "-5", "nan", "-inf"] {
            XCTAssertEqual(CommandContext.lockWait(invalid), .seconds(10), invalid ?? "nil")
        }
    }
}
