import ArchGenKit
import XCTest

/// The fingerprint of a build: the package's files and what else the build
/// depends on, each part telling apart from the next.
final class BuildInputsTests: XCTestCase {
    private let files = [
        SandboxPackage.File(path: "Package.swift", contents: "// manifest\n", origin: .mapped(MappedSource())),
        SandboxPackage.File(path: "Sources/A/A.swift", contents: "let a = 1\n", origin: .userFile("A/A.swift")),
    ]
    private let inputs = BuildInputs(specs: ["module: A\n"], templates: "t", toolchain: "swift")

    func testTheSameFilesAndInputsHaveTheSameFingerprint() {
        XCTAssertEqual(inputs.fingerprint(of: files), BuildInputs(specs: ["module: A\n"], templates: "t", toolchain: "swift").fingerprint(of: files))
    }

    func testEveryPartCounts() {
        let base = inputs.fingerprint(of: files)
        var renamed = files
        renamed[1].path = "Sources/A/B.swift"
        var edited = files
        edited[1].contents = "let a = 2\n"
        var variants = [renamed, edited, Array(files.prefix(1))].map { inputs.fingerprint(of: $0) }
        variants += [
            BuildInputs(specs: ["module: A\n# c\n"], templates: "t", toolchain: "swift"),
            BuildInputs(specs: ["module: A\n", ""], templates: "t", toolchain: "swift"),
            BuildInputs(specs: ["module: A\n"], templates: "u", toolchain: "swift"),
            BuildInputs(specs: ["module: A\n"], templates: "t", toolchain: "swift 2"),
        ].map { $0.fingerprint(of: files) }
        XCTAssertEqual(Set(variants + [base]).count, variants.count + 1, "\(variants)")
    }

    func testPartsAreDelimited() {
        var first = StableHasher(), second = StableHasher()
        first.combine("ab")
        first.combine("c")
        second.combine("a")
        second.combine("bc")
        XCTAssertNotEqual(first.value, second.value)
        XCTAssertEqual(StableHash.fnv1a(""), "cbf29ce484222325")
        XCTAssertEqual(StableHash.fnv1a("a"), "af63dc4c8601ec8c")
    }
}
