/// A project's wiring of a style's actors (archgen.yml's `styles: <style>:
/// wiring:`): for each link, by `holder.property` as the style's manifest
/// names it (`interactor.output`), the property's own name, its optionality
/// (`?`, `!`, or none: injected through `init`), and whether the holder's
/// protocol declares it.
package struct WiringSettings: Equatable, Sendable {
    /// How a link's property is typed, and so how it is set.
    package enum Optionality: String, Equatable, Sendable, CaseIterable {
        /// `var interactor: (any X)?`, set by the assembly.
        case optional = "?"
        /// `var interactor: (any X)!`, set by the assembly.
        case implicitlyUnwrapped = "!"
        /// `let interactor: any X` (`var` where a protocol declares it), passed to the holder's `init`.
        case nonOptional = "none"

        /// A link's optionality, `given` or by default: a weak link is `?` unless `!` is given (never passed
        /// to `init`); a strong one is `!` unless another is given.
        package static func of(weak isWeak: Bool, given: Optionality?) -> Optionality {
            isWeak ? (given == .implicitlyUnwrapped ? .implicitlyUnwrapped : .optional) : given ?? .implicitlyUnwrapped
        }
    }

    package struct Link: Equatable, Sendable {
        /// The property's name (`presenter` for the interactor's `output`).
        package var property: String?
        /// `?`, `!` or none; a weak link is `?` or `!`.
        package var optionality: Optionality?
        /// Whether the holder's protocol declares the property (its spy then has it too).
        package var isDeclared: Bool?
        /// `weak: false`: a link the style holds weakly, held strongly (a delegate only the module keeps).
        package var isWeak: Bool?
        /// `readOnly: true`: the input its protocol declares `{ get }` (a data store's get-only property).
        package var isReadOnly: Bool?

        package init(
            property: String? = nil, optionality: Optionality? = nil, isDeclared: Bool? = nil, isWeak: Bool? = nil, isReadOnly: Bool? = nil
        ) {
            self.property = property
            self.optionality = optionality
            self.isDeclared = isDeclared
            self.isWeak = isWeak
            self.isReadOnly = isReadOnly
        }
    }

    /// By link key (`StyleLink.key`).
    package var links: [String: Link]

    package init(links: [String: Link] = [:]) {
        self.links = links
    }
}
