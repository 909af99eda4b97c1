import ArchGenKit
import ArchGenSpec

extension CheckReport {
    /// One JSON document: the status, the modules, every file's state, every
    /// finding (with its diff), the build and the timings.
    var json: JSONValue {
        .object([
            ("status", .int(Int(status.rawValue))),
            ("summary", .string(summary)),
            ("modules", .array(modules.map { module in
                .object([("module", .string(module.name)), ("spec", .string(module.spec)),
                         ("sources", .string(module.sources)), ("tests", .string(module.tests)),
                         ("project", .optional(module.project)),
                         ("notCompiled", .array(module.notCompiled.map { code in
                             .object([("path", .string(code.path)), ("line", .int(code.line)),
                                      ("condition", .string(code.condition))])
                         }))])
            })),
            ("files", .array(files.map { file in
                .object([("path", .string(file.path)), ("module", .string(file.module)),
                         ("ownership", .string(file.ownership.rawValue)), ("state", .string(file.state.rawValue))])
            })),
            ("diagnostics", .array(findings.map { finding in
                let diagnostic = finding.diagnostic
                return .object([
                    ("kind", .string(finding.kind.rawValue)), ("severity", .string(diagnostic.severity.rawValue)),
                    ("path", .string(diagnostic.path)),
                    ("line", diagnostic.location.map { .int($0.line) } ?? .null),
                    ("column", diagnostic.location.map { .int($0.column) } ?? .null),
                    ("message", .string(diagnostic.message)), ("hint", .optional(diagnostic.hint)),
                    ("diff", .optional(finding.diff)),
                ])
            })),
            ("build", build.map { build in
                .object([("succeeded", .bool(build.built)), ("reused", .bool(build.reused)),
                         ("testsPassed", build.testsPassed.map(JSONValue.bool) ?? .null),
                         ("tests", build.tests.map { tests in
                             .object([("ran", .int(tests.ran)), ("passed", .int(tests.passed)),
                                      ("failed", .int(tests.failed)), ("skipped", .int(tests.skipped))])
                         } ?? .null)])
            } ?? .null),
            ("timings", .object(timings.map { ($0.step, .int(Self.milliseconds($0.duration))) })),
        ])
    }

    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…::message`
    /// per finding (a drift's diff in a collapsed group), then the summary.
    var githubCommands: String {
        var lines: [String] = []
        for finding in findings {
            let diagnostic = finding.diagnostic
            var properties = Self.isAboutAFile(diagnostic) ? ["file=" + Self.escapeProperty(diagnostic.path)] : []
            if let location = diagnostic.location {
                properties += ["line=\(location.line)", "col=\(location.column)"]
            }
            properties.append("title=" + Self.escapeProperty("archgen check: \(finding.kind.rawValue)"))
            let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
            var message = diagnostic.message
            if let hint = diagnostic.hint { message += "\nhint: " + hint }
            lines.append("::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))")
            if let diff = finding.diff {
                lines.append("::group::diff of \(diagnostic.path)")
                lines.append(diff.hasSuffix("\n") ? String(diff.dropLast()) : diff)
                lines.append("::endgroup::")
            }
        }
        return (lines + [summary]).joined(separator: "\n")
    }

    /// Workflow-command data: `%`, CR and LF escaped.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow-command property: also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }
}
