/// A project's conventions for one style (archgen.yml's `styles: <style>:`):
/// what every spec of that style gets unless it says otherwise. A nil
/// setting keeps the style's built-in one.
public struct StyleSettings: Equatable, Sendable {
    /// `isolation:` (a spec's own `isolation:` wins).
    public var isolation: Isolation?
    /// `protocols:` and `doubles:`: the names of the style's protocols and test doubles.
    public var names: NamePatterns

    public init(isolation: Isolation? = nil, names: NamePatterns = NamePatterns()) {
        self.isolation = isolation
        self.names = names
    }
}
