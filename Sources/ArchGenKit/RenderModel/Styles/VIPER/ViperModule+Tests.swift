import ArchGenSpec
import ArchGenTemplates

/// The scaffold tests: forwarding through spies, the memory rules, the assembly.
extension ViperModule {
    var presenterTests: TestCaseModel {
        var model = facts.testCase(presenterName, links: links(of: .events))
        model.tests = facts.forwardingTests(spec.members(of: .events), eventForward)
            + facts.forwardingTests(facts.members(of: .output, besides: [.events]), outputForward)
        model.tests += facts.memoryRuleTests(links(of: .events), of: presenterName)
        return model
    }

    var interactorTests: TestCaseModel {
        var model = facts.testCase(interactorName, links: links(of: .interactor))
        model.tests = facts.forwardingTests(spec.members(of: .interactor), requestForward)
        model.tests += facts.memoryRuleTests(links(of: .interactor), of: interactorName)
        return model
    }

    /// Without routes no router is assembled; without output the interactor holds no presenter.
    var routerTests: TestCaseModel {
        let routes = declares(.routes)
        return facts.assemblyTestCase(routerName + "Tests", AssemblyTestPlan(
            view: ("view", spy(.view)),
            call: ("let presenter = \(routerName).assemble(", "view: view"),
            actors: [("interactor", "presenter.\(property(of: .events, to: .interactor))", interactorName)]
                + (routes ? [("router", "presenter.\(property(of: .events, to: .routes))", routerName)] : []),
            links: [
                kit.identical("view.\(property(of: .view, to: .events))", "presenter"),
                kit.identical("presenter.\(property(of: .events, to: .view))", "view"),
            ]
                + (declares(.output) ? [kit.identical("interactor.\(property(of: .interactor, to: .output))", "presenter")] : [])
                + (routes ? [kit.identical("router.\(routerLink.name)", "view")] : []),
            inputHolder: "presenter", delegateLink: "presenter.\(property(of: .events, to: .delegate))", serviceHolder: "interactor",
            released: [("View", spy(.view), "view"), ("Presenter", presenterName, "presenter"),
                       ("Interactor", interactorName, "interactor")]
                + (routes ? [("Router", routerName, "router")] : []),
            linkTestName: "assembleLinksEveryActor", releaseTestName: "moduleIsReleasedWithItsView"))
    }
}
