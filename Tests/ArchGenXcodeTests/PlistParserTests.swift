import ArchGenSpec
@testable import ArchGenXcode
import XCTest

final class PlistParserTests: XCTestCase {
    func testPlaceholder() {}
}
