import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// The tests of the routes that open a module (`ModuleModel+RouteBodies`),
/// in the assembly's test case: the module is assembled around a view
/// controller of the test's that records what it presents, in a navigation
/// controller that records what it pushes; the route is called; the test
/// finds the opened module's view controller there, and asserts that its
/// actors hold the route's arguments as their input and this module's actor as
/// their delegate. Without the route's body, nothing is pushed or presented
/// and the test fails. UIKit only, inside `#if canImport(UIKit)`.
extension ModuleModel {
    /// The test's view controller: `RestaurantListNavigatingViewController`.
    private var navigatingViewControllerName: String { spec.module + "NavigatingViewController" }
    private var navigationSpyName: String { spec.module + "NavigationSpy" }

    /// The view protocol's methods, as the test's view controller implements them; nil when it has
    /// other requirements (a property, a declared link), which it cannot implement alone.
    private var viewMethodsForTests: [MethodImplementation]? {
        guard let key = style.view.implements.first, let declared = style.protocol(key) else { return [] }
        guard spec.declaresProtocol(key) else { return [] }
        guard wiring(of: key).isEmpty else { return nil }
        let name = navigatingViewControllerName
        var methods: [MethodImplementation] = []
        for member in facts.members(ofProtocol: declared.key) {
            guard let method = member.method, !method.isStatic else { return nil }
            var implementation = MethodImplementation.todo(method, in: name, "", printed: member.requirementDescription)
            implementation.body.removeFirst()
            methods.append(implementation)
        }
        return methods
    }

    /// The routes that dismiss the module (`isDismissing`), when they navigate.
    private var dismissingRoutes: [Member] {
        navigatingViewController == nil ? [] : spec.members(of: .routes).filter(Self.isDismissing)
    }

    /// Whether the route tests can be written: a UIKit module on the main actor whose routes navigate.
    private var testsRoutes: Bool {
        spec.platform == .uikit && spec.isolation.isMainActor && (!openedRoutes.isEmpty || !dismissingRoutes.isEmpty)
            && viewMethodsForTests != nil
    }

    /// The test's view controller and navigation controller, as lines of the assembly's test file.
    var routeTestDeclarations: [String] {
        guard testsRoutes, let methods = viewMethodsForTests, let viewProtocol = style.view.implements.first.map(protocolName) else {
            return []
        }
        var lines = [
            "#if canImport(UIKit)",
            "import UIKit",
            "",
            "/// The view the routes navigate from in the tests: it records what it",
            "/// presents, and its navigation controller what is pushed.",
            "final class \(navigatingViewControllerName): UIViewController, \(viewProtocol) {",
            "    let navigation = \(navigationSpyName)()",
            "    private(set) var presented: [UIViewController] = []",
            "    /// Whether it is shown as presented (by its navigation controller), or pushed.",
            "    var isPresented = false",
            "    private(set) var isDismissed = false",
            "",
            "    override var navigationController: UINavigationController? { navigation }",
            "",
            "    override var presentingViewController: UIViewController? { isPresented ? navigation : nil }",
            "",
            "    override func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {",
            "        presented.append(viewController)",
            "    }",
            "",
            "    override func dismiss(animated: Bool, completion: (() -> Void)? = nil) {",
            "        isDismissed = true",
            "    }",
        ]
        for method in methods {
            lines += [""] + (method.body.isEmpty ? ["    \(method.declaration) {}"]
                : ["    \(method.declaration) {"] + method.body.map { "        " + $0 } + ["    }"])
        }
        return lines + [
            "}",
            "",
            "/// A navigation controller that records what is pushed on it, and how many times it pops.",
            "final class \(navigationSpyName): UINavigationController {",
            "    private(set) var pushed: [UIViewController] = []",
            "    private(set) var pops = 0",
            "",
            "    override func pushViewController(_ viewController: UIViewController, animated: Bool) {",
            "        pushed.append(viewController)",
            "    }",
            "",
            "    override func popViewController(animated: Bool) -> UIViewController? {",
            "        pops += 1",
            "        return nil",
            "    }",
            "}",
        ] + dataPassingTestDeclarations + ["#endif"]
    }

