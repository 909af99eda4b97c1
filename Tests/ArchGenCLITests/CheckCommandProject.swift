import Foundation
import TestSupport
import XCTest

/// A project folder for `check` and `new`'s build tests through the real
/// binary, reset before each test (`resetProject()`), with its own archgen
/// cache beside it: the sandbox stays warm from one test to the next, and
/// each test's first check builds (no test reuses a build another one left).
/// Each class has a root of its own, so classes can run at once.
protocol CheckCommandProject {
    static var root: URL { get }
}

extension CheckCommandProject {
    var project: URL { Self.root.appendingPathComponent("project") }
    var cache: URL { Self.root.appendingPathComponent("cache") }

    func resetProject() throws {
        try? FileManager.default.removeItem(at: project)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let sandboxes = cache.appendingPathComponent("sandboxes")
        for sandbox in (try? FileManager.default.contentsOfDirectory(atPath: sandboxes.path)) ?? [] {
            for record in ["archgen-build-record", "archgen-build-records"] {
                try? FileManager.default.removeItem(at: sandboxes.appendingPathComponent(sandbox + "/package/.build/" + record))
            }
        }
    }

    func run(_ arguments: String..., environment: [String: String] = [:]) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: project, environment: ["ARCHGEN_CACHE_DIR": cache.path].merging(environment) { $1 })
    }

    func write(_ path: String, _ text: String) throws {
        let url = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: project.appendingPathComponent(path), encoding: .utf8)
    }

    /// The SignIn example (seed 000), generated without a build.
    func makeSignIn() throws {
        try write("SignIn.archgen", String(contentsOf: Fixtures.specsDirectory.appendingPathComponent("SignIn.archgen"), encoding: .utf8))
        let result = try run("new", "--spec", "SignIn.archgen", "--no-build")
        XCTAssertEqual(result.status, 0, result.standardError)
    }

    /// `SignInPresenter.swift` with `line` put after its `signIn(username:)` opening line.
    func insertIntoPresenter(_ line: String) throws -> Int {
        var lines = try read("SignIn/SignInPresenter.swift").components(separatedBy: "\n")
        let index = try XCTUnwrap(lines.firstIndex { $0.contains("func signIn(username: String) {") })
        lines.insert(line, at: index + 1)
        try write("SignIn/SignInPresenter.swift", lines.joined(separator: "\n"))
        return index + 2
    }
}
