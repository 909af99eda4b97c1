import ArchGenSpec
import ArchGenTemplates

/// The scaffold tests: forwarding through spies, the memory rules, the assembly.
extension ViperSModule {
    var kit: TestKit { facts.kit }

    func spy(_ role: Role) -> String { facts.spy(role) }

    /// The spies of `links` as properties of the test case, linked to `sut` before each test.
    private func spyProperties(_ links: [ModuleLink], into model: inout TestCaseModel) {
        for link in links {
            let double = link.role.map(spy) ?? facts.naming.mockName(forService: link.type)
            model.properties.append(TestCaseModel.Property(name: link.name, type: double, value: double + "()"))
            model.setUp.append("sut.\(link.name) = \(link.name)")
        }
    }

    /// The tests of a role's forwarded calls (`ui` reads `UI` in their names).
    private func forwardingTests(_ role: Role, _ forward: (Member) -> Forward?) -> [TestCaseModel.Test] {
        spec.members(of: role).compactMap { member in
            guard let method = member.method, let forward = forward(member) else { return nil }
            return facts.forwardingTest(method, forward: forward).map(Self.namingUI)
        }
    }

    /// `doesNotRetainItsUi` → `doesNotRetainItsUI`: the `ui` link ends a test's name as an acronym.
    private static func namingUI(_ test: TestCaseModel.Test) -> TestCaseModel.Test {
        var test = test
        if test.name.hasSuffix("Ui") { test.name = test.name.dropLast(2) + "UI" }
        return test
    }

    var directorTests: TestCaseModel {
        var model = TestCaseModel(className: directorName + "Tests")
        model.properties = [TestCaseModel.Property(name: "sut", type: directorName, value: directorName + "()")]
        spyProperties(directorLinks, into: &model)
        model.tests = forwardingTests(.events, eventForward) + forwardingTests(.output, outputForward)
        model.tests += directorLinks.filter(\.isWeak).compactMap { link in
            link.role.map { Self.namingUI(facts.releaseTest(link, double: spy($0))) }
        }
        return model
    }

    var workerTests: TestCaseModel {
        var model = TestCaseModel(className: workerName + "Tests")
        model.properties = [TestCaseModel.Property(name: "sut", type: workerName, value: workerName + "()")]
        spyProperties(workerLinks, into: &model)
        model.tests = forwardingTests(.interactor, requestForward)
        model.tests.append(facts.releaseTest(workerLinks[0], double: spy(.output)))
        return model
    }

    var navigatorTests: TestCaseModel {
        var model = TestCaseModel(className: navigatorName + "Tests")
        guard let assembly = facts.assemblyArguments else { return model }
        let assemble = "\(navigatorName).assemble(ui: ui\(assembly.arguments))"
        let actors = [
            "let worker = " + kit.unwrap("director.dataManager as? \(workerName)"),
            "let navigator = " + kit.unwrap("director.navigator as? \(navigatorName)"),
        ]
        var links = [
            kit.identical("director.ui", "ui"),
            kit.identical("worker.presenter", "director"),
            kit.identical("navigator.scene", "ui"),
        ]
        for field in spec.input where facts.catalog.isEquatable(field.type) {
            links.append(kit.equal("director.\(field.name)", field.name))
        }
        if hasDelegate { links.append(kit.identical("director.delegate", "delegate")) }
        for service in spec.services {
            let mock = facts.naming.mockName(forService: service.name)
            links.append(kit.identical("worker.\(service.property) as? \(mock)", service.property))
        }
        let given = ["let ui = \(spy(.view))()"] + assembly.given
        model.tests.append(TestCaseModel.Test(
            name: "assembleLinksEveryActor", isThrowing: true,
            given: given, when: ["let director = \(assemble)"], then: actors + links))
        // Every actor watched through a weak reference that must be nil once the module is let go.
        let watched: [(weak: String, type: String, local: String)] = [
            ("weakUI", spy(.view), "ui"), ("weakDirector", directorName, "director"),
            ("weakWorker", workerName, "worker"), ("weakNavigator", navigatorName, "navigator"),
        ]
        model.tests.append(TestCaseModel.Test(
            name: "moduleIsReleased", isThrowing: true,
            given: watched.map { "weak var \($0.weak): \($0.type)?" },
            when: ["do {"] + (given + ["let director = \(assemble)"] + actors + watched.map { "\($0.weak) = \($0.local)" })
                .map { "    " + $0 } + ["}"],
            then: watched.map { kit.isNil($0.weak) }))
        return model
    }
}
