import ArchGenSource
import ArchGenSpec

/// One thing `archgen check` reports: a diagnostic, what kind of problem it
/// is, and for a drifted file the diff that would bring it up to date.
package struct CheckFinding: Equatable, Sendable {
    package enum Kind: String, Sendable, CaseIterable {
        /// The spec (or archgen.yml) is invalid.
        case spec
        /// A generated file differs from what its spec generates.
        case drift
        /// A generated file, or a scaffold file (the user's), is missing.
        case missing
        /// A module's file is not in its Xcode target, or is in the wrong
        /// one; or the Xcode project cannot be read.
        case project
        /// A module's target is missing from the package's manifest, or is
        /// of another kind or at another folder; or the manifest cannot be read.
        case manifest
        /// The compiler's error, warning or note.
        case compile
        /// A test that failed (`--run-tests`).
        case test
        /// The check could not run: no toolchain, no sandbox.
        case environment
        /// A generated file no spec generates any more (its spec was deleted or renamed).
        case orphan
        /// A path named on the command line selects nothing: it is nowhere,
        /// or no spec and no module's files are there.
        case selection
        /// A note: code of a module that this build does not compile
        /// (`#if canImport(UIKit)` on Linux).
        case notCompiled = "not-compiled"
    }

    package var kind: Kind
    package var diagnostic: Diagnostic
    /// For `drift`: the unified diff from the file on disk to the generated one.
    package var diff: String?

    package init(kind: Kind, diagnostic: Diagnostic, diff: String? = nil) {
        self.kind = kind
        self.diagnostic = diagnostic
        self.diff = diff
    }

    package var isError: Bool { diagnostic.severity == .error }
}
