/// What the last successful build of a sandbox was built from, and what it
/// printed: kept in the package's `.build` folder (so removing `.build`
/// forgets it), removed before each build, written when one succeeds.
///
///     archgen build record 1
///     <fingerprint>
///     <swift build's output>
package struct BuildRecord: Equatable, Sendable {
    static let header = "archgen build record 1"

    package var fingerprint: String
    /// The build's output, for its warnings.
    package var output: String

    package init(fingerprint: String, output: String) {
        self.fingerprint = fingerprint
        self.output = output
    }

    package var text: String {
        Self.header + "\n" + fingerprint + "\n" + output
    }

    /// Parses `text`; nil unless it is a record of this format.
    package init?(text: String) {
        let parts = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] == Self.header, !parts[1].isEmpty else { return nil }
        self.init(fingerprint: String(parts[1]), output: parts.count == 3 ? String(parts[2]) : "")
    }
}
