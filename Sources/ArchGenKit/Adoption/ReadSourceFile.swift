import Foundation
import ArchGenSpec

/// One Swift file of a module as `adopt` reads it: its text, its outline
/// (`SwiftOutline`), and whether it is a test file.
package struct ReadSourceFile: Sendable {
    /// The path as given, relative to the current folder.
    package var path: String
    package var text: String
    package var isTest: Bool
    package var outline: SwiftOutline
    private var lines: [Substring]

    /// Reads `text`; throws where the outline cannot be read (an unterminated string or comment).
    package init(path: String, text: String, isTest: Bool) throws(DeclarationError) {
        self.path = path
        self.text = text
        self.isTest = isTest
        outline = try SwiftOutline.parse(text)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Line `number` (from 1) as a place for a note.
    func place(ofLine number: Int) -> DeclarationPlace {
        DeclarationPlace(path: path, line: number, sourceLine: number >= 1 && number <= lines.count ? String(lines[number - 1]) : "")
    }

    /// The text of `range` (1-based lines), each line's `//` comment left out, joined by spaces.
    func code(of range: ClosedRange<Int>) -> String {
        range.compactMap { number -> String? in
            guard number >= 1, number <= lines.count else { return nil }
            var line = String(lines[number - 1])
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : trimmed
        }.joined(separator: " ")
    }

    /// A member's code; in a type written on one line (`protocol P { func a(); var b: Int { get } }`),
    /// only its own part of the body, which `;` separates.
    func code(of member: SwiftOutline.Member, in declaration: SwiftOutline.TypeDeclaration) -> String {
        let line = code(of: member.lines)
        guard declaration.lines.count == 1, let open = line.firstIndex(of: "{"), let close = line.lastIndex(of: "}"), open < close
        else { return line }
        let parts = line[line.index(after: open)..<close].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        let introducers = member.name == "init" ? ["init"] : ["func", "var", "let", "case"].map { $0 + " " + member.name }
        return parts.first { part in introducers.contains { part.hasPrefix($0) || part.contains(" " + $0) } } ?? line
    }

    /// A type's attributes and modifiers, written before its keyword (`@MainActor`, `final`, `public`).
    func attributes(of declaration: SwiftOutline.TypeDeclaration) -> [String] {
        let words = code(of: declaration.lines.lowerBound...declaration.openingLine).split(separator: " ").map(String.init)
        guard let keyword = words.firstIndex(of: declaration.keyword) else { return [] }
        return Array(words[..<keyword])
    }
}
