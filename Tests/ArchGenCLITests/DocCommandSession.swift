import Foundation
import TestSupport

/// Runs the `archgen` lines of one shell example, in order, through the real
/// binary in a fresh git repository: a block that starts a project (`init`,
/// `new` without `--spec`, help) starts in an empty folder; any other block
/// runs where `archgen new SignIn --style viper` has written the README's
/// first module (SignIn.archgen, SignIn/, SignInTests/). `new` and `check`
/// run with `--no-build`: what the examples show is their options and what
/// they read and write, not the compiler (other tests build).
struct DocCommandSession {
    /// A line the session did not run, and why.
    struct Skipped: Equatable {
        var line: String
        var reason: String
    }

    /// What a line run gave, when it did not succeed.
    struct Failure {
        var line: String
        var result: BinaryRunner.Result
    }

    var example: DocExample
    private(set) var ran: [String] = []
    private(set) var failures: [Failure] = []

    init(_ example: DocExample) {
        self.example = example
    }

    /// The commands that start in an empty folder.
    private static let starting = ["init", "help", "--help", "--version", "templates"]

    /// The lines not run, and why: those that build archgen itself, and those the shell would expand.
    var skipped: [Skipped] {
        example.indirectCommandLines.map {
            Skipped(line: $0, reason: $0.hasPrefix("swift run ") ? "builds archgen itself (swift run)"
                : "the SwiftPM plugin builds archgen in the package; the same commands run directly in README.md's examples")
        } + example.commandLines.filter { $0.contains("$") }.map { Skipped(line: $0, reason: "a shell expansion") }
    }

    mutating func run() throws {
        let lines = example.commandLines
        guard !lines.isEmpty else { return }
        let scratch = try ScratchDirectory()
        try git(["init", "-q"], in: scratch.url)
        let first = Array(Self.words(lines[0]).dropFirst())
        let startsProject = Self.starting.contains(first.first ?? "") || (first.first == "new" && !first.contains("--spec"))
        if !startsProject {
            let setup = try BinaryRunner.run(["new", "SignIn", "--style", "viper", "--no-build"], in: scratch.url)
            if setup.status != 0 { failures.append(Failure(line: "(setup) archgen new SignIn --style viper --no-build", result: setup)) }
            try git(["add", "-A"], in: scratch.url)
        }
        for line in lines {
            var arguments = Array(Self.words(line).dropFirst())
            if line.contains("$") { continue }
            if ["new", "check"].contains(arguments.first ?? ""), !arguments.contains("--no-build") {
                arguments.append("--no-build")
            }
            let result = try BinaryRunner.run(arguments, in: scratch.url)
            ran.append(line)
            if result.status != 0 { failures.append(Failure(line: line, result: result)) }
        }
    }

    /// A command line's words, as a shell splits it: quotes group and are removed.
    static func words(_ line: String) -> [String] {
        var words: [String] = [], current: String?, quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current!.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                current = current ?? ""
            } else if character == " " {
                if let word = current { words.append(word) }
                current = nil
            } else {
                current = (current ?? "") + String(character)
            }
        }
        if let word = current { words.append(word) }
        return words
    }

    private func git(_ arguments: [String], in folder: URL) throws {
        let result = try BinaryRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: folder)
        if result.status != 0 { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: result.standardError]) }
    }
}
