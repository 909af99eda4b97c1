/// A project's conventions for one style (archgen.yml's `styles: <style>:`):
/// what every spec of that style gets unless it says otherwise. A nil
/// setting keeps the style's built-in one.
public struct StyleSettings: Equatable, Sendable {
    /// `isolation:` (a spec's own `isolation:` wins).
    public var isolation: Isolation?
    /// `protocols:` and `doubles:`: the names of the style's protocols and test doubles.
    public var names: NamePatterns
    /// `wiring:`: the links' properties (VIPER's).
    public var wiring: WiringSettings

    public init(isolation: Isolation? = nil, names: NamePatterns = NamePatterns(), wiring: WiringSettings = WiringSettings()) {
        self.isolation = isolation
        self.names = names
        self.wiring = wiring
    }
}
