import ArchGenSource
import ArchGenSpec

/// What the build check found.
package struct BuildCheckResult: Sendable {
    package var built: Bool
    /// True when nothing changed since the last successful build, which was
    /// reused instead of running `swift build`.
    package var reused = false
    /// Nil when the tests did not run.
    package var testsPassed: Bool?
    /// How many tests ran, passed and failed; nil when they did not run.
    package var tests: TestCounts?
    /// The compiler's errors, warnings and notes, about the user's files.
    package var buildDiagnostics: [Diagnostic] = []
    /// The tests' failures.
    package var testDiagnostics: [Diagnostic] = []
    package var buildDuration: Duration
    package var testDuration: Duration?

    package init(built: Bool, testsPassed: Bool? = nil, buildDuration: Duration) {
        self.built = built
        self.testsPassed = testsPassed
        self.buildDuration = buildDuration
    }

    package var succeeded: Bool { built && testsPassed != false }

    /// This result and `other`'s (another sandbox's) together: built and
    /// reused only if both were, tests passed only if both passed, their
    /// diagnostics, counts and times added up.
    package func merged(with other: BuildCheckResult) -> BuildCheckResult {
        var result = BuildCheckResult(built: built && other.built, buildDuration: buildDuration + other.buildDuration)
        result.reused = reused && other.reused
        result.testsPassed = testsPassed.map { passed in other.testsPassed.map { passed && $0 } ?? passed } ?? other.testsPassed
        result.tests = tests.map { counts in other.tests.map { counts + $0 } ?? counts } ?? other.tests
        result.buildDiagnostics = buildDiagnostics + other.buildDiagnostics
        result.testDiagnostics = testDiagnostics + other.testDiagnostics
        result.testDuration = testDuration.map { duration in other.testDuration.map { duration + $0 } ?? duration } ?? other.testDuration
        return result
    }
}
