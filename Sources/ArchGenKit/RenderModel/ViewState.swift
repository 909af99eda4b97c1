import ArchGenSpec

/// The published state of a SwiftUI screen model, which its view commands
/// set: each parameter of a command becomes a property named after the
/// parameter (`show(photos: [Photo])` sets `photos`), typed as it and
/// starting at its type's simplest value (`false`, `0`, `""`, `[]`, `nil`),
/// else at `nil` as an optional. A command without parameters sets nothing
/// (what it means, `reloadData()`, is the team's to say), and keeps its TODO.
///
/// Not kept: a parameter that is a closure, `inout`, variadic, `some`, or
/// names `Self`; the parameters of a generic, `static`, `nonisolated` or
/// platform-guarded command, or of one with a result; a name a member of the
/// model already has, or one an earlier command keeps with another type.
/// Every style's screen model declares the state (`@Published` in an
/// `ObservableObject`, a plain property in an `@Observable` class), its
/// commands' bodies set it, and the screen's `body` shows it (`ScreenBody`).
struct ViewState: Equatable {
    struct Property: Equatable {
        var name: String
        var type: TypeSyntax

        /// Its type's simplest value (`[]`); nil when it has none but `nil`.
        var initialValue: String? {
            MethodImplementation.defaultValue(of: type).flatMap { $0 == "nil" ? nil : $0 }
        }

        /// The stored property's type: `type`, optional when it has no other initial value.
        var storedType: TypeSyntax {
            switch type {
            case .optional: type
            case _ where initialValue != nil: type
            default: .optional(type)
            }
        }

        /// `@Published private(set) var photos: [Photo] = []`; without `@Published` in an `@Observable` class.
        func declaration(_ observation: ObservationKind) -> String {
            let head = (observation == .observableObject ? "@Published " : "") + "private(set) var \(name): \(storedType)"
            return head + (initialValue.map { " = " + $0 } ?? "")
        }
    }

    private(set) var properties: [Property] = []
    /// Each command's assignments, by its signature (`signatureKey`).
    private(set) var assignments: [String: [String]] = [:]

    /// The state `commands` set in a model whose members are already named `taken`.
    init(commands: [MethodDeclaration], taken: Set<String>) {
        let taken = taken.union(commands.map(\.name)).union(["objectWillChange", "access", "withMutation"])
        for command in commands where Self.canSetState(command) {
            var lines: [String] = []
            for parameter in command.parameters where Self.canKeep(parameter) {
                if let kept = properties.first(where: { $0.name == parameter.name }) {
                    guard kept.type == parameter.type else { continue }
                } else {
                    guard !taken.contains(parameter.name) else { continue }
                    properties.append(Property(name: parameter.name, type: parameter.type))
                }
                lines.append("self.\(parameter.name) = \(parameter.name)")
            }
            if !lines.isEmpty { assignments[MemberDeclaration.method(command).signatureKey] = lines }
        }
    }

    /// The lines that set the state `command` carries; nil when it sets none.
    func assignments(of command: MethodDeclaration) -> [String]? {
        assignments[MemberDeclaration.method(command).signatureKey]
    }

    private static func canSetState(_ command: MethodDeclaration) -> Bool {
        command.genericParameters.isEmpty && !command.isStatic && !command.modifiers.contains("nonisolated")
            && (command.returnType?.isVoid ?? true) && !MemberDeclaration.method(command).mentionsSelf
            && PlatformGuard.framework(of: .method(command)) == nil
    }

    private static func canKeep(_ parameter: ParameterDeclaration) -> Bool {
        guard !parameter.isInout, !parameter.isVariadic, parameter.name != "_",
              SwiftIdentifier.isIdentifier(parameter.name), !SwiftIdentifier.isKeyword(parameter.name) else { return false }
        switch parameter.type {
        case .function, .attributed, .opaque, .implicitlyUnwrapped: return false
        default: return true
        }
    }
}
