/// Unified diff text, as `diff -u` and `git diff` print it:
///
///     --- a/Sources/SignIn/SignInContract.swift
///     +++ b/Sources/SignIn/SignInContract.swift
///     @@ -3,7 +3,8 @@
///      context
///     -old line
///     +new line
///
/// Hunks keep `context` unchanged lines around each change and merge when
/// two changes are at most `2 * context` lines apart. A last line without a
/// newline is followed by `\ No newline at end of file`. Identical texts give
/// the empty string.
package enum UnifiedDiff {
    /// The diff with the labels `a/<path>` and `b/<path>`.
    package static func diff(from old: String, to new: String, path: String, context: Int = 3) -> String {
        diff(from: old, to: new, oldLabel: "a/" + path, newLabel: "b/" + path, context: context)
    }

    package static func diff(
        from old: String, to new: String, oldLabel: String, newLabel: String, context: Int = 3
    ) -> String {
        let context = max(0, context)
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        func number(_ line: ArraySlice<UInt8>) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let changes = LineDiff(old: oldLines.map(number), new: newLines.map(number))
        let edits = script(changes, oldCount: oldLines.count, newCount: newLines.count)
        let groups = changeGroups(edits, context: context)
        if groups.isEmpty { return "" }

        var text = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for group in groups {
            let range = max(0, group.first - context)...min(edits.count - 1, group.last + context)
            let hunk = edits[range]
            let oldCount = hunk.filter { $0.old != nil }.count
            let newCount = hunk.filter { $0.new != nil }.count
            let oldStart = hunk.first!.oldBefore + (oldCount == 0 ? 0 : 1)
            let newStart = hunk.first!.newBefore + (newCount == 0 ? 0 : 1)
            text += "@@ -\(span(oldStart, oldCount)) +\(span(newStart, newCount)) @@\n"
            for edit in hunk {
                let (marker, line): (String, ArraySlice<UInt8>) = switch (edit.old, edit.new) {
                case (let i?, nil): ("-", oldLines[i])
                case (nil, let j?): ("+", newLines[j])
                default: (" ", oldLines[edit.old!])
                }
                text += marker + String(decoding: line, as: UTF8.self)
                if line.last != UInt8(ascii: "\n") {
                    text += "\n\\ No newline at end of file\n"
                }
            }
        }
        return text
    }

    /// One step of the edit script: a kept line has both indices, a deleted
    /// line only `old`, an inserted line only `new`. `oldBefore`/`newBefore`
    /// count the lines of each side before this step.
    private struct Edit {
        var old: Int?
        var new: Int?
        var oldBefore: Int
        var newBefore: Int

        var isChange: Bool { old == nil || new == nil }
    }

    /// The edit script in order, each run of changes deletions first.
    private static func script(_ changes: LineDiff, oldCount: Int, newCount: Int) -> [Edit] {
        var edits: [Edit] = []
        var (i, j) = (0, 0)
        while i < oldCount || j < newCount {
            if i < oldCount && changes.deleted[i] {
                edits.append(Edit(old: i, new: nil, oldBefore: i, newBefore: j))
                i += 1
            } else if j < newCount && changes.inserted[j] {
                edits.append(Edit(old: nil, new: j, oldBefore: i, newBefore: j))
                j += 1
            } else {
                edits.append(Edit(old: i, new: j, oldBefore: i, newBefore: j))
                i += 1
                j += 1
            }
        }
        return edits
    }

    /// Positions (in the script) of the first and last change of each hunk.
    private static func changeGroups(_ edits: [Edit], context: Int) -> [(first: Int, last: Int)] {
        var groups: [(first: Int, last: Int)] = []
        for index in edits.indices where edits[index].isChange {
            if let last = groups.last?.last, index - last - 1 <= 2 * context {
                groups[groups.count - 1].last = index
            } else {
                groups.append((index, index))
            }
        }
        return groups
    }

    /// `start,count`, or just `start` for one line.
    private static func span(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    /// The lines of `text`, each with its newline (the last may lack one).
    private static func lines(of text: String) -> [ArraySlice<UInt8>] {
        let bytes = Array(text.utf8)
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }
}
