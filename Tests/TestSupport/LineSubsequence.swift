/// Whether every line of a text is in another, byte for byte and in order:
/// what "only lines were inserted" means for a file archgen edits in place.
package enum LineSubsequence {
    /// Whether each line of `part` (split at LF, `\r` kept) is a line of `whole`, in order.
    package static func holds(_ part: some Collection<UInt8>, in whole: some Collection<UInt8>) -> Bool {
        let wholeLines = Array(whole).split(separator: 0x0A, omittingEmptySubsequences: false)
        var remaining = wholeLines[...]
        for line in Array(part).split(separator: 0x0A, omittingEmptySubsequences: false) {
            guard let index = remaining.firstIndex(of: line) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }
}
