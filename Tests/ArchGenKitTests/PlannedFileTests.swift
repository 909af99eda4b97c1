import ArchGenKit
import XCTest

final class PlannedFileTests: XCTestCase {
    func testOwnershipNames() {
        XCTAssertEqual(PlannedFile.Ownership.generated.rawValue, "generated")
        XCTAssertEqual(PlannedFile(path: "a.swift", contents: "", ownership: .scaffold).ownership, .scaffold)
    }
}
