import ArchGenKit
import ArchGenSource
import ArchGenSpec

extension ModuleRename {
    /// `from` written as `text` at `to` (edited in place when it is the same
    /// path), with the diff shown first; each time only while it still has `basis`.
    mutating func move(_ from: String, to: String, text: String, basis: [UInt8], ownership: PlannedFile.Ownership) {
        let old = String(decoding: basis, as: UTF8.self)
        if Path.normalized(from) == Path.normalized(to) {
            guard !basis.isUTF8(of: text) else { return }
            files.append(PlannedFile(path: to, contents: text, ownership: ownership, basis: basis))
            diff += UnifiedDiff.diff(from: old, to: text, path: to)
            return
        }
        files.append(PlannedFile(path: to, contents: text, ownership: ownership))
        files.append(.removal(of: from, basis: basis))
        moves.append((from, to))
        diff += "rename \(from) → \(to)\n"
        if ownership == .scaffold { diff += UnifiedDiff.diff(from: old, to: text, oldLabel: "a/" + from, newLabel: "b/" + to) }
    }

    /// A scaffold file's text with archgen's names renamed, and its header's
    /// spec (`headers`); as it is, with a note, when it cannot be read.
    mutating func renamed(_ text: String, path: String, headers: (from: String, to: String)?) -> String {
        var result: String
        do throws(DeclarationError) {
            result = try SwiftWords.renaming(names, in: text)
        } catch {
            notes.append(Diagnostic(
                severity: .warning, message: "archgen cannot read this file, and moved it without renaming its names", path: path))
            result = text
        }
        if let headers, let newline = result.firstIndex(of: "\n"), let range = result[..<newline].range(of: headers.from) {
            result.replaceSubrange(range, with: headers.to)
        }
        return result
    }

    /// A note at the first use of one of archgen's old names in the code of
    /// a Swift file, or outside the comments of a spec (the module's bare
    /// name left out: a spec names other modules by their types): the team's
    /// file, or another spec, must follow by hand.
    mutating func noteOldNames(in text: String, path: String, module: String) {
        if path.hasSuffix(".swift") {
            guard let use = SwiftWords.firstUse(of: Set(names.keys), in: text) else { return }
            note(use.word, at: path, line: use.line, column: use.column, text: text)
            return
        }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.prefix { $0 != "#" }
            let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            guard let word = words.first(where: { names[$0] != nil && $0 != module }) else { continue }
            note(word, at: path, line: index + 1, column: column(of: word, in: line), text: text)
            return
        }
    }

    /// A note at each line of the package manifest naming one of the
    /// module's old targets (`"Home"`): archgen adds targets to a manifest,
    /// and never renames or removes one (`generate` adds the new ones).
    mutating func notePackageTargets(_ old: [String], renamedTo new: [String], in text: String, path: String) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for (target, renamed) in zip(old, new) {
                guard let range = line.firstRange(of: "\"\(target)\"") else { continue }
                notes.append(Diagnostic(
                    severity: .warning, message: "target '\(target)' is now '\(renamed)', in \(renamed == new[0] ? "Sources" : "Tests")/\(renamed)",
                    path: path, location: SourceLocation(line: index + 1, column: line.unicodeScalars.distance(
                        from: line.startIndex, to: range.lowerBound) + 1),
                    sourceLine: String(line), hint: "rename it in the manifest (archgen adds targets, and never renames one)"))
            }
        }
    }

    private mutating func note(_ word: String, at path: String, line: Int, column: Int, text: String) {
        let sourceLine = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(line - 1).first.map(String.init)
        notes.append(Diagnostic(
            severity: .note, message: "\(word) is now \(names[word]!): archgen changes only files it created; change this one",
            path: path, location: SourceLocation(line: line, column: column), sourceLine: sourceLine))
    }

    private func column(of word: String, in line: Substring) -> Int {
        guard let range = line.range(of: word) else { return 1 }
        return line.unicodeScalars.distance(from: line.startIndex, to: range.lowerBound) + 1
    }
}
