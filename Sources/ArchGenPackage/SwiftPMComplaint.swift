import ArchGenSource
import ArchGenSpec

/// Why SwiftPM could not evaluate a manifest, read from what it printed:
/// the compiler's errors in the manifest (`Package.swift:4:22: error: ...`),
/// a crash of the manifest (`Package.swift:3: Fatal error: ...`), or
/// SwiftPM's own (`error: 'app': duplicate target named 'Cart'`), without
/// the command lines and backtraces around them.
struct SwiftPMComplaint: Equatable {
    struct Message: Equatable {
        var text: String
        var line: Int?
        var column: Int?
    }

    /// Each error, in the order printed, the manifest's own first.
    var messages: [Message]

    init(output: String) {
        var located: [Message] = [], general: [Message] = []
        for line in output.split(separator: "\n").map(String.init) {
            if let message = Self.located(line) {
                located.append(message)
            } else if line.hasPrefix("error: "), let text = Self.general(String(line.dropFirst("error: ".count))) {
                general.append(Message(text: text))
            }
        }
        // "Invalid manifest" only announces the compiler's errors.
        messages = located + (located.isEmpty ? general : general.filter { $0.text != "Invalid manifest" })
        if messages.isEmpty {
            let last = output.split(separator: "\n").last.map(String.init) ?? "no output"
            messages = [Message(text: "swift package dump-package failed: " + last)]
        }
    }

    /// `…/Package.swift:4:22: error: text` or `…/Package.swift:3: Fatal error: text`.
    private static func located(_ line: String) -> Message? {
        guard let range = line.firstRange(of: "Package.swift:") else { return nil }
        var rest = line[range.upperBound...]
        let lineNumber = Int(rest.prefix { $0.isNumber })
        rest = rest.drop { $0.isNumber }
        var column: Int?
        if rest.hasPrefix(":"), rest.dropFirst().first?.isNumber == true {
            rest = rest.dropFirst()
            column = Int(rest.prefix { $0.isNumber })
            rest = rest.drop { $0.isNumber }
        }
        for marker in [": error: ", ": Fatal error: "] where rest.hasPrefix(marker) {
            guard let lineNumber else { return nil }
            let text = rest.dropFirst(marker.count)
            return Message(text: marker == ": Fatal error: " ? "the manifest stopped: " + text : String(text), line: lineNumber, column: column)
        }
        return nil
    }

    /// SwiftPM's own error, without the package's name before it and the
    /// compiler's command line after it; nil for its summary lines.
    private static func general(_ text: String) -> String? {
        var text = Substring(text)
        if text.hasPrefix("invalid manifests at") { return nil }
        if text.hasPrefix("'"), let close = text.dropFirst().firstIndex(of: "'"),
           text[close...].hasPrefix("': ") {
            text = text[text.index(close, offsetBy: 3)...]
        }
        if let commandLine = text.firstRange(of: " (compiled with:") { text = text[..<commandLine.lowerBound] }
        return String(text)
    }
}

extension ManifestError {
    /// A manifest SwiftPM cannot evaluate, from what it printed: its first
    /// complaint at the line it names (else at `fallback`), the others in the hint.
    static func swiftPMRejection(_ output: String, fallback: SourceLocation) -> ManifestError {
        let complaint = SwiftPMComplaint(output: output)
        let first = complaint.messages[0]
        let location = first.line.map { SourceLocation(line: $0, column: first.column ?? 1) } ?? fallback
        let others = complaint.messages.dropFirst().map(\.text)
        return ManifestError(
            "SwiftPM cannot evaluate the manifest: " + first.text, at: location,
            hint: others.isEmpty ? "fix the manifest first: `swift package dump-package` shows the same" : "SwiftPM also says: " + others.joined(separator: "; "))
    }
}
