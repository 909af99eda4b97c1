import ArchGenSpec
import ArchGenTemplates

/// The scaffold tests: use-case steps through spies, the memory rules, the configurator.
extension VipModule {
    var interactorTests: TestCaseModel {
        var model = facts.testCase(interactorName, links: interactorLinks)
        model.tests = facts.forwardingTests(businessLogic, requestForward)
        model.tests += interactorLinks.filter { $0.role != nil }.map(facts.memoryRuleTest)
        return model
    }

    var presenterTests: TestCaseModel {
        var model = facts.testCase(presenterName, links: [viewControllerLink])
        model.tests = facts.forwardingTests(spec.members(of: .output), outputForward)
        model.tests.append(facts.memoryRuleTest(viewControllerLink))
        return model
    }

    /// The configurator links every actor around the view controller, and
    /// nothing keeps the scene alive once it and its view controller are gone.
    var configuratorTests: TestCaseModel {
        var model = TestCaseModel(className: configuratorName + "Tests")
        model.tests = facts.assemblyTests(AssemblyTestPlan(
            view: ("viewController", spy(.view)),
            call: "let scene = \(configuratorName).configure(viewController: viewController",
            actors: ["let presenter = " + kit.unwrap("scene.interactor.presenter as? \(presenterName)")],
            links: [
                kit.identical("presenter.viewController", "viewController"),
                kit.identical("scene.router.viewController", "viewController"),
                kit.identical("scene.router.dataStore", "scene.interactor"),
            ],
            inputHolder: "scene.interactor", delegateHolder: "scene.interactor", serviceHolder: "scene.interactor",
            released: [("ViewController", spy(.view), "viewController"), ("Interactor", interactorName, "scene.interactor"),
                       ("Presenter", presenterName, "presenter"), ("Router", routerName, "scene.router")],
            linkTestName: "configureLinksEveryActor", releaseTestName: "sceneIsReleasedWithItsViewController"))
        return model
    }
}