    /// One test per route that opens a module; none when a value cannot be made up.
    var routeTests: [TestCaseModel.Test] {
        if spec.platform == .swiftui { return screenRouteTests }
        guard testsRoutes, let routes = routesActor, let assembly = facts.assemblyArguments() else { return [] }
        let holder = style.actor(style.assembly.holder).map(typeName(of:)) ?? typeName(style.assembly.holder)
        let (paths, reached, _) = actorPaths(from: assemblyResultPaths)
        let returned = assemblyResultPaths[style.assembly.returns.first ?? ""].map { String($0.prefix { $0 != "." }) } ?? "module"
        let viewArgument = viewFactory == nil ? viewParameter
            : "{ " + injectedViewLinks.map { _ in "_" }.joined(separator: ", ") + " in \(viewParameter) }"
        guard let routesPath = paths[routes.key] else { return [] }
        let setUp = ["#if canImport(UIKit)", "let \(viewParameter) = \(navigatingViewControllerName)()"] + assembly.given
            + LineWrapping.lines("let \(returned) = \(holder).\(style.assembly.function)(", ["\(viewParameter): \(viewArgument)"]
                + assembly.arguments, ")", indent: 8)
        let receiver = delegateReceiver.flatMap { paths[$0.key] }
        let opening = openedRoutes.compactMap { route, opened in
            routeTest(route, opening: opened, routes: routesPath, receiver: receiver) { uses in
                setUp + unwraps(of: reached, used: uses + [routesPath])
            }
        }
        let given = setUp + unwraps(of: reached, used: [routesPath])
        return opening + dataPassingTests(router: routesPath, setUp: given) + dismissingRoutes.flatMap { route -> [TestCaseModel.Test] in
            guard let method = route.method, let call = MethodImplementation.call(method, on: routesPath) else { return [] }
            return [
                TestCaseModel.Test(name: "\(method.name)DismissesThePresentedModule", isThrowing: true,
                                   given: given + ["\(viewParameter).isPresented = true"], when: [call],
                                   then: [kit.isTrue("\(viewParameter).isDismissed"), "#endif"]),
                TestCaseModel.Test(name: "\(method.name)PopsThePushedModule", isThrowing: true, given: given, when: [call],
                                   then: [kit.equal("\(viewParameter).navigation.pops", "1"), "#endif"]),
            ]
        }
    }

    /// `let router = try XCTUnwrap(module.presenter.router as? SignInRouter)`: the locals of `reached`
    /// the expressions `used` start with, and those they are reached through, in order.
    func unwraps(of reached: [(name: String, value: String, type: String)], used: [String]) -> [String] {
        var needed = Set(used.map { String($0.prefix { $0 != "." }) })
        var kept: [String] = []
        for actor in reached.reversed() where needed.contains(actor.name) {
            needed.insert(String(actor.value.prefix { $0 != "." }))
            kept.insert("let \(actor.name) = " + kit.unwrap("\(actor.value) as? \(actor.type)"), at: 0)
        }
        return kept
    }

