import ArchGenSpec

/// The modules a spec's routes open, found among its project's specs, for
/// the routes' scaffolds to build them through their entry points
/// (`Spec.openedModules`, Docs/navigation.md).
extension ProjectInventory {
    /// `spec` with the specs of the modules its routes open (those the project has: the others are lint's errors).
    func withOpenedModules(_ spec: Spec, in project: Project) -> Spec {
        let opened = Set(spec.members(of: .routes).compactMap { $0.routeTarget?.module })
        guard !opened.isEmpty else { return spec }
        var opening = spec
        for case let (_, other?) in specs(of: project) where opened.contains(other.module) && other.module != spec.module {
            if opening.openedModules[other.module] == nil { opening.openedModules[other.module] = other }
        }
        // A module opening itself (a folder's subfolder, a recipe's related recipe) builds itself: the spec as it is read here.
        if opened.contains(spec.module) { opening.openedModules[spec.module] = spec }
        return opening
    }
}
