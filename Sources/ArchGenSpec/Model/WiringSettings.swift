/// A project's wiring of a style's actors (archgen.yml's `styles: viper:
/// wiring:`): for each link, by `holder.property` as archgen names it
/// (`interactor.output`), the property's own name, whether it is optional
/// (`?`) rather than implicitly unwrapped (`!`), and whether the holder's
/// protocol declares it. VIPER's links only, the style that declares them.
public struct WiringSettings: Equatable, Sendable {
    public struct Link: Equatable, Sendable {
        /// The property's name (`presenter` for the interactor's `output`).
        public var property: String?
        /// `?` (true) or `!` (false); a weak link is always `?`.
        public var isOptional: Bool?
        /// Whether the holder's protocol declares the property (its spy then has it too).
        public var isDeclared: Bool?

        public init(property: String? = nil, isOptional: Bool? = nil, isDeclared: Bool? = nil) {
            self.property = property
            self.isOptional = isOptional
            self.isDeclared = isDeclared
        }
    }

    /// By link key (`VIPERLinks`).
    public var links: [String: Link]

    public init(links: [String: Link] = [:]) {
        self.links = links
    }

    /// VIPER's links a project may set: key, whether weak.
    public static let viperLinks: [(key: String, isWeak: Bool)] = [
        ("view.presenter", false), ("presenter.view", true), ("presenter.interactor", false), ("presenter.router", false),
        ("interactor.output", true),
    ]
}
