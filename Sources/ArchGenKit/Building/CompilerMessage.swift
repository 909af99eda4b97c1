/// One message of `swift build` or `swift test` output, as printed:
///
///     /cache/.../Sources/SignIn/SignInPresenter.swift:12:9: error: cannot find 'x' in scope
///     /cache/.../Tests/SignInTests/SignInPresenterTests.swift:30: error: SignInPresenterTests.testX : XCTAssertEqual failed: ...
///     ✘ Test signIn() recorded an issue at SignInTests.swift:12:9: Expectation failed: ...
///     error: emit-module command failed with exit code 1 (use -v to see invocation)
package struct CompilerMessage: Equatable, Sendable {
    package enum Severity: String, Sendable {
        case error, warning, note
    }

    /// The file, as printed: absolute for the compiler and XCTest, a bare
    /// file name for Swift Testing; nil for a message about no file.
    package var path: String?
    package var line: Int?
    package var column: Int?
    package var severity: Severity
    package var message: String

    package init(path: String?, line: Int?, column: Int?, severity: Severity, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// The messages of `output`, in order, each once (SwiftPM can print a
    /// file's diagnostics twice); progress lines, source excerpts and
    /// anything else are skipped.
    package static func parse(_ output: String) -> [CompilerMessage] {
        var seen: [CompilerMessage] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let message = parse(line: String(line)), !seen.contains(message) else { continue }
            seen.append(message)
        }
        return seen
    }

    /// One line, or nil when it is not a message.
    package static func parse(line: String) -> CompilerMessage? {
        if let match = line.firstMatch(of: #/^(.+?):(\d+):(?:(\d+):)? (error|warning|note): (.*)$/#) {
            return CompilerMessage(
                path: String(match.1), line: Int(match.2), column: match.3.flatMap { Int($0) },
                severity: Severity(rawValue: String(match.4)) ?? .error, message: trimmed(match.5))
        }
        if let match = line.firstMatch(of: #/^\s*✘ (Test .+?) recorded an issue at ([^\s:]+\.swift):(\d+):(\d+): (.*)$/#) {
            return CompilerMessage(
                path: String(match.2), line: Int(match.3), column: Int(match.4),
                severity: .error, message: "\(match.1) failed: \(match.5)")
        }
        if let match = line.firstMatch(of: #/^(error|warning): (.*)$/#) {
            return CompilerMessage(path: nil, line: nil, column: nil,
                                   severity: Severity(rawValue: String(match.1)) ?? .error, message: String(match.2))
        }
        return nil
    }

    /// XCTest ends an assertion's message with ` - ` when it has no description of its own.
    private static func trimmed(_ message: Substring) -> String {
        message.hasSuffix(" - ") ? String(message.dropLast(3)) : String(message)
    }

    /// Messages SwiftPM adds after a compiler error, saying only that a step failed.
    package var isFollowUp: Bool {
        path == nil && (message.contains("command failed") || message.hasPrefix("fatalError"))
    }

    /// SwiftPM's word for the steps it stopped once another failed (`error: cancelled`,
    /// seen after about one failing cold build in four): never about the code, so never
    /// an error of its own, whatever else the build printed.
    package var isCancellation: Bool {
        path == nil && (message == "cancelled" || message.hasPrefix("cancelled ") || message.hasPrefix("build cancelled"))
    }
}