    /// The test of `route`, its set-up made by `setUp` from the expressions the test uses besides the routes' actor;
    /// on SwiftUI, the opened module's screen found in `screenModel`'s `destination` or `sheet`.
    func routeTest(
        _ route: Member, opening opened: ModuleModel, routes: String, receiver: String?, screenModel: String? = nil,
        setUp: ([String]) -> [String]
    ) -> TestCaseModel.Test? {
        guard var method = route.method, let kind = route.routeTarget?.kind,
              let arguments = spec.routeArguments(of: method, into: opened.spec.input) else { return nil }
        var given: [String] = []
        for index in method.parameters.indices {
            let name = DoubleMemberNaming.internalName(of: method.parameters[index], at: index)
            method.parameters[index].name = name
            // A parameter named as this module's input field is passed its sample, which the set-up declares.
            if let field = spec.input.first(where: { $0.name == name }) {
                guard field.type.description == method.parameters[index].type.description else { return nil }
                continue
            }
            guard let sample = facts.samples.declaration(name, of: method.parameters[index].type) else { return nil }
            given += sample
        }
        guard let call = MethodImplementation.call(method, on: routes) else { return nil }
        let module = opened.spec.module, local = Casing.lowerFirst(module)
        let shown = kind == .opens ? "\(viewParameter).navigation.pushed.last" : "\(viewParameter).presented.last"
        let shownType = opened.typeName(of: opened.view)
        // On SwiftUI, the screen's model may be an actor the assembly creates (MVVM's view model): the paths start there.
        let observed = screenModel == nil ? nil : opened.observedActor.map { [$0.key: local] }
        let (paths, reached, _) = opened.actorPaths(from: observed ?? [opened.view.key: local], prefix: local, throughView: observed == nil)
        var checks: [String] = [], checked: [String] = []
        // A VIP scene on UIKit: its input is read from its data store, which the route's router passed on to.
        let store = screenModel == nil ? opened.dataStoreFromView.map { ("\(local)DataStore", "\(local).\($0)") } : nil
        if let holder = opened.createdActors.first(where: { $0.input != nil }), let path = store?.0 ?? paths[holder.key] {
            for (index, field) in opened.spec.input.enumerated() where opened.facts.catalog.isEquatable(field.type) {
                // What the route passes from the data store is this module's input: the set-up's sample of it.
                let expected = switch arguments[index] {
                case .parameter(let parameter): method.parameters[parameter].name
                case .dataStore(let name): name
                }
                checks.append(kit.equal("\(path).\(field.name)", SwiftIdentifier.escaped(expected)))
                if store == nil { checked.append(path) }
            }
        }
        var uses: [String] = []
        if let receiver, let delegate = opened.delegateProtocol {
            for actor in opened.createdActors {
                guard let path = paths[actor.key],
                      let link = opened.roleLinks(of: actor).first(where: { $0.target == delegate.key }) else { continue }
                checks.append(kit.identical("\(path).\(link.name)", receiver))
                checked.append(path)
                uses.append(receiver)
            }
        }
        var found: [String] = [], value = kit.unwrap("\(shown) as? \(shownType)"), exists = kit.isTrue("\(shown) is \(shownType)")
        if let screenModel {
            let screen = local + "Screen", property = kind == .opens ? "destination" : "sheet"
            found = ["let \(screen): \(opened.entryPointReturnType)? = if case .\(local)(let screen)? = \(screenModel).\(property) "
                + "{ screen } else { nil }"]
            (value, exists) = (kit.unwrap(screen) + ".model", kit.isTrue("\(screen) != nil"))
        }
        let stores = store.map { store in
            checks.contains { $0.contains(store.0 + ".") } ? ["let \(store.0) = " + kit.unwrap(store.1)] : []
        } ?? []
        // Without input or delegate to check, the module shown is checked for its type alone.
        let then = found + (checks.isEmpty ? [exists, "#endif"]
            : ["let \(local) = " + value] + stores + unwraps(of: reached, used: checked) + checks + ["#endif"])
        let verb = kind == .opens ? "Pushes" : "Presents"
        let what = checks.isEmpty ? "" : opened.spec.input.isEmpty ? "WithItsDelegate" : uses.isEmpty ? "WithItsInput" : "WithItsInputAndDelegate"
        return TestCaseModel.Test(name: "\(method.name)\(verb)\(module)\(what)", isThrowing: true,
                                  given: setUp(uses) + given, when: [call], then: then)
    }
}
