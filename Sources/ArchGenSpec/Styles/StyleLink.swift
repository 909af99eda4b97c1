/// A reference from one actor to another's protocol (styles.md's memory
/// rules): `presenter.view`, weak; `presenter.interactor`, strong.
package struct StyleLink: Equatable, Sendable {
    /// The actor holding it (`presenter`), or the view's holder (`view`).
    package var holder: String
    /// The property archgen names it (`view`); archgen.yml's `wiring:` may rename it.
    package var property: String
    /// The protocol keys it points to; several make a composition
    /// (VIP's view controller holds its router as routing logic and data passing).
    /// A link whose protocols are all left out is not held.
    package var targets: [String]
    package var isWeak: Bool
    /// `?`, `!`, or none (injected through `init`) unless the project says otherwise.
    package var defaultOptionality: WiringSettings.Optionality
    /// The protocol that declares it as a requirement (VIPER's wiring), nil when only its holder has it.
    package var declaredIn: String?
    /// Declared `{ get }` rather than `{ get set }` (VIP's data passing).
    package var isReadOnly: Bool
    /// Whether the view holds it: the view is created outside the assembly.
    package var isHeldByView: Bool
    /// The platform type it holds the view as (`UIViewController`), inside
    /// `#if canImport(UIKit)`; nil for a link to protocols.
    package var platformType: String?

    package init(
        holder: String, property: String, targets: [String], isWeak: Bool = false,
        defaultOptionality: WiringSettings.Optionality? = nil, declaredIn: String? = nil, isReadOnly: Bool = false,
        isHeldByView: Bool = false, platformType: String? = nil
    ) {
        self.platformType = platformType
        self.holder = holder
        self.property = property
        self.targets = targets
        self.isWeak = isWeak
        self.defaultOptionality = .of(weak: isWeak, given: defaultOptionality)
        self.declaredIn = declaredIn
        self.isReadOnly = isReadOnly
        self.isHeldByView = isHeldByView
    }

    /// `holder.property`: archgen.yml's key for it (`presenter.interactor`).
    package var key: String { holder + "." + property }

    /// The holder in words: `view controller`.
    package var holderTitle: String {
        holder.reduce(into: "") { title, character in title += character.isUppercase ? " " + character.lowercased() : String(character) }
    }
}
