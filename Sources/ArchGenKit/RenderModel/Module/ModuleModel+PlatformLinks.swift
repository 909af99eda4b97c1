import ArchGenSpec

/// The links of an actor to a platform type (`StyleLink.platformType`: a
/// coordinator's `viewController`): kept `weak`, inside `#if canImport(UIKit)`
/// like view code, and set by the assembly from the view it is given. They
/// are neither passed to `init` nor doubled: the module builds and is tested
/// where UIKit is absent.
extension ModuleModel {
    /// `holder`'s links to a platform type, named as the project wires them.
    func platformLinks(of holder: StyleActor) -> [(name: String, type: String)] {
        holder.links.compactMap { link in
            link.platformType.map { (spec.wiring.links[link.key]?.property ?? link.property, $0) }
        }
    }

    /// `weak var viewController: UIViewController?`, inside `#if canImport(UIKit)`; none when it has none.
    func platformProperties(of holder: StyleActor) -> [String] {
        Self.guarded(platformLinks(of: holder).map { "weak var \($0.name): \($0.type)?" })
    }

    /// `coordinator.viewController = view as? UIViewController`, inside `#if canImport(UIKit)`.
    func platformAssignments(_ local: String, of holder: StyleActor) -> [String] {
        Self.guarded(platformLinks(of: holder).map { "\(local).\($0.name) = \(viewParameter) as? \($0.type)" })
    }

    /// `lines` inside `#if canImport(UIKit)`; none for none.
    private static func guarded(_ lines: [String]) -> [String] {
        lines.isEmpty ? [] : ["#if canImport(UIKit)"] + lines + ["#endif"]
    }
}
