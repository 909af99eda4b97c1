import ArchGenSource
import ArchGenSpec

/// A reference from one actor to another: the property, the protocol it
/// points to, and whether it is weak (styles.md's memory rules).
struct ModuleLink: Equatable {
    var name: String
    /// The key of the protocol the link points to (the first declared one of a composition); nil for a service.
    var target: String?
    var type: String
    var isWeak: Bool
    /// `?` (a weak link by default), `!` (a strong one by default) or none (passed to the holder's `init`).
    var optionality: WiringSettings.Optionality
    /// The protocol that declares the property as a requirement; nil when only its holder has it.
    var declaredIn: String?
    /// Declared `{ get }` rather than `{ get set }`.
    var isReadOnly = false
    /// The manifest's name for it (`view` for `presenter.view`, whatever the project renames it to); the service's property.
    var key: String

    init(_ name: String, to target: String?, type: String, weak isWeak: Bool = false,
         optionality: WiringSettings.Optionality? = nil, declaredIn: String? = nil) {
        self.name = name
        self.target = target
        self.type = type
        self.isWeak = isWeak
        self.optionality = .of(weak: isWeak, given: optionality)
        self.declaredIn = declaredIn
        self.key = name
    }

    /// A style's link as the project wires it (archgen.yml's `wiring`, by `holder.property`):
    /// `declared: true` puts it in `firstProtocol`, its holder's first.
    init(_ link: StyleLink, to target: String?, type: String, wiring: WiringSettings, firstProtocol: String?) {
        let setting = wiring.links[link.key]
        self.init(setting?.property ?? link.property, to: target, type: type, weak: setting?.isWeak ?? link.isWeak,
                  optionality: setting?.optionality ?? link.defaultOptionality)
        switch setting?.isDeclared {
        case true?: declaredIn = link.declaredIn ?? firstProtocol
        case false?: declaredIn = nil
        case nil: declaredIn = link.declaredIn
        }
        isReadOnly = link.isReadOnly
        key = link.property
    }

    /// Whether a protocol declares it.
    var isDeclared: Bool { declaredIn != nil }

    var isOptional: Bool { optionality == .optional }
    /// Passed to the holder's `init` rather than set by the assembly.
    var isInjected: Bool { optionality == .nonOptional }

    /// `var view: (any SignInView)? { get set }` (a weak link is optional, a strong one implicitly unwrapped or neither).
    var requirement: String { "var \(name): \(declaredType) { get\(isReadOnly ? "" : " set") }" }
    /// `weak var view: (any SignInView)?`; `let interactor: any SignInInteraction` for an injected link its protocol does not declare.
    var storedProperty: String {
        (isWeak ? "weak " : "") + (isInjected && !isDeclared ? "let " : "var ") + "\(name): \(declaredType)"
    }
    var declaredType: String {
        switch optionality {
        case .optional: "(any \(type))?"
        case .implicitlyUnwrapped: "(any \(type))!"
        case .nonOptional: "any \(type)"
        }
    }
    /// `interactor: any SignInInteraction`: the link as a parameter of its holder's `init`.
    var parameter: String { "\(DoubleMemberNaming.label(name)): \(parameterType)" }
    /// `any SignInInteraction`, `(any SignInDelegate)?`.
    var parameterType: String { isOptional ? "(any \(type))?" : "any \(type)" }

    /// The link as a parameter of its holder's `init`.
    var initParameter: InitParameter {
        InitParameter(name: name, type: parameterType, target: target, service: target == nil ? type : nil)
    }
    /// The link's name in a test's name: `View`, `Presenter`; `UI` for `ui`, an acronym.
    var title: String { Self.title(of: name) }

    /// A name in a test's name: `View`, `Presenter`; `UI` for `ui`, an acronym.
    static func title(of name: String) -> String { name == "ui" ? "UI" : Casing.upperFirst(name) }

    /// `view?` for an optional link, `interactor` for another: how a call reaches it.
    var receiver: String { name + (isOptional ? "?" : "") }

    /// The link as a settable property requirement, for a spy.
    var propertyDeclaration: MemberDeclaration {
        let existential = TypeSyntax.existential(.nominal([NominalComponent(name: type)]))
        let parenthesized = TypeSyntax.tuple([TupleTypeElement(type: existential)])
        let type: TypeSyntax = switch optionality {
        case .optional: .optional(parenthesized)
        case .implicitlyUnwrapped: .implicitlyUnwrapped(parenthesized)
        case .nonOptional: existential
        }
        return .property(PropertyDeclaration(name: name, type: type, isSettable: !isReadOnly))
    }
}
