/// A project's conventions for one style (archgen.yml's `styles: <style>:`):
/// what every spec of that style gets unless it says otherwise. A nil
/// setting keeps the style's built-in one.
package struct StyleSettings: Equatable, Sendable {
    /// `isolation:` (a spec's own `isolation:` wins).
    package var isolation: Isolation?
    /// `protocols:` and `doubles:`: the names of the style's protocols and test doubles.
    package var names: NamePatterns
    /// `wiring:`: how the links, the input and the services are held.
    package var wiring: WiringSettings
    /// `keep:`: the protocols declared, empty, when a spec leaves their lists out
    /// (a team's `protocol MainRoutingLogic {}`), by key.
    package var keep: [String]
    /// `entryPoint:`: what the UIKit entry point returns (nil: `presented`).
    package var entryPoint: EntryPointResult?
    /// `binding:`: how the view is told what to show (`ViewBinding`; nil: the manifest's first).
    package var binding: ViewBinding?

    package init(
        isolation: Isolation? = nil, names: NamePatterns = NamePatterns(), wiring: WiringSettings = WiringSettings(), keep: [String] = [],
        entryPoint: EntryPointResult? = nil
    ) {
        self.isolation = isolation
        self.names = names
        self.wiring = wiring
        self.keep = keep
        self.entryPoint = entryPoint
    }
}
