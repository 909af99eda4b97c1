@testable import ArchGenKit
import TestSupport
import XCTest

final class UnifiedDiffTests: XCTestCase {
    private let letters = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n"

    func testIdenticalTextsGiveNothing() {
        XCTAssertEqual(UnifiedDiff.diff(from: letters, to: letters, path: "x"), "")
        XCTAssertEqual(UnifiedDiff.diff(from: "", to: "", path: "x"), "")
    }

    func testInsertionInTheMiddle() {
        let new = "a\nb\nc\nd\nX\ne\nf\ng\nh\ni\nj\n"
        XCTAssertEqual(UnifiedDiff.diff(from: letters, to: new, path: "M/A.swift"), """
            --- a/M/A.swift
            +++ b/M/A.swift
            @@ -2,6 +2,7 @@
             b
             c
             d
            +X
             e
             f
             g

            """)
    }

    func testDeletion() {
        XCTAssertEqual(UnifiedDiff.diff(from: "a\nb\nc\nd\ne\nf\ng\nh\n", to: "a\nb\nc\ne\nf\ng\nh\n", path: "p"), """
            --- a/p
            +++ b/p
            @@ -1,7 +1,6 @@
             a
             b
             c
            -d
             e
             f
             g

            """)
    }

    func testChangesNearStartAndEndMakeTwoHunks() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\nn\n"
        let new = "A\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\nN\n"
        XCTAssertEqual(UnifiedDiff.diff(from: old, to: new, path: "p"), """
            --- a/p
            +++ b/p
            @@ -1,4 +1,4 @@
            -a
            +A
             b
             c
             d
            @@ -11,4 +11,4 @@
             k
             l
             m
            -n
            +N

            """)
    }

    func testChangesSixLinesApartShareOneHunk() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\n"
        let new = "A\nb\nc\nd\ne\nf\ng\nH\n"
        XCTAssertEqual(UnifiedDiff.diff(from: old, to: new, path: "p"), """
            --- a/p
            +++ b/p
            @@ -1,8 +1,8 @@
            -a
            +A
             b
             c
             d
             e
             f
             g
            -h
            +H

            """)
    }

    func testMissingNewlineAtEnd() {
        XCTAssertEqual(UnifiedDiff.diff(from: "one\ntwo\nthree", to: "one\ntwo\nthree\n", path: "p"), """
            --- a/p
            +++ b/p
            @@ -1,3 +1,3 @@
             one
             two
            -three
            \\ No newline at end of file
            +three

            """)
        XCTAssertEqual(UnifiedDiff.diff(from: "x\n", to: "y", path: "p"), """
            --- a/p
            +++ b/p
            @@ -1 +1 @@
            -x
            +y
            \\ No newline at end of file

            """)
    }

    func testFromAndToEmpty() {
        XCTAssertEqual(UnifiedDiff.diff(from: "", to: "x\n", oldLabel: "/dev/null", newLabel: "b/p"), """
            --- /dev/null
            +++ b/p
            @@ -0,0 +1 @@
            +x

            """)
        XCTAssertEqual(UnifiedDiff.diff(from: "x\ny\n", to: "", path: "p"), """
            --- a/p
            +++ b/p
            @@ -1,2 +0,0 @@
            -x
            -y

            """)
    }

    func testEveryLineChanged() {
        XCTAssertEqual(UnifiedDiff.diff(from: "a\nb\n", to: "c\nd\n", path: "p"), """
            --- a/p
            +++ b/p
            @@ -1,2 +1,2 @@
            -a
            -b
            +c
            +d

            """)
    }

    func testLinesAreComparedAsBytes() {
        XCTAssertEqual(UnifiedDiff.diff(from: "caf\u{E9}\n", to: "cafe\u{301}\n", path: "p"), """
            --- a/p
            +++ b/p
            @@ -1 +1 @@
            -caf\u{E9}
            +cafe\u{301}

            """)
    }

    /// The diff is minimal: as many lines kept as the longest common subsequence.
    func testLineDiffIsMinimalAndConsistent() {
        var random = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            let old = (0..<Int(random.next() % 14)).map { _ in Int(random.next() % 4) }
            let new = (0..<Int(random.next() % 14)).map { _ in Int(random.next() % 4) }
            let diff = LineDiff(old: old, new: new)
            let keptOld = zip(old, diff.deleted).filter { !$0.1 }.map(\.0)
            let keptNew = zip(new, diff.inserted).filter { !$0.1 }.map(\.0)
            XCTAssertEqual(keptOld, keptNew, "\(old) → \(new)")
            XCTAssertEqual(keptOld.count, longestCommonSubsequence(old, new), "\(old) → \(new)")
        }
        for _ in 0..<20 {
            let old = (0..<Int(random.next() % 300)).map { _ in Int(random.next() % 12) }
            let new = (0..<Int(random.next() % 300)).map { _ in Int(random.next() % 12) }
            let diff = LineDiff(old: old, new: new)
            let keptOld = zip(old, diff.deleted).filter { !$0.1 }.map(\.0)
            let keptNew = zip(new, diff.inserted).filter { !$0.1 }.map(\.0)
            XCTAssertEqual(keptOld, keptNew)
            XCTAssertEqual(keptOld.count, longestCommonSubsequence(old, new))
        }
    }

    func testLargeInputs() {
        let old = (0..<4000).map { "line \($0)\n" }.joined()
        var newLines = (0..<4000).map { "line \($0)\n" }
        newLines[10] = "changed\n"
        newLines.insert("inserted\n", at: 2000)
        newLines.removeLast()
        let diff = UnifiedDiff.diff(from: old, to: newLines.joined(), path: "p")
        XCTAssertTrue(diff.hasPrefix("--- a/p\n+++ b/p\n@@ "))
        XCTAssertEqual(diff.split(separator: "\n").filter { $0.hasPrefix("@@ ") }.count, 3)
        XCTAssertTrue(diff.contains("@@ -8,7 +8,7 @@\n line 7\n line 8\n line 9\n-line 10\n+changed\n"))
        XCTAssertTrue(diff.hasSuffix("@@ -3997,4 +3998,3 @@\n line 3996\n line 3997\n line 3998\n-line 3999\n"))

        let unrelated = (0..<1500).map { "other \($0)\n" }.joined()
        let replaced = UnifiedDiff.diff(from: old, to: unrelated, path: "p")
        XCTAssertTrue(replaced.hasPrefix("--- a/p\n+++ b/p\n@@ -1,4000 +1,1500 @@\n-line 0\n"))
    }

    private func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var previous = 0
            for j in 1...max(1, b.count) where !b.isEmpty {
                let saved = row[j]
                row[j] = x == b[j - 1] ? previous + 1 : max(row[j], row[j - 1])
                previous = saved
            }
        }
        return row[b.count]
    }
}
