import ArchGenSpec

/// The tests of VIP's `passDataTo…` (`ModuleModel+DataPassing`), in the
/// assembly's test case beside the route tests: the scene is assembled, its
/// router passes its data store on to a data store of the test's own, which
/// records each field set (`ListOrdersShowOrderDataStoreRecorder`); the test
/// asserts that the fields both data stores hold were passed, with this
/// scene's values. Without `passDataTo…`'s body, nothing is recorded and the
/// test fails. UIKit only, as the routes that call it.
extension ModuleModel {
    /// The recorder of what `passDataTo…` passes to `opened`'s data store.
    private func recorderName(of opened: ModuleModel) -> String { spec.module + opened.spec.module + "DataStoreRecorder" }

    /// The fields of `opened`'s data store, each with a sample; nil when one has none (the test is then left out).
    private func recordedFields(of opened: ModuleModel) -> [(name: String, type: String, sample: String)]? {
        guard let theirs = opened.dataStoreProtocol else { return nil }
        var fields: [(String, String, String)] = []
        for field in opened.declaredInput(in: theirs.key) {
            guard let sample = opened.facts.samples.sample(of: field.storedType, named: field.name) else { return nil }
            fields.append((field.name, field.storedType.description, sample))
        }
        return fields
    }

    /// The fields `passDataTo…` passes to `opened`: those both data stores hold, same name and type.
    func passedFields(to opened: ModuleModel) -> [String] {
        guard let ours = dataStoreProtocol, let theirs = opened.dataStoreProtocol else { return [] }
        let own = declaredInput(in: ours.key)
        return opened.declaredInput(in: theirs.key).filter { field in
            own.contains { $0.name == field.name && $0.storedType.description == field.storedType.description }
        }.map(\.name)
    }

    /// The routes whose `passDataTo…` is tested: those passing a field on, whose data store can be recorded.
    private var testedDataPassing: [(opened: ModuleModel, fields: [(name: String, type: String, sample: String)])] {
        dataPassingRoutes.compactMap { _, opened, _ in
            guard !passedFields(to: opened).isEmpty, let fields = recordedFields(of: opened) else { return nil }
            return (opened, fields)
        }
    }

    /// The recorders, as lines of the assembly's test file (inside its `#if canImport(UIKit)`).
    var dataPassingTestDeclarations: [String] {
        testedDataPassing.flatMap { opened, fields -> [String] in
            guard let theirs = opened.dataStoreProtocol else { return [] }
            return ["", "/// \(opened.spec.module)'s data store, recording each field `passDataTo\(opened.spec.module)` sets.",
                    "final class \(recorderName(of: opened)): \(theirs.name) {",
                    "    private(set) var passed: [String] = []"]
                + fields.map { "    var \(SwiftIdentifier.escaped($0.name)): \($0.type) = \($0.sample) { didSet { passed.append(\"\($0.name)\") } }" }
                + ["}"]
        }
    }

    /// One test per scene the router passes data to: `testPassDataToShowOrderPassesTheDataStoreOn`.
    func dataPassingTests(router: String, setUp: [String]) -> [TestCaseModel.Test] {
        guard let store = dataStoreProtocol, let actor = routesActor,
              let link = roleLinks(of: actor).first(where: { $0.target == store.key }) else { return [] }
        return testedDataPassing.map { opened, _ in
            let module = opened.spec.module, passed = passedFields(to: opened)
            let given = setUp + ["let source = " + kit.unwrap("\(router).\(link.name)"), "let recorder = \(recorderName(of: opened))()",
                                 "var destination: any \(opened.dataStoreProtocol?.name ?? "") = recorder"]
            let then = [kit.equal("recorder.passed", "[" + passed.map { "\"\($0)\"" }.joined(separator: ", ") + "]")]
                + passed.map { kit.equal("recorder.\($0)", "source.\($0)") } + ["#endif"]
            return TestCaseModel.Test(name: "passDataTo\(module)PassesTheDataStoreOn", isThrowing: true, given: given,
                                      when: ["\(router).passDataTo\(module)(source: source, destination: &destination)"], then: then)
        }
    }
}
