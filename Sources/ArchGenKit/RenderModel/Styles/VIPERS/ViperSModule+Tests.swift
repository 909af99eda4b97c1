import ArchGenSpec
import ArchGenTemplates

/// The scaffold tests: forwarding through spies, the memory rules, the assembly.
extension ViperSModule {
    /// The tests of a role's forwarded calls (`ui` reads `UI` in their names).
    private func forwardingTests(_ role: Role, _ forward: (Member) -> Forward?) -> [TestCaseModel.Test] {
        facts.forwardingTests(spec.members(of: role), forward).map(Self.namingUI)
    }

    /// `doesNotRetainItsUi` → `doesNotRetainItsUI`: the `ui` link ends a test's name as an acronym.
    private static func namingUI(_ test: TestCaseModel.Test) -> TestCaseModel.Test {
        var test = test
        if test.name.hasSuffix("Ui") { test.name = test.name.dropLast(2) + "UI" }
        return test
    }

    var directorTests: TestCaseModel {
        var model = facts.testCase(directorName, links: directorLinks)
        model.tests = forwardingTests(.events, eventForward) + forwardingTests(.output, outputForward)
        model.tests += directorLinks.filter(\.isWeak).compactMap { link in
            link.role.map { Self.namingUI(facts.releaseTest(link, double: spy($0))) }
        }
        return model
    }

    var workerTests: TestCaseModel {
        var model = facts.testCase(workerName, links: workerLinks)
        model.tests = forwardingTests(.interactor, requestForward)
        model.tests.append(facts.releaseTest(workerLinks[0], double: spy(.output)))
        return model
    }

    var navigatorTests: TestCaseModel {
        var model = TestCaseModel(className: navigatorName + "Tests")
        model.tests = facts.assemblyTests(AssemblyTestPlan(
            view: ("ui", spy(.view)),
            call: "let director = \(navigatorName).assemble(ui: ui",
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
        return model
    }
}
