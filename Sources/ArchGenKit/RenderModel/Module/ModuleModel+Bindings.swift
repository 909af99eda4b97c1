import ArchGenSpec
import ArchGenTemplates

/// A UIKit view told what to show through closures (`binding: closures`,
/// `Spec.boundCommands`): in `viewDidLoad` it sets each closure property of
/// the actor it holds to a method of its own, named and typed as the view
/// command (`viewModel.show = { [weak self] photos in self?.show(photos: photos) }`),
/// whose body is the team's (`Update the UI.`). It holds itself weakly there:
/// its actor keeps the closures, and it keeps its actor.
extension ModuleModel {
    /// `bindings` (the lines `viewDidLoad` starts with) and `boundMethods` (as `methods`); empty for another binding.
    func bindingsContext(name: String, links: [ModuleLink]) -> TemplateObject {
        guard spec.viewIsBoundByClosures, let key = style.view.links.first?.targets.first,
              let link = links.first(where: { $0.target == key })
        else { return ["bindings": .array([]), "boundMethods": .array([])] }
        let commands = spec.boundCommands.compactMap(\.method).map(MethodImplementation.named)
        let lines = commands.map { command in
            let names = command.parameters.map { SwiftIdentifier.escaped($0.name) }
            let call = MethodImplementation.call(command, on: "self?") ?? ""
            return link.receiver + "." + SwiftIdentifier.escaped(command.name) + " = { [weak self] "
                + (names.isEmpty ? "" : names.joined(separator: ", ") + " ") + "in " + call + " }"
        }
        let methods = commands.map { MethodImplementation.todo($0, in: name, spec.text(style.view.todo)).templateValue }
        return ["bindings": .array(lines.map { .string($0) }), "boundMethods": .array(methods)]
    }
}

extension ModuleModel {
    /// `tests` where each test reading what a closure the view sets was given (`showValues`,
    /// `AnswerReport.closure`) first sets it on `sut` to record every value: `sut.show = { showValues.append($0) }`.
    func recordingClosures(_ tests: [TestCaseModel.Test]) -> [TestCaseModel.Test] {
        guard spec.viewIsBoundByClosures else { return tests }
        let recorders = spec.boundCommands.compactMap(\.method).filter { $0.parameters.count == 1 }.map { command in
            let name = command.name + "Values"
            return (name: name, lines: ["var \(name): [\(command.parameters[0].type)] = []",
                                        "sut.\(SwiftIdentifier.escaped(command.name)) = { \(name).append($0) }"])
        }
        return tests.map { test in
            let text = (test.given + test.when + test.then).joined(separator: "\n")
            var recorded = test
            recorded.given = recorders.filter { text.contains($0.name) }.flatMap(\.lines) + test.given
            return recorded
        }
    }
}
