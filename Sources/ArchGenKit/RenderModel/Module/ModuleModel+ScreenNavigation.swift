import ArchGenSource
import ArchGenSpec

/// Routes on SwiftUI (Docs/navigation.md): the screen model, which the
/// screen observes already, holds where the screen navigates. A route that
/// opens a module builds it through its entry point and sets the model's
/// `destination` (`opens`: the screen's `navigationDestination`) or `sheet`
/// (`presents`: the screen's `sheet`, in a `NavigationStack` of its own) to
/// the built module's screen. A route that dismisses calls the screen's
/// `DismissAction`, which the screen hands its model when it appears: it pops
/// a pushed screen and dismisses a sheet. The routes' actor reaches the model
/// through its link to the view, as its concrete type (on UIKit, as a
/// `UIViewController`).
extension ModuleModel {
    /// The screen model's type: the routes' actor casts its view link to it.
    var screenModelName: String { typeName(style.view.types[.swiftui] ?? view.typeKey) }

    /// The SwiftUI lines of a route's body: the module built and shown, or the screen dismissed.
    func screenNavigationBody(of route: Member, method: MethodDeclaration, opening opened: ModuleModel?) -> [String]? {
        guard let model = screenModelReference else { return nil }
        guard let opened, let kind = route.routeTarget?.kind else {
            return Self.isDismissing(route) ? ["\(model).dismissAction?()"] : nil
        }
        guard let (local, lines) = openingLines(of: method, opening: opened) else { return nil }
        return lines + ["\(model).\(kind == .opens ? "destination" : "sheet") = .\(local)(\(local))"]
    }

    /// The opened modules' screens, each once, and whether a route pushes and whether one presents.
    private var screenDestinations: (cases: [(name: String, screen: String)], pushes: Bool, presents: Bool) {
        var seen: Set<String> = [], cases: [(String, String)] = [], pushes = false, presents = false
        for (route, opened) in openedRoutes {
            guard let method = route.method, screenNavigationBody(of: route, method: method, opening: opened) != nil else { continue }
            if route.routeTarget?.kind == .opens { pushes = true } else { presents = true }
            if seen.insert(opened.spec.module).inserted { cases.append((Casing.lowerFirst(opened.spec.module), opened.entryPointReturnType)) }
        }
        return (cases, pushes, presents)
    }

    /// Whether a route dismisses the screen (through the `DismissAction` it hands its model).
    var screenDismisses: Bool {
        spec.platform == .swiftui && screenModelReference != nil && spec.members(of: .routes).contains(where: Self.isDismissing)
    }

    /// The screen model's navigation state (`view.navigation`), printed after its state.
    var screenNavigationState: [String] {
        guard spec.platform == .swiftui else { return [] }
        let (cases, pushes, presents) = screenDestinations
        let published = spec.observation == .observableObject ? "@Published " : ""
        var lines: [String] = []
        if pushes {
            lines += ["/// The module a route opened: the screen pushes it (`navigationDestination`).",
                      "\(published)var destination: Destination?",
                      "/// Whether `destination` is shown; set to false when the user goes back.",
                      "var isShowingDestination: Bool {",
                      "    get { destination != nil }",
                      "    set { if !newValue { destination = nil } }",
                      "}"]
        }
        if presents {
            lines += ["/// The module a route presented: the screen shows it as a sheet.", "\(published)var sheet: Destination?"]
        }
        if screenDismisses {
            lines += ["/// The screen's dismiss action, which it hands over when it appears: a route that dismisses calls it.",
                      (spec.observation == .observable ? "@ObservationIgnored " : "") + "var dismissAction: DismissAction?"]
        }
        guard !cases.isEmpty else { return lines }
        lines += ["", "/// A module a route opens, its screen built.", "enum Destination: Identifiable {"]
            + cases.map { "    case \($0.name)(\($0.screen))" }
            + ["", "    var id: String {", "        switch self {"] + cases.map { "        case .\($0.name): return \"\($0.name)\"" }
            + ["        }", "    }", "", "    @MainActor @ViewBuilder var screen: some View {", "        switch self {"]
            + cases.map { "        case .\($0.name)(let screen): screen" } + ["        }", "    }", "}"]
        return lines
    }

    /// The screen's `body` modifiers: the lifecycle events forwarded (`calls`), the dismiss action handed over
    /// when it appears, then what the routes set shown.
    func screenModifiers(_ calls: [(event: MethodDeclaration, call: String)]) -> [String] {
        ScreenLifecycle.modifiers(of: calls, handover: screenDismisses ? "model.dismissAction = dismiss" : nil) + screenNavigationModifiers
    }

    /// The screen's `body` modifiers that show what the routes set.
    var screenNavigationModifiers: [String] {
        guard spec.platform == .swiftui else { return [] }
        let (_, pushes, presents) = screenDestinations
        return (pushes ? [".navigationDestination(isPresented: $model.isShowingDestination) {", "    model.destination?.screen", "}"] : [])
            + (presents ? [".sheet(item: $model.sheet) { sheet in", "    NavigationStack { sheet.screen }", "}"] : [])
    }

    /// How the routes' actor reaches the screen's model: its link to the view, cast to the model's type
    /// (`(view as? SignInScreenModel)?`), or its link to the actor the screen observes (MVVM's `viewModel?`).
    var screenModelReference: String? {
        if let link = viewLinkOfRoutesActor { return "(\(link) as? \(screenModelName))?" }
        return observedModelLink.map { $0.name + "?" }
    }

    /// The routes' actor's link to the view (`view`), on the main actor, where the screen model is.
    var viewLinkOfRoutesActor: String? {
        guard spec.isolation.isMainActor, let actor = routesActor else { return nil }
        return roleLinks(of: actor).first(where: { implementer(of: $0).map(isView) ?? false })?.name
    }
}
