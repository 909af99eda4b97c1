/// What every stage's error type offers: a message tied to a place in the source.
///
/// Each stage (reading, YAML syntax, Swift declarations, spec validation) has
/// its own error type conforming to this protocol; `Diagnostic` turns any of
/// them into one printable shape, and `DiagnosticRenderer` prints it.
package protocol LocatedError: Error, Sendable {
    var message: String { get }
    var location: SourceLocation { get }
    /// A suggestion shown under the caret ("did you mean 'style'?").
    var hint: String? { get }
}

extension Array where Element: LocatedError {
    /// Source order; two at one place keep the order they were found in.
    package func sortedByLocation() -> [Element] {
        enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }
}
