import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// `.pre-commit-hooks.yaml`, read with archgen's own YAML parser: the two
/// hooks, their entries, and what their `files:` patterns select (pre-commit
/// searches each staged path with the pattern, as `Regex.firstMatch` does).
final class PreCommitManifestTests: XCTestCase {
    /// Each hook of the manifest as key → scalar text, by id.
    private func hooks() throws -> [String: [String: String]] {
        let url = Fixtures.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml")
        let source = SourceText(path: ".pre-commit-hooks.yaml", text: try String(contentsOf: url, encoding: .utf8))
        guard case .sequence(let items)? = try YAMLParser.parse(source)?.value else {
            XCTFail("the manifest is not a list of hooks")
            return [:]
        }
        var hooks: [String: [String: String]] = [:]
        for item in items {
            guard case .mapping(let pairs) = item.value else {
                XCTFail("a hook is \(item.kindName), not a mapping")
                continue
            }
            let fields = Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value.scalar ?? "") })
            hooks[fields["id", default: ""]] = fields
        }
        return hooks
    }

    private func selects(_ pattern: String?, _ path: String) throws -> Bool {
        try Regex(try XCTUnwrap(pattern)).firstMatch(in: path) != nil
    }

    func testTheTwoHooksAndTheirEntries() throws {
        let hooks = try hooks()
        XCTAssertEqual(hooks.keys.sorted(), ["archgen-check", "archgen-lint"])
        let check = try XCTUnwrap(hooks["archgen-check"])
        XCTAssertEqual(check["entry"], "archgen check --staged", "the index, as the plain hook checks it")
        XCTAssertEqual(check["name"], "archgen check")
        XCTAssertEqual(check["language"], "swift")
        XCTAssertEqual(check["pass_filenames"], "true")
        XCTAssertEqual(check["require_serial"], "true", "every module builds in one swift build")
        let lint = try XCTUnwrap(hooks["archgen-lint"])
        XCTAssertEqual(lint["entry"], "archgen lint")
        XCTAssertEqual(lint["language"], "swift")
        XCTAssertEqual(lint["pass_filenames"], "true")
        XCTAssertEqual(lint["name"], lint["entry"])
        for hook in [check, lint] {
            XCTAssertFalse(hook["description", default: ""].isEmpty)
            XCTAssertEqual(hook["minimum_pre_commit_version"], "3.3.0", "the first to build with --package-path")
        }
    }

    func testCheckSelectsSpecsSwiftFilesTheSettingsAndXcodeProjects() throws {
        let files = try hooks()["archgen-check"]?["files"]
        for path in ["Specs/SignIn.archgen", "SignIn.archgen", "SignIn/SignInPresenter.swift",
                     "SignInTests/SignInPresenterTests.swift", "archgen.yml", "App/archgen.yml",
                     "App.xcodeproj/project.pbxproj", "ios/App.xcodeproj/project.pbxproj"] {
            XCTAssertTrue(try selects(files, path), path)
        }
        for path in ["README.md", "Package.resolved", "my-archgen.yml", "archgen.yml.orig", "SignIn.archgen.bak",
                     "Sources/swift/notes.txt", "App.xcodeproj/xcuserdata/me.xcuserdatad/xcschemes/x.plist",
                     "App.xcodeproj/project.pbxproj.orig"] {
            XCTAssertFalse(try selects(files, path), path)
        }
    }

    func testLintSelectsSpecsOnly() throws {
        let files = try hooks()["archgen-lint"]?["files"]
        XCTAssertTrue(try selects(files, "Specs/SignIn.archgen"))
        for path in ["SignIn/SignInPresenter.swift", "archgen.yml", "README.md", "SignIn.archgen.bak"] {
            XCTAssertFalse(try selects(files, path), path)
        }
    }
}
