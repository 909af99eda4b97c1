import ArchGenSpec
import ArchGenTemplates

/// The entry point on a platform with a view (`create()`, `makeModule(with:)`):
/// it creates the view (or has the assembly build it), assembles the module
/// around it, sets the view's links the assembly returns, and returns the view.
extension ModuleModel {
    /// The view's links the entry point sets from what the assembly returns (its protocol does not declare them).
    var viewLinksFromEntryPoint: [ModuleLink] {
        assembledView.flatMap(roleLinks(of:)).filter { !$0.isDeclared && !$0.isInjected }
    }

    /// The local of what the assembly returns, when the entry point keeps it.
    private var returnedLocal: String { style.assembly.returnName ?? (viewFactory == nil ? style.assembly.returns[0] : "module") }

    /// The view the entry point returns (or wraps in SwiftUI's screen): its local, or the assembly's result's.
    var viewValue: String {
        if let observed = observedActor { return style.assembly.returns.count == 1 ? returnedLocal : "\(returnedLocal).\(observed.key)" }
        return viewFactory == nil ? viewLocal : "\(returnedLocal).\(viewParameter)"
    }

    /// `let viewController = SignInViewController()`; none when the assembly builds the view.
    var viewCreation: [String] {
        guard viewFactory == nil, observedActor == nil, let key = style.view.types[spec.platform == .swiftui ? .swiftui : .uikit] else { return [] }
        return ["let \(viewLocal) = \(typeName(key))()"]
    }

    /// The assembly's view argument in the entry point: `view: { SignInScreenModel(presenter: $0) }`
    /// when the assembly builds the view, else `view: viewController`, the view created first.
    var entryPointViewArgument: String {
        guard viewFactory != nil, let key = style.view.types[spec.platform == .swiftui ? .swiftui : .uikit] else {
            return "\(viewParameter): \(viewLocal)"
        }
        let arguments = injectedViewLinks.enumerated().map { "\(DoubleMemberNaming.label($0.element.name)): $\($0.offset)" }
        return "\(viewParameter): { \(typeName(key))(" + arguments.joined(separator: ", ") + ") }"
    }

    /// The entry point's call of the assembly, and the view's links it sets after.
    var entryPointCall: (call: [String], assignments: [String]) {
        let assembly = style.assembly, links = viewLinksFromEntryPoint
        if observedActor != nil {
            // The screen observes what the assembly returns: nothing is built around a view.
            return (LineWrapping.lines("let \(returnedLocal) = \(assembly.function)(", facts.dependencyArguments, ")", indent: 8), [])
        }
        let arguments = [entryPointViewArgument] + facts.dependencyArguments
        let head: String, assignments: [String]
        let returnsOne = assembly.returns.count == 1 && viewFactory == nil
        if links.isEmpty && viewFactory == nil {
            (head, assignments) = (assembly.function + "(", [])
        } else if returnsOne, links.count == 1 {
            (head, assignments) = ("\(viewLocal).\(links[0].name) = \(assembly.function)(", [])
        } else {
            head = "let \(returnedLocal) = \(assembly.function)("
            assignments = links.map { link in
                let actor = implementer(of: link)?.key ?? link.name
                return "\(viewValue).\(link.name) = " + (returnsOne ? returnedLocal : "\(returnedLocal).\(actor)")
            }
        }
        return (LineWrapping.lines(head, arguments, ")", indent: 8), assignments)
    }

    /// The entry point's parameters: the assembly's, the first input field labelled as the manifest says
    /// (VIPER-S's `makeModule(with item: Item)`); the delegate and the services never are.
    var entryPointParameters: [String] {
        let label = spec.input.isEmpty ? nil : style.assembly.entryPointInputLabel
        return facts.dependencies.enumerated().map { index, dependency in
            (index == 0 ? label.map { $0 + " " } ?? "" : "") + dependency.name + ": " + dependency.type
        }
    }

    /// What the entry point returns on the module's platform: on UIKit, what the
    /// caller presents, `UIViewController` (the manifest's `returns`, or with
    /// archgen.yml's `entryPoint: view` the module's own view controller). A public
    /// entry point returns `UIViewController` always: the module's own stays internal
    /// (a public one would make its overrides public).
    var entryPointReturnType: String {
        let platform = spec.platform == .swiftui ? Platform.swiftui : .uikit
        let key = platform == .swiftui ? style.assembly.entryPointReturns[.swiftui] ?? style.view.screen ?? "UIViewController"
            : spec.entryPointResult == .view ? style.view.types[.uikit] ?? "UIViewController"
            : style.assembly.entryPointReturns[.uikit] ?? "UIViewController"
        guard style.type(key) != nil else { return key }
        return platform == .uikit && facts.hasPublicEntryPoint ? "UIViewController" : typeName(key)
    }

    /// A static requirement of the assembly's holder that reads like its entry point (a team's router
    /// factory, `static func createModule() -> UIViewController`, taking what the entry point takes):
    /// it calls the entry point. Nil for any other member, and without a view.
    func entryPointForward(of member: Member) -> Forward? {
        guard spec.platform != .none, let method = member.method, method.isStatic, !method.isAsync, method.throwsClause == nil,
              let returnType = method.returnType?.description,
              returnType == entryPointReturnType || (spec.platform == .uikit && returnType == "UIViewController"),
              method.parameters.map({ ($0.label == $0.name ? "" : "\($0.label ?? "_") ") + "\($0.name): \($0.type)" }) == entryPointParameters
        else { return nil }
        var entryPoint = method
        entryPoint.name = style.assembly.entryPoint
        return Forward(method: entryPoint, link: ModuleLink("Self", to: nil, type: ""), receiverMethods: [])
    }

    /// `assembly` in the templates: `signature`, `statements`, `entryPoint` (its signature), the
    /// entry point's `viewCreation`, `call`, `viewAssignments` and `viewValue`, `viewLocal`, `resultIsDiscarded`
    /// (a template without `@discardableResult` adds it then), and `tests`.
    var assemblyContext: TemplateObject {
        let entry = entryPointCall
        return [
            "signature": TemplateValue(assemblySignature),
            "statements": .array(assemblyStatements.map { .string($0) }),
            "entryPoint": TemplateValue(LineWrapping.lines(
                facts.viewEntryPointPrefix + facts.entryPointModifier + "static func \(style.assembly.entryPoint)(", entryPointParameters,
                ") -> \(entryPointReturnType) {", indent: 4)),
            "viewCreation": TemplateValue(viewCreation),
            "call": TemplateValue(entry.call),
            "viewAssignments": .array(entry.assignments.map { .string($0) }),
            "viewValue": .string(viewValue),
            "viewLocal": .string(viewLocal),
            "viewFactory": viewFactory.map { .string($0) } ?? .null,
            // The view's protocol declares every link it holds, set by the assembly: the entry point drops what it returns.
            "resultIsDiscarded": .bool(viewLinksFromEntryPoint.isEmpty && viewFactory == nil && observedActor == nil),
            "tests": .object(assemblyTestCase.templateContext(kit: kit)),
            // The test's view controller and navigation controller the route tests use (`ModuleModel+RouteTests`).
            "routeTestDeclarations": TemplateValue(routeTestDeclarations),
        ]
    }
}
