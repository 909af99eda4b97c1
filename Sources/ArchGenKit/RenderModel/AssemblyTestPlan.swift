import ArchGenSpec

/// What a style's assembly test checks (VIPER's router `assemble`, VIPER-S's
/// navigator `assemble`, VIP's configurator `configure`): the call, how the
/// actors are reached, the style's links, and where the input, the delegate
/// and the services end up.
struct AssemblyTestPlan {
    /// `view` and its spy: what the module is assembled around; nil when it has no view (an observed actor).
    var view: (name: String, type: String)?
    /// The call up to its arguments, and its first argument, the view:
    /// `let presenter = SignInRouter.assemble(` and `view: view`; nil without a view.
    var call: (head: String, view: String?)
    /// The actors the call does not return: how the test reaches each (`presenter.router`) and its type.
    var actors: [(name: String, value: String, type: String)]
    /// The style's identity checks (`XCTAssertIdentical(presenter.view, view)`).
    var links: [String]
    /// How the test reaches the actor holding the input (`presenter`), each link to a protocol the
    /// assembly is given (`presenter.delegate`, and the parameter's name, `delegate`), and the actor
    /// holding the services (`interactor`).
    var inputHolder: String
    var externalLinks: [(value: String, name: String)]
    var serviceHolder: String
    /// Every object that must go away with the module: a name for its weak
    /// variable (`View` → `weakView`), its type, and how the test reaches it.
    var released: [(name: String, type: String, value: String)]
    /// `assembleLinksEveryActor`, `moduleIsReleasedWithItsView`.
    var linkTestName: String
    var releaseTestName: String
}

extension ModuleFacts {
    /// The test case of the assembly: it links every actor, and the module is
    /// released once nothing outside holds it (the classic VIPER retain cycle).
    /// Without a value for an input, the case says why it has no test.
    func assemblyTestCase(_ className: String, _ plan: AssemblyTestPlan) -> TestCaseModel {
        var model = TestCaseModel(className: className, isMainActor: spec.isolation.isMainActor)
        guard let assembly = assemblyArguments(), let nested = assemblyArguments(indent: 12) else {
            let field = inputWithoutSample.map { "`\($0.name): \($0.type)`" } ?? "its input"
            model.note = "archgen cannot build a value of \(field) for the assembly: test it here."
            return model
        }
        let view = plan.view.map { ["let \($0.name) = \($0.type)()"] } ?? []
        let given = view + assembly.given
        func call(indent: Int) -> [String] {
            LineWrapping.lines(plan.call.head, (plan.call.view.map { [$0] } ?? []) + assembly.arguments, ")", indent: indent)
        }
        // `let router = try XCTUnwrap(presenter.router as? SignInRouter)`.
        func unwrapped(_ actor: (name: String, value: String, type: String)) -> String {
            "let \(actor.name) = " + kit.unwrap("\(actor.value) as? \(actor.type)")
        }
        var checks = plan.links
        for field in spec.input where catalog.isEquatable(field.type) {
            checks.append(kit.equal("\(plan.inputHolder).\(field.name)", SwiftIdentifier.escaped(field.name)))
        }
        checks += plan.externalLinks.map { kit.identical($0.value, $0.name) }
        for service in spec.services {
            let mock = naming.mockName(forService: service.name)
            checks.append(kit.identical("\(plan.serviceHolder).\(service.property) as? \(mock)", service.property))
        }
        // An actor no check reaches through (an interactor with no output and no service) is only checked for its type.
        let actors = plan.actors.map { actor in
            checks.contains { $0.contains(actor.name + ".") } ? unwrapped(actor) : kit.isTrue("\(actor.value) is \(actor.type)")
        }
        let linking = TestCaseModel.Test(
            name: plan.linkTestName, isThrowing: true, given: given, when: call(indent: 8), then: actors + checks)
        let releasing = TestCaseModel.Test(
            name: plan.releaseTestName, isThrowing: true,
            given: plan.released.map { "weak var weak\($0.name): \($0.type)?" },
            when: ["do {"] + (view + nested.given + call(indent: 12) + plan.actors.map(unwrapped) + plan.released.map { "weak\($0.name) = \($0.value)" })
                .map { "    " + $0 } + ["}"],
            then: plan.released.map { kit.isNil("weak" + $0.name) })
        // A module with no link, input, delegate or service to check (an MVVM view model alone) has no linking test:
        // it would assemble the module and assert nothing.
        model.tests = actors.isEmpty && checks.isEmpty ? [releasing] : [linking, releasing]
        return model
    }
}
