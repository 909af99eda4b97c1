import ArchGenSource
import XCTest

/// Lexical path arithmetic: normalising folds what needs folding and leaves
/// a path that is already normal as it is.
final class WritePathTests: XCTestCase {
    func testNormalizingFoldsEmptyDotAndDotDotComponents() {
        let cases: [(String, String)] = [
            ("./Sources//A/../A/x.swift", "Sources/A/x.swift"),
            ("a/.", "a"), ("./a", "a"), ("a//b", "a/b"), ("a/b/", "a/b"), ("a/..", "."), ("a/b/..", "a"),
            ("../a", "../a"), ("../../a/../b", "../../b"), ("/../a", "/a"), ("/a/./b/", "/a/b"),
            (".", "."), ("..", ".."), ("", "."), ("/", "/"), ("//", "/"),
        ]
        for (path, expected) in cases {
            XCTAssertEqual(WritePath.normalized(path), expected, path)
        }
    }

    func testANormalPathIsKeptAsItIs() {
        for path in ["a", "a/b.swift", "/abs/path/x", ".hidden/x", "a/...", "a/.b", "..a/b", "a/b..", "Ωmega/ü.swift"] {
            XCTAssertEqual(WritePath.normalized(path), path)
        }
    }
}
