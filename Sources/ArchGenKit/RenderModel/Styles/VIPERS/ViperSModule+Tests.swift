import ArchGenSpec
import ArchGenTemplates

/// The scaffold tests: forwarding through spies, the memory rules, the assembly.
extension ViperSModule {
    var directorTests: TestCaseModel {
        var model = facts.testCase(directorName, links: directorLinks)
        model.tests = facts.forwardingTests(spec.members(of: .events), eventForward)
            + facts.forwardingTests(facts.members(of: .output, besides: [.events]), outputForward)
        model.tests += facts.memoryRuleTests(directorLinks, of: directorName)
        return model
    }

    var workerTests: TestCaseModel {
        var model = facts.testCase(workerName, links: workerLinks)
        model.tests = facts.forwardingTests(spec.members(of: .interactor), requestForward)
        model.tests += facts.memoryRuleTests(workerLinks, of: workerName)
        return model
    }

    /// Without routes no navigator is assembled; without output the worker holds no director.
    var navigatorTests: TestCaseModel {
        let routes = declares(.routes)
        return facts.assemblyTestCase(navigatorName + "Tests", AssemblyTestPlan(
            view: ("ui", spy(.view)),
            call: ("let director = \(navigatorName).assemble(", "ui: ui"),
            actors: [("worker", "director.\(directorLinks[1].name)", workerName)]
                + (directorLink(.routes).map { [("navigator", "director.\($0.name)", navigatorName)] } ?? []),
            links: [kit.identical("director.\(directorLinks[0].name)", "ui")]
                + (workerLinks.first { $0.role == .output }.map { [kit.identical("worker.\($0.name)", "director")] } ?? [])
                + (routes ? [kit.identical("navigator.\(navigatorLink.name)", "ui")] : []),
            inputHolder: "director", delegateLink: "director.\(directorLink(.delegate)?.name ?? "delegate")", serviceHolder: "worker",
            released: [("UI", spy(.view), "ui"), ("Director", directorName, "director"), ("Worker", workerName, "worker")]
                + (routes ? [("Navigator", navigatorName, "navigator")] : []),
            linkTestName: "assembleLinksEveryActor", releaseTestName: "moduleIsReleased"))
    }
}
