import ArchGenSource
import ArchGenSpec

/// VIP's routes as Clean Swift writes them (Docs/navigation.md, "VIP's
/// router"): a route that opens a scene with a data store of its own builds
/// it through its entry point, then hands its data store to
/// `passDataTo<Scene>(source:destination:)`, which sets the fields both data
/// stores hold from this scene's, and shows it with
/// `navigateTo<Scene>(source:destination:)`. Without segues: archgen builds
/// scenes in code, so the route (the routing logic's requirement, named as the
/// spec names it: `routeToShowOrder(orderID:)` reads as Clean Swift's) is
/// Clean Swift's `routeTo…`. UIKit only: on SwiftUI, a screen's model read
/// outside SwiftUI is not the one it shows, so what the entry point is given is
/// what the scene has.
extension ModuleModel {
    /// The protocol declaring the scene's input (VIP's `MDataStore`): its key and name; nil in other styles.
    var dataStoreProtocol: (key: String, name: String)? {
        style.protocols.first(where: \.declaresInput).map { ($0.key, protocolName($0.key)) }
    }

    /// `(showOrder as? ShowOrderViewController)?.router.dataStore`: the data store of this scene's
    /// view controller `local`, as its entry point returned it; nil without one.
    func dataStorePath(of local: String) -> String? {
        guard let path = dataStoreFromView else { return nil }
        let viewType = typeName(of: view)
        return (entryPointReturnType == viewType ? local : "(\(local) as? \(viewType))?") + "." + path
    }

    /// `router.dataStore`: how this scene's UIKit view controller reaches its data store; nil without one.
    var dataStoreFromView: String? {
        guard spec.platform == .uikit, let store = dataStoreProtocol, let router = routesActor ?? style.actors.first(where: {
            roleLinks(of: $0).contains { $0.target == store.key } && !isView($0)
        }), let storeLink = roleLinks(of: router).first(where: { $0.target == store.key }),
              let routerLink = roleLinks(of: view).first(where: { implementer(of: $0)?.key == router.key })
        else { return nil }
        return "\(routerLink.name)\(routerLink.isInjected ? "" : "?").\(storeLink.name)"
    }

    /// The routes that pass data on, Clean Swift's way: this scene's router has a data store, and so
    /// has the scene the route opens; with that scene's data store's path, each scene once (its first route).
    var dataPassingRoutes: [(route: Member, opened: ModuleModel, destination: String)] {
        guard spec.platform == .uikit, dataStoreSource != nil, navigatingViewController != nil else { return [] }
        var seen: Set<String> = []
        return openedRoutes.compactMap { route, opened in
            let local = Casing.lowerFirst(opened.spec.module)
            guard let path = opened.dataStorePath(of: local), seen.insert(opened.spec.module).inserted else { return nil }
            return (route, opened, path)
        }
    }

    /// The lines that end a route passing data on: its data store handed to `passDataTo…`, then `navigateTo…`.
    func dataPassingLines(of route: Member, local: String, source: String) -> [String]? {
        guard let passing = dataPassingRoutes.first(where: { $0.route.signatureKey == route.signatureKey }) else { return nil }
        let module = passing.opened.spec.module
        return ["if var destination = \(passing.destination) {",
                "    passDataTo\(module)(source: source, destination: &destination)",
                "}",
                "navigateTo\(module)(source: \(source), destination: \(local))"]
    }

    /// The router's `navigateTo…` and `passDataTo…` methods, one each per scene its routes pass data to.
    var dataPassingMethods: [String] {
        guard let store = dataStoreProtocol else { return [] }
        return dataPassingRoutes.flatMap { route, opened, _ -> [String] in
            guard let theirs = opened.dataStoreProtocol else { return [] }
            let module = opened.spec.module, shared = passedFields(to: opened)
            let shown = route.routeTarget?.kind == .presents
                ? "source.present(destination, animated: true)"
                : "source.navigationController?.pushViewController(destination, animated: true)"
            let passed = shared.isEmpty
                ? ["// TODO: Pass on what \(module) needs from this scene's data store."]
                : shared.map { "destination.\($0) = source.\($0)" }
            return ["",
                    "#if canImport(UIKit)",
                    "/// Shows \(module), built by its entry point.",
                    "func navigateTo\(module)(source: UIViewController, destination: UIViewController) {",
                    "    " + shown,
                    "}",
                    "#endif",
                    "",
                    "/// Passes on what \(module)'s data store takes from this scene's.",
                    "func passDataTo\(module)(source: any \(store.name), destination: inout any \(theirs.name)) {"]
                + passed.map { "    " + $0 } + ["}"]
        }
    }
}
