import ArchGenSpec
import ArchGenTemplates

/// The scaffold tests: use-case steps through spies, the memory rules, the configurator.
extension VipModule {
    var kit: TestKit { facts.kit }

    func spy(_ role: Role) -> String { facts.spy(role) }

    /// The subject, then a double for each link with a role and each service, linked before each test.
    private func testCase(_ subject: String, links: [ModuleLink]) -> TestCaseModel {
        var model = TestCaseModel(className: subject + "Tests")
        model.properties = [TestCaseModel.Property(name: "sut", type: subject, value: subject + "()")]
        for link in links {
            guard let double = link.role.map({ spy($0) })
                ?? spec.services.first(where: { $0.property == link.name }).map({ facts.naming.mockName(forService: $0.name) })
            else { continue }
            model.properties.append(TestCaseModel.Property(name: link.name, type: double, value: double + "()"))
            model.setUp.append("sut.\(link.name) = \(link.name)")
        }
        return model
    }

    var interactorTests: TestCaseModel {
        var model = testCase(interactorName, links: interactorLinks)
        for member in businessLogic {
            guard let method = member.method, let forward = requestForward(member) else { continue }
            model.tests += facts.forwardingTest(method, forward: forward).map { [$0] } ?? []
        }
        for link in interactorLinks {
            guard let role = link.role else { continue }
            model.tests.append(link.isWeak ? facts.releaseTest(link, double: spy(role)) : facts.retainTest(link, double: spy(role)))
        }
        return model
    }

    var presenterTests: TestCaseModel {
        var model = testCase(presenterName, links: [viewControllerLink])
        for member in spec.members(of: .output) {
            guard let method = member.method, let forward = outputForward(member) else { continue }
            model.tests += facts.forwardingTest(method, forward: forward).map { [$0] } ?? []
        }
        model.tests.append(facts.releaseTest(viewControllerLink, double: spy(.view)))
        return model
    }

    /// The configurator links every actor around the view controller, and
    /// nothing keeps the scene alive once it and its view controller are gone.
    var configuratorTests: TestCaseModel {
        var model = TestCaseModel(className: configuratorName + "Tests")
        guard let assembly = facts.assemblyArguments else { return model }
        let viewController = "let viewController = \(spy(.view))()"
        let configure = "let scene = \(configuratorName).configure(viewController: viewController\(assembly.arguments))"
        let presenter = "let presenter = " + kit.unwrap("scene.interactor.presenter as? \(presenterName)")
        var links = [
            kit.identical("presenter.viewController", "viewController"),
            kit.identical("scene.router.viewController", "viewController"),
            kit.identical("scene.router.dataStore", "scene.interactor"),
        ]
        for field in spec.input where facts.catalog.isEquatable(field.type) {
            links.append(kit.equal("scene.interactor.\(field.name)", field.name))
        }
        if hasDelegate { links.append(kit.identical("scene.interactor.delegate", "delegate")) }
        for service in spec.services {
            let mock = facts.naming.mockName(forService: service.name)
            links.append(kit.identical("scene.interactor.\(service.property) as? \(mock)", service.property))
        }
        model.tests.append(TestCaseModel.Test(
            name: "configureLinksEveryActor", isThrowing: true,
            given: [viewController] + assembly.given,
            when: [configure],
            then: [presenter] + links))
        let actors = [("ViewController", spy(.view)), ("Interactor", interactorName), ("Presenter", presenterName),
                      ("Router", routerName)]
        model.tests.append(TestCaseModel.Test(
            name: "sceneIsReleasedWithItsViewController", isThrowing: true,
            given: actors.map { "weak var weak\($0.0): \($0.1)?" },
            when: ["do {"] + ([viewController] + assembly.given + [configure, presenter] + [
                "weakViewController = viewController",
                "weakInteractor = scene.interactor",
                "weakPresenter = presenter",
                "weakRouter = scene.router",
            ]).map { "    " + $0 } + ["}"],
            then: actors.map { kit.isNil("weak" + $0.0) }))
        return model
    }
}
