import ArchGenXcode
import Foundation
import TestSupport
import XCTest

/// A copy of a fixture of `Tests/Fixtures/Xcode` in a scratch folder, with
/// archgen.yml naming it, and archgen run on it through the real binary.
protocol XcodeProjectScratch {
    var scratch: ScratchDirectory! { get }
}

extension XcodeProjectScratch {
    func run(_ arguments: String..., in folder: String = ".") throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments.first == "new" && !arguments.contains("--swift") ? arguments + ["--no-build"] : arguments,
                             in: scratch.url.appendingPathComponent(folder), environment: ["NO_COLOR": "1"])
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: scratch.url.appendingPathComponent(path), encoding: .utf8)
    }

    /// A copy of the fixture `name`, and archgen.yml naming it with `sources` and `tests` paths.
    func project(_ name: String, target: String, testTarget: String?, sources: String, tests: String) throws -> String {
        let fixture = Fixtures.directory.appendingPathComponent("Xcode/\(name).xcodeproj/project.pbxproj")
        try scratch.write("\(name).xcodeproj/project.pbxproj", bytes: Array(try Data(contentsOf: fixture)))
        try scratch.write("archgen.yml", """
            specs: Specs
            paths:
              sources: \(sources)
              tests: \(tests)
            xcode:
              project: \(name).xcodeproj
              target: \(target)
            \(testTarget.map { "  testTarget: \($0)\n" } ?? "")
            """)
        return try read("\(name).xcodeproj/project.pbxproj")
    }

    /// Which targets compile each Swift file below `folder`, read back from the project file.
    func membership(_ name: String, of folder: String) throws -> [String: [String]] {
        let file = try ProjectFile(bytes: Array(try read("\(name).xcodeproj/project.pbxproj").utf8))
        let root = ProjectPath(absolute: scratch.url.path)
        let membership = TargetMembership(file: file, tree: ProjectTree(file, projectBundle: root.appending("\(name).xcodeproj")))
        var result: [String: [String]] = [:]
        let files = try FileManager.default.subpathsOfDirectory(atPath: scratch.url.appendingPathComponent(folder).path)
        for path in files where path.hasSuffix(".swift") {
            let full = root.appending(folder).appending(path)
            result[path] = membership.targets.filter { membership.isMember(full, of: $0) }.map(\.name)
        }
        return result
    }

    /// Every line of `before` is in `after`, in order.
    func assertOnlyInsertions(_ before: String, _ after: String, file: StaticString = #filePath, line: UInt = #line) {
        var remaining = before.split(separator: "\n", omittingEmptySubsequences: false)[...]
        for newLine in after.split(separator: "\n", omittingEmptySubsequences: false) where remaining.first == newLine {
            remaining = remaining.dropFirst()
        }
        XCTAssertTrue(remaining.isEmpty, "a line changed or went: \(remaining.first ?? "")", file: file, line: line)
    }
}
