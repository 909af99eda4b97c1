import ArchGenSpec

/// A closure a forwarded call passes on for its receiver to keep and call
/// later (`completion: @escaping (Result<[Photo], Error>) -> Void`), tested
/// the way "Applying Unit Tests to MVVM" tests a view model: the test's
/// closure records that it ran; the call must not run it at once, since the
/// receiver has not answered; the test then finishes the call through the
/// closure the receiver's double kept, and the closure has run.
struct KeptCompletion {
    /// `completionCalled`: what the test's closure sets.
    var flag: String
    /// `var completionCalled = false`, then the closure passed to the call.
    var given: [String]
    /// `XCTAssertFalse(completionCalled)`: the call waits for its receiver.
    var waits: String
    /// `service.fetchAllCompletionReceivedCompletion?(.success([]))` (its answer declared
    /// first when the line would be too long), then `XCTAssertTrue(completionCalled)`.
    var finishes: [String]

    /// The columns of a test's statements.
    static let indent = 8

    /// A `@Sendable` closure cannot write to a local, and may run later, on the main actor:
    /// XCTest's closure fulfils an expectation the test awaits; Swift Testing's confirms,
    /// inside `confirmation` (`isConfirmation`: the test wraps its call and checks in it).
    var isConfirmation = false

    /// The kept completion of a parameter called `local` in the test, of
    /// type `type`, which the receiver's double records at `accessor`; nil
    /// unless the closure is escaping, returns nothing, neither throws nor
    /// suspends, and archgen has a sample of each of its parameters (or
    /// `answer`, the arguments it is finished with, written).
    init?(local: String, type: TypeSyntax, accessor: String?, answer: String? = nil, taken: inout Set<String>,
          samples: SampleValues, kit: TestKit) {
        guard let accessor, case .attributed(let attributes, .function(let function)) = type,
              attributes.contains("@escaping"), !function.isAsync, function.throwsClause == nil, function.returnType.isVoid
        else { return nil }
        // The answer, when given, is every argument already (`.success(items)`; `success, photos, nil`).
        var arguments: [String] = answer.map { [$0] } ?? []
        for (index, parameter) in function.parameters.enumerated() where answer == nil {
            guard let sample = samples.sample(of: parameter.type, named: parameter.label ?? "value\(index)") else { return nil }
            arguments.append(sample)
        }
        func unique(_ name: String) -> String {
            var name = name
            while taken.contains(name) { name += "Value" }
            taken.insert(name)
            return name
        }
        let flag = unique(local + "Called")
        // `fooReceivedCompletion` is optional; `fooReceivedArguments?.completion` is in an optional chain already.
        let call = accessor + (accessor.contains("?.") ? "" : "?") + "("
        var answers: [String] = []
        if answer == nil && Self.indent + call.count + arguments.joined(separator: ", ").count + 1 > LineWrapping.width {
            // An answer too long for the call's line is declared before it: `let completionAnswer: ... = .success(...)`.
            for (index, parameter) in function.parameters.enumerated() {
                let name = unique(local + "Answer" + (function.parameters.count > 1 ? "\(index)" : ""))
                guard let declaration = samples.declaration(name, of: parameter.type) else { return nil }
                answers += declaration
                arguments[index] = name
            }
        }
        let ignored = function.parameters.map { _ in "_" }.joined(separator: ", ")
        let declared = "let \(SwiftIdentifier.escaped(local)): \(SampleValues.writtenType(of: type)) = { "
            + (ignored.isEmpty ? "" : ignored + " in ")
        let finishing = answers + LineWrapping.lines(call, arguments, ")", indent: Self.indent)
        self.flag = flag
        if !attributes.contains("@Sendable") {
            given = ["var \(flag) = false", declared + flag + " = true }"]
            waits = kit.isFalse(flag)
            finishes = finishing + [kit.isTrue(flag)]
        } else if kit.isXCTest {
            given = ["let \(flag) = expectation(description: \"\(local)\")", declared + flag + ".fulfill() }"]
            waits = ""
            finishes = finishing + ["await fulfillment(of: [\(flag)], timeout: 1)"]
        } else {
            // The closure's answer goes through the main actor's queue, behind which the test then waits.
            given = [declared + flag + "() }"]
            waits = ""
            finishes = finishing + ["await Task.yield()"]
            isConfirmation = true
        }
    }
}
