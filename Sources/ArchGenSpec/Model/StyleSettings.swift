/// A project's conventions for one style (archgen.yml's `styles: <style>:`):
/// what every spec of that style gets unless it says otherwise. A nil
/// setting keeps the style's built-in one.
public struct StyleSettings: Equatable, Sendable {
    /// `isolation:` (a spec's own `isolation:` wins).
    public var isolation: Isolation?

    public init(isolation: Isolation? = nil) {
        self.isolation = isolation
    }
}
