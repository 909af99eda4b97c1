import ArchGenSpec
import ArchGenTemplates

/// The scaffold tests: forwarding through spies, the memory rules, the assembly.
extension ViperSModule {
    var directorTests: TestCaseModel {
        var model = facts.testCase(directorName, links: directorLinks)
        model.tests = facts.forwardingTests(spec.members(of: .events), eventForward)
            + facts.forwardingTests(facts.members(of: .output, besides: [.events]), outputForward)
        model.tests += facts.memoryRuleTests(directorLinks)
        return model
    }

    var workerTests: TestCaseModel {
        var model = facts.testCase(workerName, links: workerLinks)
        model.tests = facts.forwardingTests(spec.members(of: .interactor), requestForward)
        model.tests += facts.memoryRuleTests(workerLinks)
        return model
    }

    var navigatorTests: TestCaseModel {
        facts.assemblyTestCase(navigatorName + "Tests", AssemblyTestPlan(
            view: ("ui", spy(.view)),
            call: ("let director = \(navigatorName).assemble(", "ui: ui"),
            actors: [
                "let worker = " + kit.unwrap("director.dataManager as? \(workerName)"),
                "let navigator = " + kit.unwrap("director.navigator as? \(navigatorName)"),
            ],
            links: [
                kit.identical("director.ui", "ui"),
                kit.identical("worker.presenter", "director"),
                kit.identical("navigator.scene", "ui"),
            ],
            inputHolder: "director", delegateHolder: "director", serviceHolder: "worker",
            released: [("UI", spy(.view), "ui"), ("Director", directorName, "director"),
                       ("Worker", workerName, "worker"), ("Navigator", navigatorName, "navigator")],
            linkTestName: "assembleLinksEveryActor", releaseTestName: "moduleIsReleased"))
    }
}
