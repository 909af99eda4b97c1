import ArchGenSource

/// The text a writing run prints: one line per file, a summary with the time
/// taken (measured by the caller), and in a dry run the diff of each update.
///
///     create     Sources/SignIn/SignInContract.swift
///     unchanged  Sources/SignIn/SignInModels.swift
///     2 created, 5 unchanged (12 ms)
///
/// Labels are padded to the longest label shown, plus two spaces. A dry run
/// says `would create` / `would update`, and its summary says nothing was
/// written. Counts that are zero are left out of the summary.
package struct ActionReport: Sendable {
    package var actions: [FileAction]
    package var dryRun: Bool
    package var elapsed: Duration

    package init(actions: [FileAction], dryRun: Bool = false, elapsed: Duration) {
        self.actions = actions
        self.dryRun = dryRun
        self.elapsed = elapsed
    }

    /// The file lines (with diffs in a dry run) and the summary, each line
    /// ending with a newline.
    package var text: String {
        var text = ""
        let width = (actions.map { label(for: $0).count }.max() ?? 0) + 2
        for action in actions {
            let label = label(for: action)
            // A control character in a folder's name is shown, not sent to the terminal (DiagnosticRenderer's rule).
            var line = label + String(repeating: " ", count: width - label.count) + InvisibleScalar.revealed(action.path)
            if action.overwritesEdits {
                line += dryRun ? "  (overwrites your edits)" : "  (overwrote your edits)"
            } else if action.replacesScaffold {
                line += dryRun ? "  (overwrites)" : "  (overwrote)"
            }
            text += line + "\n"
            if dryRun, action.kind == .update, let old = action.oldContents {
                text += UnifiedDiff.diff(from: old, to: action.contents, path: action.path)
            }
        }
        return text + summary + "\n"
    }

    /// `2 created, 1 updated, 5 unchanged, 1 skipped (12 ms)`.
    package var summary: String {
        var counts: [FileAction.Kind: Int] = [:]  // counted in place: grouping would copy every action
        for action in actions { counts[action.kind, default: 0] += 1 }
        let words: [(FileAction.Kind, String)] = dryRun
            ? [(.create, "to create"), (.update, "to update"), (.unchanged, "unchanged"), (.skip, "skipped"), (.remove, "to remove")]
            : [(.create, "created"), (.update, "updated"), (.unchanged, "unchanged"), (.skip, "skipped"), (.remove, "removed")]
        let parts = words.compactMap { kind, word in counts[kind].map { "\($0) \(word)" } }
        let body = parts.isEmpty ? "no files" : parts.joined(separator: ", ")
        let prefix = dryRun ? "dry run, nothing written: " : ""
        return prefix + body + " (" + Self.format(elapsed) + ")"
    }

    /// The warning shown before `--force` replaces edited scaffold files;
    /// empty when there are none.
    package static func overwriteWarning(for actions: [FileAction]) -> String {
        let paths = actions.filter(\.overwritesEdits).map(\.path)
        if paths.isEmpty { return "" }
        let noun = paths.count == 1 ? "file differs" : "files differ"
        return "--force: \(paths.count) scaffold \(noun) from what archgen would write and will be overwritten:\n"
            + paths.map { "  \(InvisibleScalar.revealed($0))\n" }.joined()
    }

    private func label(for action: FileAction) -> String {
        switch action.kind {
        case .create: dryRun ? "would create" : "create"
        case .update: dryRun ? "would update" : "update"
        case .unchanged: "unchanged"
        case .skip: "skip (exists)"
        case .remove: dryRun ? "would remove" : "remove"
        }
    }

    /// `12 ms` below a second, `1.2 s` from then on (rounded down).
    package static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        if milliseconds < 1000 { return "\(milliseconds) ms" }
        let tenths = milliseconds / 100
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
