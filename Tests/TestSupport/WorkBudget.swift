#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The guard of the tests that prove an input cannot hang archgen or make it
/// quadratic (a limit's error, a long scalar, deep nesting): the processor time
/// the calling thread spends, not the wall clock, so another build on the same
/// cores does not fail them. Speed itself is measured by `scripts/bench`.
package struct WorkBudget {
    private let started: Double

    /// Starts counting the calling thread's processor time.
    package init() {
        started = Self.threadSeconds()
    }

    /// The thread's processor seconds since `init`.
    package var spent: Double { Self.threadSeconds() - started }

    private static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
