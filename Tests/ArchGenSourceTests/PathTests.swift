import ArchGenSource
import XCTest

/// Lexical path arithmetic: normalising folds what needs folding and leaves
/// a path that is already normal as it is; joining, taking apart and relating
/// paths give the paths archgen prints.
final class PathTests: XCTestCase {
    func testNormalizingFoldsEmptyDotAndDotDotComponents() {
        let cases: [(String, String)] = [
            ("./Sources//A/../A/x.swift", "Sources/A/x.swift"),
            ("a/.", "a"), ("./a", "a"), ("a//b", "a/b"), ("a/b/", "a/b"), ("a/..", "."), ("a/b/..", "a"),
            ("../a", "../a"), ("../../a/../b", "../../b"), ("/../a", "/a"), ("/a/./b/", "/a/b"),
            (".", "."), ("..", ".."), ("", "."), ("/", "/"), ("//", "/"),
        ]
        for (path, expected) in cases {
            XCTAssertEqual(Path.normalized(path), expected, path)
        }
    }

    func testANormalPathIsKeptAsItIs() {
        for path in ["a", "a/b.swift", "/abs/path/x", ".hidden/x", "a/...", "a/.b", "..a/b", "a/b..", "Ωmega/ü.swift"] {
            XCTAssertEqual(Path.normalized(path), path)
        }
    }

    func testJoiningLeavesOutALeadingDotAndASecondSlash() {
        let cases: [(String, String, String)] = [
            ("Specs", "SignIn.archgen", "Specs/SignIn.archgen"), (".", "x", "x"), ("", "x", "x"),
            ("a/", "b", "a/b"), ("/", "tmp", "/tmp"), ("..", "Shared", "../Shared"), ("a", "../b", "a/../b"),
        ]
        for (base, name, expected) in cases {
            XCTAssertEqual(Path.join(base, name), expected, "\(base) + \(name)")
        }
    }

    func testTheFolderOfAPathAsWritten() {
        let cases: [(String, String)] = [
            ("Specs/SignIn.archgen", "Specs"), ("SignIn.archgen", "."), ("/SignIn.archgen", "/"),
            ("/a/b/c.swift", "/a/b"), ("../x", ".."), ("./a/b", "./a"),
        ]
        for (path, expected) in cases {
            XCTAssertEqual(Path.folder(of: path), expected, path)
        }
    }

    func testParentLastComponentAndAncestorsAreOfTheNormalizedPath() {
        XCTAssertEqual(Path.parent(of: "./a//b/c.swift"), "a/b")
        XCTAssertEqual(Path.parent(of: "x.swift"), ".")
        XCTAssertEqual(Path.parent(of: "/x.swift"), "/")
        XCTAssertNil(Path.parent(of: "/"))
        XCTAssertNil(Path.parent(of: "a/.."))
        XCTAssertEqual(Path.lastComponent(of: "Specs/SignIn.archgen/"), "SignIn.archgen")
        XCTAssertEqual(Path.lastComponent(of: "SignIn.archgen"), "SignIn.archgen")
        XCTAssertEqual(Path.ancestors(of: "a/b/c.swift"), ["a", "a/b"])
        XCTAssertEqual(Path.ancestors(of: "/x/y.swift"), ["/x"])
        XCTAssertEqual(Path.ancestors(of: "c.swift"), [])
    }

    func testAbsoluteTakesARelativePathFromTheBaseAndKeepsAnAbsoluteOne() {
        XCTAssertEqual(Path.absolute("../Specs/./A.archgen", from: "/work/App"), "/work/Specs/A.archgen")
        XCTAssertEqual(Path.absolute("/tmp//x", from: "/work/App"), "/tmp/x")
        XCTAssertEqual(Path.absolute(".", from: "/work/App/"), "/work/App")
        XCTAssertEqual(Path.absolute("Sources", from: "."), "Sources")
        XCTAssertTrue(Path.isAbsolute("/a"))
        XCTAssertFalse(Path.isAbsolute("a/b"))
        XCTAssertFalse(Path.isAbsolute(""))
    }

    func testAFolderContainsItselfAndWhatLiesBelowIt() {
        let cases: [(String, String, Bool)] = [
            ("Sources", "Sources/A/x.swift", true), ("Sources", "Sources", true), ("./Sources/", "Sources/x", true),
            ("Sources", "SourcesX/x.swift", false), ("Sources/A", "Sources", false), (".", "a/b", true),
            (".", "../a", false), (".", "..", false), (".", "/a", false), ("/", "/a/b", true), ("/a", "/a/../b", false),
        ]
        for (folder, path, expected) in cases {
            XCTAssertEqual(Path.contains(folder, path), expected, "\(folder) ∋ \(path)")
        }
    }

    func testRelativePathsGoUpToWhatTheyShareThenDown() {
        let cases: [(String, String, String)] = [
            ("Specs/SignIn.archgen", "App", "../Specs/SignIn.archgen"), ("ios/Specs/Home.archgen", "ios", "Specs/Home.archgen"),
            ("tools/run.swift", "ios/", "../tools/run.swift"), ("/a/b", "/a/b", "."), ("/a", "/a/b/c", "../.."),
            ("x.swift", "", "x.swift"), ("x.swift", ".", "x.swift"), ("/r/ios/Sources/H.swift", "/r", "ios/Sources/H.swift"),
        ]
        for (path, base, expected) in cases {
            XCTAssertEqual(Path.relative(path, from: base), expected, "\(path) from \(base)")
        }
    }

    func testARelativeFilePathKeepsItsNameWhereAFolderAboveHasIt() {
        XCTAssertEqual(Path.relative("App", from: "App/Sources"), "..")
        XCTAssertEqual(Path.relative(file: "App", from: "App/Sources"), "../../App")
        XCTAssertEqual(Path.relative(file: "App/Sources/X.swift", from: "App/"), "Sources/X.swift")
        XCTAssertEqual(Path.relative(file: "Specs/A.archgen", from: ""), "Specs/A.archgen")
    }
}
