import ArchGenSpec
import ArchGenTemplates

/// How the module is isolated (`Spec.isolation`), as the templates print it.
extension ModuleFacts {
    /// `isolation` in every style's templates: `attribute`, written before each
    /// module protocol and each actor a template declares isolated (empty for
    /// `none`); whether the actors are on the main actor (`isMainActor`);
    /// whether `@preconcurrency` is used (`isPreconcurrency`); and
    /// `viewConformance`, written before a protocol the view layer conforms to
    /// (`@MainActor ` for `none`: UIKit's and SwiftUI's types stay on the main
    /// actor and conform to the plain protocol in isolation, Swift 6.2).
    var isolationContext: TemplateValue { isolationContext(of: spec.isolation) }

    /// `isolationContext` for one actor's isolation (`<actor>.isolation`).
    func isolationContext(of isolation: Isolation) -> TemplateValue {
        .object([
            "name": .string(isolation.rawValue),
            "attribute": .string(Self.attribute(of: isolation)),
            "isMainActor": .bool(isolation.isMainActor),
            "isPreconcurrency": .bool(isolation == .preconcurrency),
            "viewConformance": .string(isolation.isMainActor ? "" : "@MainActor "),
        ])
    }

    /// `@preconcurrency @MainActor`, `@MainActor`, or nothing.
    static func attribute(of isolation: Isolation) -> String {
        switch isolation {
        case .preconcurrency: return "@preconcurrency @MainActor"
        case .mainActor: return "@MainActor"
        case .none: return ""
        }
    }

    /// What starts the declaration of a view-layer entry point (`makeModule`,
    /// `create`): `@MainActor ` for `none`, where the actors around it are
    /// nonisolated but the view controller or screen it makes is not.
    var viewEntryPointPrefix: String {
        spec.isolation.isMainActor ? "" : "@MainActor "
    }
}
