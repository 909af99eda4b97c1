/// A project's wiring of a style's actors (archgen.yml's `styles: <style>:
/// wiring:`): for each link, by `holder.property` as archgen names it
/// (`interactor.output`), the property's own name, its optionality (`?`,
/// `!`, or none: injected through `init`), and, in VIPER, whether the
/// holder's protocol declares it.
public struct WiringSettings: Equatable, Sendable {
    /// How a link's property is typed, and so how it is set.
    public enum Optionality: String, Equatable, Sendable, CaseIterable {
        /// `var interactor: (any X)?`, set by the assembly.
        case optional = "?"
        /// `var interactor: (any X)!`, set by the assembly.
        case implicitlyUnwrapped = "!"
        /// `let interactor: any X` (`var` where a protocol declares it), passed to the holder's `init`.
        case nonOptional = "none"
    }

    public struct Link: Equatable, Sendable {
        /// The property's name (`presenter` for the interactor's `output`).
        public var property: String?
        /// `?`, `!` or none; a weak link is always `?`.
        public var optionality: Optionality?
        /// Whether the holder's protocol declares the property (its spy then has it too); VIPER only.
        public var isDeclared: Bool?

        public init(property: String? = nil, optionality: Optionality? = nil, isDeclared: Bool? = nil) {
            self.property = property
            self.optionality = optionality
            self.isDeclared = isDeclared
        }
    }

    /// A link a style's actors hold, as archgen names it.
    public struct LinkRule: Equatable, Sendable {
        /// `holder.property`: `presenter.interactor`.
        public var key: String
        /// Held weakly (styles.md's memory rules): always optional.
        public var isWeak: Bool
        /// Held by the view layer, which UIKit, SwiftUI or the caller creates: never injected through `init`.
        public var isHeldByView: Bool
        /// Without a setting: `?` for a weak link and VIP's view controller's, `!` for the others.
        public var defaultOptionality: Optionality

        public var holder: String { String(key.split(separator: ".")[0]) }
        /// The holder in words: `view controller`.
        public var holderTitle: String {
            holder.reduce(into: "") { title, character in title += character.isUppercase ? " " + character.lowercased() : String(character) }
        }
        public var property: String { String(key.split(separator: ".")[1]) }
    }

    /// By link key (`LinkRule.key`).
    public var links: [String: Link]

    public init(links: [String: Link] = [:]) {
        self.links = links
    }

    /// The links of a style a project may set.
    public static func linkRules(of style: Style) -> [LinkRule] {
        func rule(_ key: String, weak: Bool = false, view: Bool = false, optional: Bool = false) -> LinkRule {
            LinkRule(key: key, isWeak: weak, isHeldByView: view, defaultOptionality: weak || optional ? .optional : .implicitlyUnwrapped)
        }
        switch style {
        case .viper:
            return [
                rule("view.presenter", view: true), rule("presenter.view", weak: true), rule("presenter.interactor"),
                rule("presenter.router"), rule("presenter.delegate", weak: true), rule("interactor.output", weak: true),
                rule("router.view", weak: true),
            ]
        case .viperS:
            return [
                rule("scene.eventsHandler", view: true), rule("director.ui", weak: true), rule("director.dataManager"),
                rule("director.navigator"), rule("director.delegate", weak: true), rule("worker.presenter", weak: true),
                rule("navigator.scene", weak: true),
            ]
        case .vip:
            return [
                rule("viewController.interactor", view: true, optional: true), rule("viewController.router", view: true, optional: true),
                rule("interactor.presenter"), rule("interactor.delegate", weak: true),
                rule("presenter.viewController", weak: true), rule("router.viewController", weak: true),
            ]
        }
    }

    /// Whether the style's protocols declare its links (VIPER's do; the others' actors hold them).
    public static func declaresLinks(_ style: Style) -> Bool { style == .viper }
}
