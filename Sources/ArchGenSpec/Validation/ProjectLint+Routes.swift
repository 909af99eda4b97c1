import ArchGenSource

/// The routes that name the module they open (`showDetail(restaurantID: Int) opens RestaurantDetail`),
/// checked against the specs of the project: the module must be one of theirs, of the same app
/// module (a route builds it), and the route's parameters its input, label for label and type for type, in order.
extension ProjectLint {
    /// An error for each route of `spec` that opens a module neither `spec` nor
    /// a spec of `neighbours` declares, a module of another app module, or whose
    /// parameters are not that module's input.
    package static func routeTargetErrors(in spec: Spec, among neighbours: SpecNeighbours) -> [SpecError] {
        spec.members(of: .routes).compactMap { route in
            guard let target = route.routeTarget, case .method(let method) = route.declaration else { return nil }
            let input: [FieldDeclaration]
            if target.module == spec.module {
                input = spec.input
            } else if let known = neighbours.input(of: target.module) {
                if let other = neighbours.appModule(of: target.module), other != spec.appModule {
                    return otherAppModule(of: method, target: target, appModule: other, opener: spec.appModule)
                }
                input = known
            } else {
                // A module whose spec is invalid is reported there; its input is unknown.
                guard !neighbours.unreadModules.contains(target.module) else { return nil }
                return unknownModule(target, modules: neighbours.moduleNames + [spec.module])
            }
            return spec.routeArguments(of: method, into: input) == nil
                ? inputMismatch(of: method, target: target, input: input, passesDataStore: spec.passesDataStore) : nil
        }
    }

    private static func unknownModule(_ target: RouteTarget, modules: [String]) -> SpecError {
        SpecError("unknown module '\(target.module)'", at: target.location, hint: NearMiss.hint(for: target.module, in: modules)
            ?? "no spec of the project has 'module: \(target.module)': create it with `archgen new \(target.module)`")
    }

    /// The route's module is compiled into another app module, where this one's code cannot reach it.
    private static func otherAppModule(of method: MethodDeclaration, target: RouteTarget, appModule: String, opener: String) -> SpecError {
        SpecError("'\(method.selector)' \(target.kind.rawValue) \(target.module), which is compiled into app module '\(appModule)', "
                  + "not this module's '\(opener)'", at: target.location,
                  hint: "a route builds the module it opens, so both belong to one app module: give them the same `appModule` "
                      + "(archgen.yml's `defaults: appModule:`, the name of the app's target)")
    }

    /// An error unless the route's parameters are `input`: the same labels, the same types, in the same order.
    private static func inputMismatch(
        of method: MethodDeclaration, target: RouteTarget, input: [FieldDeclaration], passesDataStore: Bool
    ) -> SpecError {
        let opening = "'\(method.selector)' \(target.kind.rawValue) \(target.module)"
        let fields = input.map(\.description).joined(separator: ", ")
        let written = "'\(method.name)(\(fields)) \(target.kind.rawValue) \(target.module)'"
        return SpecError(
            opening + (input.isEmpty ? ", which has no input" : ", whose input is (\(fields))"), at: target.location,
            hint: "the route's parameters are the module's input: write \(written)"
                + (input.isEmpty ? "" : ", or change the input of '\(target.module)'")
                + (passesDataStore && !input.isEmpty ? " (a field this module's data store holds, same name and type, can be left out)" : ""))
    }
}
