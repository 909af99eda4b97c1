/// The module a route names after its declaration (`opens Detail`,
/// `presents Form`): a route's only, and named as a module is. Whether the
/// project has that module, and what input it takes, is `ProjectLint.routeTargetErrors`'s.
extension SpecBuilder {
    /// The target of `suffix`, written after a member of `role`'s list at `node`; nil after an error.
    mutating func routeTarget(_ suffix: ListMemberSyntax.Suffix, in role: Role, at node: YAMLNode) -> RouteTarget? {
        let words = "'\(suffix.kind.rawValue) \(suffix.module)'"
        guard role == .routes else {
            error("\(words) follows a member of '\(role.key)': only a route opens a module",
                  at: location(ofOffset: suffix.kindOffset, in: node),
                  hint: "move the member to 'routes', or remove \(words)")
            return nil
        }
        let location = location(ofOffset: suffix.moduleOffset, in: node)
        guard checkModuleName(suffix.module, at: location) else { return nil }
        return RouteTarget(kind: suffix.kind, module: suffix.module, location: location)
    }
}
