import ArchGenSpec
import ArchGenTemplates

/// The scaffold tests: use-case steps through spies, the memory rules, the configurator.
extension VipModule {
    var interactorTests: TestCaseModel {
        var model = facts.testCase(interactorName, links: interactorLinks)
        model.tests = facts.forwardingTests(businessLogic, requestForward)
        model.tests += facts.memoryRuleTests(interactorLinks, of: interactorName)
        return model
    }

    var presenterTests: TestCaseModel {
        var model = facts.testCase(presenterName, links: [presenterLink])
        model.tests = facts.forwardingTests(spec.members(of: .output), outputForward)
        model.tests += facts.memoryRuleTests([presenterLink], of: presenterName)
        return model
    }

    /// The configurator links every actor around the view controller (a
    /// SwiftUI screen's model), and nothing keeps the scene alive once it and
    /// its view controller are gone.
    var configuratorTests: TestCaseModel {
        let display = displayParameter
        return facts.assemblyTestCase(configuratorName + "Tests", AssemblyTestPlan(
            view: (display, spy(.view)),
            call: ("let scene = \(configuratorName).configure(", "\(display): \(display)"),
            actors: [("presenter", "scene.interactor.\(interactorLinks[0].name)", presenterName)],
            links: [
                kit.identical("presenter.\(presenterLink.name)", display),
                kit.identical("scene.router.\(routerLink.name)", display),
                kit.identical("scene.router.dataStore", "scene.interactor"),
            ],
            inputHolder: "scene.interactor",
            delegateLink: "scene.interactor.\(interactorLinks.first { $0.role == .delegate }?.name ?? "delegate")",
            serviceHolder: "scene.interactor",
            released: [(Casing.upperFirst(display), spy(.view), display), ("Interactor", interactorName, "scene.interactor"),
                       ("Presenter", presenterName, "presenter"), ("Router", routerName, "scene.router")],
            linkTestName: "configureLinksEveryActor", releaseTestName: "sceneIsReleasedWithIts" + Casing.upperFirst(display)))
    }
}
