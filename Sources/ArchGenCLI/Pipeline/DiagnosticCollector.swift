import ArchGenSource
import ArchGenSpec
import Foundation

/// Where a console sends diagnostics instead of printing them, while a
/// `Generation` plans: they become the plan's, in the order found, for the
/// caller to print (or assert) once planning ends.
final class DiagnosticCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [Diagnostic] = []

    func append(_ diagnostics: [Diagnostic]) {
        lock.withLock { collected += diagnostics }
    }

    var diagnostics: [Diagnostic] {
        lock.withLock { collected }
    }
}
