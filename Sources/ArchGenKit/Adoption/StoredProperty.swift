import Foundation
import ArchGenSpec

/// A stored property of a class or struct: `weak var view: SignInView?`,
/// `private let service: AuthService`, `var presenter: SignInPresentation!`.
package struct StoredProperty: Sendable, Equatable {
    package var name: String
    /// Nil when left to inference (`var count = 0`).
    package var type: TypeSyntax?
    /// `weak`, or `unowned` (which archgen does not write: `isUnowned`).
    package var isWeak: Bool
    package var isUnowned: Bool
    package var isLet: Bool
    package var isPrivate: Bool
    package var hasInitialValue: Bool
    package var place: DeclarationPlace

    /// The property `member` declares, nil for anything else (a method, a
    /// computed or static property).
    init?(member: ReadMember) {
        guard let key = member.key, key.hasPrefix("var ") || key.hasPrefix("let ") else { return nil }
        let signature = member.signature
        let words = signature.split(separator: " ").map(String.init)
        guard let introducer = words.firstIndex(where: { $0 == "var" || $0 == "let" }) else { return nil }
        let modifiers = words[..<introducer]
        guard !modifiers.contains("static"), !modifiers.contains("class") else { return nil }
        if member.hasBody, !Self.isObserved(member.code) { return nil }
        let declared = words[(introducer + 1)...].joined(separator: " ")
        let parts = declared.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        name = parts[0]
        type = parts.count > 1 ? try? DeclarationParser.parseType(parts[1]) : nil
        isWeak = modifiers.contains("weak") || modifiers.contains { $0.hasPrefix("unowned") }
        isUnowned = modifiers.contains { $0.hasPrefix("unowned") }
        isLet = words[introducer] == "let"
        isPrivate = modifiers.contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }
        hasInitialValue = member.code.contains("=")
        place = member.place
    }

    /// `path:line`.
    package var location: String { place.description }

    /// Whether a property with a body only observes (`didSet`, `willSet`): it stays stored.
    private static func isObserved(_ code: String) -> Bool {
        code.contains("didSet") || code.contains("willSet")
    }

    /// The type it holds, its `?`, `!` and `any` left out: `SignInView`.
    package var heldTypeName: String? {
        type.flatMap(Self.name(of:))
    }

    /// `?`, `!` or `none`: how the type is optional.
    package var optionality: String {
        switch type {
        case .optional?: return "?"
        case .implicitlyUnwrapped?: return "!"
        default: return "none"
        }
    }

    /// The types it holds: its one, or each of a composition's (`(MRoutingLogic & MDataPassing)?`).
    package var heldTypeNames: [String] {
        type.map(Self.names(of:)) ?? []
    }

    static func names(of type: TypeSyntax) -> [String] {
        switch type {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .existential(let wrapped): return names(of: wrapped)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil: return names(of: elements[0].type)
        case .composition(let parts): return parts.flatMap(names(of:))
        default: return name(of: type).map { [$0] } ?? []
        }
    }

    static func name(of type: TypeSyntax) -> String? {
        switch type {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .existential(let wrapped): return name(of: wrapped)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil: return name(of: elements[0].type)
        case .nominal(let components): return components.map(\.name).joined(separator: ".")
        default: return nil
        }
    }
}
