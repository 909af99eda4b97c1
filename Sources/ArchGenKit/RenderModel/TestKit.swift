import ArchGenSource
import ArchGenSpec

/// The statements a generated test writes, in the idiom of its framework:
/// `XCTAssertEqual(a, b)` for XCTest, `#expect(a == b)` for Swift Testing.
struct TestKit {
    var framework: TestFramework

    var isXCTest: Bool { framework == .xctest }

    /// `import XCTest` / `import Testing`.
    var importName: String { isXCTest ? "XCTest" : "Testing" }

    func equal(_ actual: String, _ expected: String) -> String {
        isXCTest ? "XCTAssertEqual(\(actual), \(expected))" : "#expect(\(actual) == \(expected))"
    }

    func identical(_ actual: String, _ expected: String) -> String {
        isXCTest ? "XCTAssertIdentical(\(actual), \(expected))" : "#expect(\(actual) === \(expected))"
    }

    func isNil(_ actual: String) -> String {
        isXCTest ? "XCTAssertNil(\(actual))" : "#expect(\(actual) == nil)"
    }

    func isNotNil(_ actual: String) -> String {
        isXCTest ? "XCTAssertNotNil(\(actual))" : "#expect(\(actual) != nil)"
    }

    func isTrue(_ actual: String) -> String {
        isXCTest ? "XCTAssertTrue(\(actual))" : "#expect(\(actual))"
    }

    func isFalse(_ actual: String) -> String {
        isXCTest ? "XCTAssertFalse(\(actual))" : "#expect(!\(actual))"
    }

    /// An expression that unwraps `value` or fails the test: `try XCTUnwrap(x)` / `try #require(x)`.
    func unwrap(_ value: String) -> String {
        isXCTest ? "try XCTUnwrap(\(value))" : "try #require(\(value))"
    }

    /// The name of a test function: `testSignInIsForwarded` / `signInIsForwarded`.
    func testName(_ words: String) -> String {
        isXCTest ? "test" + Casing.upperFirst(words) : Casing.lowerFirst(words)
    }
}
