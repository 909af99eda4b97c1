import ArchGenSpec
import ArchGenTemplates

/// The scaffold tests: forwarding through spies, the memory rules, the assembly.
extension ViperModule {
    var kit: TestKit { facts.kit }

    func spy(_ role: Role) -> String { facts.spy(role) }

    var presenterTests: TestCaseModel {
        var model = TestCaseModel(className: presenterName + "Tests")
        model.properties = [TestCaseModel.Property(name: "sut", type: presenterName, value: presenterName + "()")]
        for link in links(of: .events) {
            guard let role = link.role else { continue }
            model.properties.append(TestCaseModel.Property(name: link.name, type: spy(role), value: spy(role) + "()"))
            model.setUp.append("sut.\(link.name) = \(link.name)")
        }
        for member in spec.members(of: .events) {
            guard let method = member.method, let forward = eventForward(member) else { continue }
            model.tests += facts.forwardingTest(method, forward: forward).map { [$0] } ?? []
        }
        for member in spec.members(of: .output) {
            guard let method = member.method, let forward = outputForward(member) else { continue }
            model.tests += facts.forwardingTest(method, forward: forward).map { [$0] } ?? []
        }
        model.tests.append(facts.releaseTest(links(of: .events)[0], double: spy(.view)))
        return model
    }

    var interactorTests: TestCaseModel {
        var model = TestCaseModel(className: interactorName + "Tests")
        model.properties = [
            TestCaseModel.Property(name: "sut", type: interactorName, value: interactorName + "()"),
            TestCaseModel.Property(name: "output", type: spy(.output), value: spy(.output) + "()"),
        ]
        model.setUp = ["sut.output = output"]
        for service in spec.services {
            let mock = facts.naming.mockName(forService: service.name)
            model.properties.append(TestCaseModel.Property(name: service.property, type: mock, value: mock + "()"))
            model.setUp.append("sut.\(service.property) = \(service.property)")
        }
        for member in spec.members(of: .interactor) {
            guard let method = member.method, let forward = requestForward(member) else { continue }
            model.tests += facts.forwardingTest(method, forward: forward).map { [$0] } ?? []
        }
        model.tests.append(facts.releaseTest(links(of: .interactor)[0], double: spy(.output)))
        return model
    }

    var routerTests: TestCaseModel {
        var model = TestCaseModel(className: routerName + "Tests")
        guard let assembly = facts.assemblyArguments else { return model }
        let assemble = "\(routerName).assemble(view: view\(assembly.arguments))"
        let actors = [
            "let interactor = " + kit.unwrap("presenter.interactor as? \(interactorName)"),
            "let router = " + kit.unwrap("presenter.router as? \(routerName)"),
        ]
        var links = [
            kit.identical("view.presenter", "presenter"),
            kit.identical("presenter.view", "view"),
            kit.identical("interactor.output", "presenter"),
            kit.identical("router.view", "view"),
        ]
        if hasDelegate { links.append(kit.identical("presenter.delegate", "delegate")) }
        for service in spec.services {
            let mock = facts.naming.mockName(forService: service.name)
            links.append(kit.identical("interactor.\(service.property) as? \(mock)", service.property))
        }
        model.tests.append(TestCaseModel.Test(
            name: "assembleLinksEveryActor", isThrowing: true,
            given: ["let view = \(spy(.view))()"] + assembly.given,
            when: ["let presenter = \(assemble)"],
            then: actors + links))
        model.tests.append(TestCaseModel.Test(
            name: "moduleIsReleasedWithItsView", isThrowing: true,
            given: [
                "weak var weakView: \(spy(.view))?",
                "weak var weakPresenter: \(presenterName)?",
                "weak var weakInteractor: \(interactorName)?",
                "weak var weakRouter: \(routerName)?",
            ],
            when: ["do {"] + (["let view = \(spy(.view))()"] + assembly.given + ["let presenter = \(assemble)"] + actors + [
                "weakView = view",
                "weakPresenter = presenter",
                "weakInteractor = interactor",
                "weakRouter = router",
            ]).map { "    " + $0 } + ["}"],
            then: ["weakView", "weakPresenter", "weakInteractor", "weakRouter"].map(kit.isNil)))
        return model
    }
}
