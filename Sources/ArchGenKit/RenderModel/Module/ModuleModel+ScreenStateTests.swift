import ArchGenSource
import ArchGenSpec

/// The tests of a SwiftUI screen model's state (`ViewState`): each display
/// command that sets state is called with samples, and then the state holds
/// the values it was given. A sample that equals the state's initial value
/// (`false`, `""`, `[]`, `nil`) could not tell a deleted assignment from a
/// kept one: it is not asserted, and a command left with nothing to assert
/// has no test. A value that is not `Equatable` is asserted present when the
/// state starts at `nil`.
extension ModuleModel {
    /// The screen model's test case (`view.stateTest`, SwiftUI only): its model built with a spy for
    /// each link (as the view controller's start test builds it), one test per command setting state.
    func screenStateTestCase(name: String, links: [ModuleLink]) -> TestCaseModel? {
        guard spec.platform == .swiftui, observedActor == nil else { return nil }
        var model = TestCaseModel(className: name + "Tests", isMainActor: true)
        guard let construction = viewConstruction(name, links: links) else {
            model.note = "archgen cannot build the \(name) with doubles: test the state its commands set here."
            return model
        }
        let commands = implementations(of: view).flatMap(\.members).compactMap(\.method)
        model.tests = stateTests(of: commands, state: viewState(links: links), construction: construction)
        if model.tests.isEmpty { model.note = "Nothing to test yet: no command of the \(name) sets state a sample can show." }
        return model
    }

    /// A test per command in `commands` that sets `state`: `construction` builds `sut`, the command is
    /// called with a sample of each parameter, and each property it sets is then the sample it was given.
    func stateTests(of commands: [MethodDeclaration], state: ViewState, construction: [String]) -> [TestCaseModel.Test] {
        let stems = DoubleMemberNaming.stems(of: commands)
        return zip(commands, stems).compactMap { command, stem in
            let called = Self.namingUnnamed(command)
            guard state.assignments(of: command) != nil, let call = MethodImplementation.call(called, on: "sut") else { return nil }
            var given: [String] = []
            var then: [String] = []
            var names: [String] = []
            for (parameter, local) in zip(command.parameters, called.parameters.map(\.name)) {
                // The call passes each parameter by its name; a local named `sut` would hide the model.
                guard local != "sut", let declaration = facts.samples.declaration(local, of: parameter.type, isVariable: parameter.isInout)
                else { return nil }
                given += declaration
                guard parameter.name != "_", let property = state.properties.first(where: { $0.name == parameter.name && $0.type == parameter.type }),
                      let check = stateCheck(of: property, sample: facts.samples.sample(of: parameter.type, named: parameter.name))
                else { continue }
                then.append(check)
                names.append(Casing.upperFirst(property.name))
            }
            guard !then.isEmpty else { return nil }
            return TestCaseModel.Test(
                name: Casing.lowerFirst(stem) + "Sets" + names.joined(separator: "And"),
                isAsync: command.isAsync, isThrowing: command.throwsClause != nil,
                given: given + construction, when: [call], then: then)
        }
    }

    /// `command` with each parameter that has no name (`_: UInt64`) named `valueN` (its position), so that the
    /// test can declare a sample of it and pass it (`DoubleMemberNaming.testLocal`).
    private static func namingUnnamed(_ command: MethodDeclaration) -> MethodDeclaration {
        var command = command
        var taken = Set(command.parameters.map(\.name) + ["sut"])
        for index in command.parameters.indices where command.parameters[index].name == "_" {
            command.parameters[index].name = DoubleMemberNaming.testLocal(of: command.parameters[index], at: index, taken: &taken)
        }
        return command
    }

    /// `XCTAssertEqual(sut.visible, visible)`: the state holds the sample the command was given; nil when
    /// the sample is the state's initial value or the type can be compared neither by value nor by presence.
    private func stateCheck(of property: ViewState.Property, sample: String?) -> String? {
        let local = SwiftIdentifier.escaped(property.name), read = "sut." + local
        guard let sample, sample != (property.initialValue ?? "nil") else { return nil }
        if facts.catalog.isEquatable(property.type) { return kit.equal(read, local) }
        if case .optional = property.storedType, property.initialValue == nil { return kit.isNotNil(read) }
        return nil
    }
}
