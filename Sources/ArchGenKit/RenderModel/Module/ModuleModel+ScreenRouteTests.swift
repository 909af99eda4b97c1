import ArchGenSpec

/// The tests of the routes that open a module on SwiftUI
/// (`ModuleModel+ScreenNavigation`), in the assembly's test case: the module
/// is assembled as its entry point does, around its own screen model; the
/// route is called; the test finds the opened module's screen in the model's
/// `destination` (`opens`) or `sheet` (`presents`) and asserts that the
/// actors of that screen's model hold the route's arguments as their input and
/// this module's actor as their delegate. Without the route's body, nothing is
/// set and the test fails. Inside `#if canImport(SwiftUI)`.
extension ModuleModel {
    /// One test per route that opens a module on SwiftUI; none when a value cannot be made up.
    var screenRouteTests: [TestCaseModel.Test] {
        // The screen's model: built by the view factory (`view`), or the actor the screen observes (MVVM's view model).
        let observed = observedModelLink != nil
        guard spec.platform == .swiftui, observed || viewFactory != nil && viewLinkOfRoutesActor != nil, let routes = routesActor,
              let assembly = facts.assemblyArguments() else { return [] }
        let holder = style.actor(style.assembly.holder).map(typeName(of:)) ?? typeName(style.assembly.holder)
        let (paths, reached, _) = actorPaths(from: assemblyResultPaths)
        let returned = assemblyResultPaths[style.assembly.returns.first ?? ""].map { String($0.prefix { $0 != "." }) } ?? "module"
        guard let routesPath = paths[routes.key] else { return [] }
        let setUp = ["#if canImport(SwiftUI)"] + assembly.given
            + LineWrapping.lines("let \(returned) = \(holder).\(style.assembly.function)(", (observed ? [] : [entryPointViewArgument])
                + assembly.arguments, ")", indent: 8)
            + (observed ? [] : ["let \(viewParameter) = \(returned).\(viewParameter)"])
        let receiver = delegateReceiver.flatMap { paths[$0.key] }
        guard let model = observed ? observedActor.flatMap({ paths[$0.key] }) : viewParameter else { return [] }
        return openedRoutes.compactMap { route, opened in
            routeTest(route, opening: opened, routes: routesPath, receiver: receiver, screenModel: model) { uses in
                setUp + unwraps(of: reached, used: uses + [routesPath])
            }
        }
    }
}
