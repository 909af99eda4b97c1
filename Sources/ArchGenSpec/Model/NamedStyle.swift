/// A style a spec can name (`style:`, `defaults: style:`, `--style`): a
/// built-in one, or a project's own, derived from a built-in in archgen.yml
/// (`styles: teamViper: {base: viper, ...}`). A project's style is rendered
/// by its base's render model with its own conventions, and with its own
/// templates folder, if it names one, over the base's templates.
public struct NamedStyle: Equatable, Sendable {
    /// The name a spec writes: `viper`, or the project's `teamViper`.
    public var name: String
    /// The built-in style it is (or derives from).
    public var base: Style
    /// Its conventions: archgen.yml's entry for it; empty for a built-in without one.
    public var settings: StyleSettings
    /// A project's style's templates folder (`templates:`), as archgen.yml
    /// writes it: `Presenter.stencil` there replaces `<base>/Presenter`, and
    /// `shared/TestDouble.stencil` replaces `shared/TestDouble`.
    public var templates: String?
    /// Where a project's style is named in archgen.yml; nil for a built-in.
    public var location: SourceLocation?

    public init(
        name: String, base: Style, settings: StyleSettings = StyleSettings(), templates: String? = nil,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.base = base
        self.settings = settings
        self.templates = templates
        self.location = location
    }

    /// Whether it is one of archgen's own styles, not a project's (whose names differ from theirs).
    public var isBuiltIn: Bool { Style(rawValue: name) == base }
}

extension SpecDefaults {
    /// The style `name` names: a built-in with archgen.yml's conventions for
    /// it, or one of the project's own; nil when there is none of that name.
    public func style(named name: String) -> NamedStyle? {
        if let style = Style(rawValue: name) {
            return NamedStyle(name: name, base: style, settings: styles[style] ?? StyleSettings())
        }
        return ownStyles.first { $0.name == name }
    }

    /// The style a spec that names none gets: `defaults: style:`, else `viper`.
    public var defaultStyle: NamedStyle {
        styleName.flatMap(style(named:)) ?? style(named: (style ?? .viper).rawValue)!
    }

    /// Every name a spec can give `style:`: the built-ins, then the project's own.
    public var styleNames: [String] {
        Style.allCases.map(\.rawValue) + ownStyles.map(\.name)
    }

    /// What an unknown style name is told: the near miss, else every name.
    public func unknownStyleHint(for name: String) -> String {
        if let nearMiss = NearMiss.hint(for: name, in: styleNames) { return nearMiss }
        let builtIn = Style.allCases.map(\.rawValue).joined(separator: ", ")
        guard !ownStyles.isEmpty else { return "use one of: \(builtIn)" }
        return "use one of: \(builtIn) (built-in), " + ownStyles.map(\.name).joined(separator: ", ") + " (archgen.yml)"
    }
}
