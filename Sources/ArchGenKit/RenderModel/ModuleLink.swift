import ArchGenSpec

/// A reference from one actor to another: the property, the protocol it
/// points to, and whether it is weak (styles.md's memory rules).
struct ModuleLink: Equatable {
    var name: String
    /// The role whose protocol the link points to; nil for a service or another style-specific protocol.
    var role: Role?
    var type: String
    var isWeak: Bool
    /// Whether the property is optional (`?`): a weak one always, a strong one when the project says.
    var isOptional: Bool
    /// Whether the holder's protocol declares the property (VIPER's wiring).
    var isDeclared = true

    init(_ name: String, to role: Role?, type: String, weak isWeak: Bool = false, optional isOptional: Bool = false) {
        self.name = name
        self.role = role
        self.type = type
        self.isWeak = isWeak
        self.isOptional = isWeak || isOptional
    }

    /// `var view: (any SignInView)? { get set }` (a weak link is optional, a strong one implicitly unwrapped).
    var requirement: String { "var \(name): \(declaredType) { get set }" }
    /// `weak var view: (any SignInView)?`
    var storedProperty: String { (isWeak ? "weak " : "") + "var \(name): \(declaredType)" }
    var declaredType: String { "(any \(type))" + (isOptional ? "?" : "!") }
    /// The link's name in a test's name: `View`, `Presenter`; `UI` for `ui`, an acronym.
    var title: String { name == "ui" ? "UI" : Casing.upperFirst(name) }

    /// `view?` for an optional link, `interactor` for an implicitly unwrapped one: how a call reaches it.
    var receiver: String { name + (isOptional ? "?" : "") }

    /// The link as a settable property requirement, for a spy.
    var propertyDeclaration: MemberDeclaration {
        let existential = TypeSyntax.tuple([TupleTypeElement(type: .existential(.nominal([NominalComponent(name: type)])))])
        return .property(PropertyDeclaration(
            name: name, type: isOptional ? .optional(existential) : .implicitlyUnwrapped(existential), isSettable: true))
    }
}

