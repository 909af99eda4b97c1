@testable import ArchGenSpec
import Foundation
import TestSupport

/// A fenced code block of README.md or Docs/*.md, and what kind of example
/// it is. The fence's first word is its language; a further word marks a
/// block that is deliberately partial: ```` ```yaml fragment ```` (a part of
/// a spec that needs the rest of a project to be valid: it is only read as YAML),
/// or invalid: ```` ```yaml error ````, followed by the block of its diagnostics.
struct DocExample {
    enum Kind: String, CaseIterable {
        /// A whole spec (`module:`), or part of one (completed with `module:`).
        case spec
        /// An archgen.yml, or some of its keys.
        case settings
        /// A style's manifest (`style.yml`).
        case manifest
        /// `archgen` command lines: a shell session's, a transcript's (`$ archgen`), a CI workflow's (`run: archgen`).
        case commands
        /// Anything else: output, Swift, another tool's YAML or commands.
        case other
    }

    /// `Docs/spec.md:16`: where the block's opening fence is.
    var place: String
    var language: String
    var markers: [String]
    /// The block's lines, without the fence's indentation.
    var text: String

    var isFragment: Bool { markers.contains("fragment") }

    /// ```` ```yaml error ````: an invalid example, followed by the block of what archgen says of it.
    var isError: Bool { markers.contains("error") }

    /// The top-level keys of a YAML block (`module`, `styles`), in order.
    var topLevelKeys: [String] {
        text.split(separator: "\n").compactMap { line in
            guard let first = line.first, first.isLetter, let colon = line.firstIndex(of: ":") else { return nil }
            let key = line[..<colon]
            guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
            let rest = line[line.index(after: colon)...]
            return rest.isEmpty || rest.first == " " ? String(key) : nil
        }
    }

    /// The `archgen` command lines of a shell block, each without its comment;
    /// those of a transcript (`$ archgen new Cart`, then its output); those
    /// a CI workflow runs (`run: archgen check --format github`).
    var commandLines: [String] {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let commands: [String]
        switch language {
        case "sh": commands = lines
        case "yaml":
            commands = lines.map { $0.hasPrefix("- ") ? String($0.dropFirst(2)) : $0 }.filter { $0.hasPrefix("run: ") }.map { String($0.dropFirst(5)) }
        default: commands = lines.filter { $0.hasPrefix("$ ") }.map { String($0.dropFirst(2)) }
        }
        return commands.map(DocExample.withoutComment).filter { $0.hasPrefix("archgen ") || $0 == "archgen" }
    }

    /// Lines that run archgen some other way (the SwiftPM plugin, `swift run`): not run here.
    var indirectCommandLines: [String] {
        guard language == "sh" else { return [] }
        return text.split(separator: "\n").map { DocExample.withoutComment(String($0)) }
            .filter { !$0.hasPrefix("archgen") && $0.contains(" archgen ") }
    }

    var kind: Kind {
        switch language {
        case "sh": return commandLines.isEmpty && indirectCommandLines.isEmpty ? .other : .commands
        case "yaml":
            // The kind whose top-level keys the block uses most; none of archgen's:
            // another tool's YAML, whose archgen commands (a CI workflow's) are run.
            let keys = topLevelKeys
            if keys.contains("module") { return .spec }
            if keys.contains("title") || keys.contains("lists") { return .manifest }
            let scores = [(Kind.spec, Self.specKeys), (.settings, Self.settingsKeys), (.manifest, Self.manifestKeys)]
                .map { kind, accepted in (kind, keys.filter(accepted.contains).count) }
            guard let best = scores.max(by: { $0.1 < $1.1 }), best.1 > 0 else { return commandLines.isEmpty ? .other : .commands }
            return best.0
        default: return commandLines.isEmpty ? .other : .commands
        }
    }

    private static let specKeys = Set(SpecBuilder.acceptedKeys.filter { $0.place.isEmpty }.flatMap(\.keys))
    private static let settingsKeys = Set(ProjectSettingsBuilder.acceptedKeys.filter { $0.place.isEmpty }.flatMap(\.keys))
    private static let manifestKeys = Set(StyleManifestBuilder.acceptedKeys.filter { $0.place.isEmpty }.flatMap(\.keys))

    /// `archgen check   # every module` → `archgen check`: a `#` after a space, outside quotes, starts a comment.
    static func withoutComment(_ line: String) -> String {
        var kept = "", quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", kept.isEmpty || kept.last == " " {
                break
            }
            kept.append(character)
        }
        return kept.trimmingCharacters(in: .whitespaces)
    }

    /// Every fenced block of README.md and Docs/*.md, in file order.
    static func all() throws -> [DocExample] {
        let root = Fixtures.packageRoot
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        return try (["README.md"] + docs).flatMap { path in
            blocks(in: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8), file: path)
        }
    }

    /// The fenced blocks of `markdown`; a fence may be indented (in a list), and its lines lose that indentation.
    static func blocks(in markdown: String, file: String) -> [DocExample] {
        var found: [DocExample] = []
        var open: (line: Int, indent: Int, info: [String], lines: [String])?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            if var block = open {
                if trimmed == "```" && indent == block.indent {
                    found.append(DocExample(place: "\(file):\(block.line)", language: block.info.first ?? "",
                                            markers: Array(block.info.dropFirst()), text: block.lines.joined(separator: "\n") + "\n"))
                    open = nil
                } else {
                    block.lines.append(String(line.dropFirst(min(indent, block.indent))))
                    open = block
                }
            } else if trimmed.hasPrefix("```") {
                open = (index + 1, indent, trimmed.dropFirst(3).split(separator: " ").map(String.init), [])
            }
        }
        return found
    }
}
