/// "Did you mean ...?": the closest of a set of known words to a misspelt one.
package enum NearMiss {
    /// The candidate closest to `word` by edit distance, if close enough to be
    /// a likely typo (a difference in case or punctuation only always is:
    /// `viperS` → `viper-s`).
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        let foldedWord = folded(word)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            if folded(candidate) == foldedWord { return candidate }
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= max(1, min(word.count, candidate.count) / 3), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The hint text for `closest`, or nil when nothing is close.
    package static func hint(for word: String, in candidates: some Sequence<String>) -> String? {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// Lowercased letters and digits only.
    private static func folded(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { $0.isAlphabetic || $0.properties.numericType != nil })
    }

    /// Levenshtein distance, with a transposition counting as one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
