import ArchGenSpec

/// A completion a call forwarded to a service carries
/// (`complete: @escaping (Result<[Photo], APIError>) -> Void`): rather than
/// passing the caller's closure straight through, the actor passes its own,
/// which tells its output the answer (`AnswerReport`) or the error, else
/// leaves a visible TODO, then calls the caller's closure with the answer.
/// A `@Sendable` completion may be called on any thread: the actor's
/// closure then goes back to the main actor before it touches its output.
struct HandledCompletion: Equatable {
    /// The completion's position among the call's parameters.
    var index: Int
    /// `[Photo]`: what the completion answers (inside a `Result`, its success).
    var value: TypeSyntax
    /// The `Result`'s error type; nil for a bare value.
    var error: TypeSyntax?
    /// Whether it answers a `Result` (`.success`, `.failure`) rather than a bare value.
    var isResult: Bool
    var valueReport: AnswerReport?
    var errorReport: AnswerReport?
    /// `@Sendable` and not isolated: the answer goes back to the main actor in a `Task`.
    var hops: Bool
    /// How many values it takes: a closure of none gets a TODO; of several (`(Bool, [Photo], Error?)`), `values`.
    var arity = 1
    /// The state the actor sets around the call (`AnswerState`): loading, then the content or the error.
    var state: AnswerState?
    /// A completion of several values: each named, the error found, and where each is kept (`CompletionValues`).
    var values: CompletionValues?

    /// The closure the actor passes, at column 0, for the caller's `local`
    /// (nil: the caller has no completion of its own to call with the answer).
    func closure(passingOn local: String?) -> [String] {
        let answer = local == "result" ? "answer" : "result"
        let owner = "self?."
        let finish = state?.finish(through: owner) ?? []
        var handling: [String]
        if arity != 1 {
            let names = values?.values.map { SwiftIdentifier.escaped($0.name) } ?? (0..<arity).map { "value\($0)" }
            let todo = arity == 0 ? "Update the output." : "Show what it answers, or report its error: it must not be lost."
            handling = finish + (values?.handling(state, through: owner) ?? ["// TODO: " + todo])
                + (local.map { [SwiftIdentifier.escaped($0) + "(" + names.joined(separator: ", ") + ")"] } ?? [])
            if hops { handling = ["Task { @MainActor in"] + handling.map { "    " + $0 } + ["}"] }
            let weak = (state?.setsState ?? false) || (values?.keepsAny ?? false) ? "[weak self] " : ""
            let header = names.isEmpty && weak.isEmpty ? "{" : "{ " + weak + names.joined(separator: ", ") + (names.isEmpty ? "in" : " in")
            return [header] + handling.map { "    " + $0 } + ["}"]
        }
        let kept = state?.error != nil
        let name = valueReport.map { DoubleMemberNaming.escaped(DoubleMemberNaming.internalName(of: $0.method.parameters[0], at: 0)) }
            ?? state?.content.map(DoubleMemberNaming.escaped) ?? "value"
        let success = (state?.content(name, through: owner) ?? []) + (valueReport.map { [$0.call(with: name, through: owner)] } ?? [])
        if isResult && success.isEmpty && errorReport == nil && !kept {
            handling = finish + ["// TODO: Show the \(value) it answers, or report its error: it must not be lost."]
        } else if isResult {
            let succeeded = !success.isEmpty ? ["case .success(let \(name)):"] + success.map { "    " + $0 }
                : ["case .success:", "    // TODO: " + (value.isVoid ? "Update the output." : "Show the \(value) it answers."), "    break"]
            let failed = (state?.error("error", through: owner) ?? []) + (errorReport.map { [$0.call(with: "error", through: owner)] } ?? [])
            let failure = !failed.isEmpty ? ["case .failure(let error):"] + failed.map { "    " + $0 }
                : ["case .failure:", "    // TODO: Report the error: it must not be lost.", "    break"]
            handling = finish + ["switch \(answer) {"] + succeeded + failure + ["}"]
        } else {
            let shown = (state?.content(answer, through: owner) ?? []) + (valueReport.map { [$0.call(with: answer, through: owner)] } ?? [])
            handling = finish + (shown.isEmpty ? ["// TODO: Show the \(value) it answers."] : shown)
        }
        if let local { handling.append(SwiftIdentifier.escaped(local) + "(" + answer + ")") }
        if hops { handling = ["Task { @MainActor in"] + handling.map { "    " + $0 } + ["}"] }
        let reports = valueReport != nil || errorReport != nil || (state?.setsState ?? false)
        return ["{ " + (reports ? "[weak self] " : "") + answer + " in"] + handling.map { "    " + $0 } + ["}"]
    }
}

extension ModuleFacts {
    /// The completion of `method`, forwarded to a service, that its caller
    /// handles: an escaping closure returning nothing, neither throwing nor
    /// suspending (one taking one value or a `Result` tells the output); nil
    /// for none, or when the closure would have to go back to a main actor
    /// the module does not use.
    func handledCompletion(of method: MethodDeclaration, via links: [ModuleLink], besides targets: [String]) -> HandledCompletion? {
        for (index, parameter) in method.parameters.enumerated() {
            guard case .attributed(let attributes, .function(let function)) = parameter.type, attributes.contains("@escaping"),
                  !function.isAsync, function.throwsClause == nil, function.returnType.isVoid,
                  !parameter.isVariadic, !parameter.isInout
            else { continue }
            let hops = attributes.contains("@Sendable") && !attributes.contains("@MainActor")
            if hops && !spec.isolation.isMainActor { return nil }
            guard function.parameters.count == 1 else {
                return HandledCompletion(index: index, value: .tuple(function.parameters), error: nil, isResult: false,
                                         valueReport: nil, errorReport: nil, hops: hops, arity: function.parameters.count)
            }
            let answer = function.parameters[0].type
            if case .nominal(let components) = answer, components.count == 1, components[0].name == "Result",
               components[0].genericArguments.count == 2 {
                let (success, failure) = (components[0].genericArguments[0], components[0].genericArguments[1])
                return HandledCompletion(
                    index: index, value: success, error: failure, isResult: true,
                    valueReport: success.isVoid ? nil : valueReport(of: success, via: links, besides: targets),
                    errorReport: errorReport(typed: failure, via: links, besides: targets), hops: hops)
            }
            return HandledCompletion(index: index, value: answer, error: nil, isResult: false,
                                     valueReport: valueReport(of: answer, via: links, besides: targets), errorReport: nil, hops: hops)
        }
        return nil
    }
}

extension ModuleFacts {
    /// The answer a test finishes a handled completion with, declared among its
    /// given lines (`let photos: [Photo] = [...]`), and what the output got and
    /// the state its subject set before (nothing, loading) and after (the answer,
    /// not loading); nil when neither a command nor a state takes the answer, or
    /// archgen cannot build or compare it. `failing` answers the `Result`'s
    /// error instead, which must reach the output or the state too.
    func handledAnswer(
        _ completion: HandledCompletion, failing: Bool = false, taken: inout Set<String>
    ) -> (given: [String], answer: String, shown: (before: [String], after: [String]))? {
        if let values = completion.values { return answer(of: values, state: completion.state, failing: failing, taken: &taken) }
        let report = failing ? completion.errorReport : completion.valueReport
        // A message kept from the error is not the error: the test's error is `error`.
        let stateName = failing ? completion.state?.error.map { $0.isMessage ? "error" : $0.name } : completion.state?.content
        guard let type = failing ? completion.error : completion.value, report?.received != nil || stateName != nil else { return nil }
        if let report { taken.insert(report.link.name) }
        var name = report.map { DoubleMemberNaming.internalName(of: $0.method.parameters[0], at: 0) } ?? stateName ?? "value"
        while taken.contains(name) { name += "Value" }
        taken.insert(name)
        guard let declaration = samples.declaration(name, of: type) else { return nil }
        let local = SwiftIdentifier.escaped(name)
        let answer = !completion.isResult ? local : (failing ? ".failure(\(local))" : ".success(\(local))")
        let state = stateChecks(completion.state, answer: local, type: type, failing: failing)
        guard let received = report?.received else { return (declaration, answer, state) }
        if catalog.isEquatable(type) {
            return (declaration, answer, ([kit.isNil(received)] + state.before, [kit.equal(received, local)] + state.after))
        }
        // An error of no comparable type (`Error`) is told apart by its type: a sample is always `StandardTypes.errorSample`.
        guard failing, declaration.joined().hasSuffix(StandardTypes.errorSample) else { return nil }
        return (declaration, answer, ([kit.isNil(received)] + state.before,
                                      [kit.isTrue("\(received) is \(StandardTypes.errorSampleType)")] + state.after))
    }
}

extension MethodImplementation {
    /// `method` forwarded to `target` on `receiver` with the actor's own closure for its completion (`HandledCompletion`).
    static func handling(
        _ method: MethodDeclaration, in className: String, _ completion: HandledCompletion, calling target: MethodDeclaration,
        on receiver: String, onMainActor: Bool, arguments: [Int]? = nil
    ) -> MethodImplementation? {
        let method = named(method)
        var callee = passing(method, to: target, arguments: arguments)
        let marker = "archgenHandledCompletion"
        callee.parameters[completion.index].name = marker
        guard let call = call(callee, on: receiver), let split = call.range(of: marker) else { return nil }
        // The caller's own completion, called with the answer; none when the actor passes its own (`calls`).
        let source = arguments?[completion.index] ?? completion.index
        var closure = completion.closure(passingOn: source >= 0 ? method.parameters[source].name : nil)
        closure[0] = call[..<split.lowerBound] + closure[0]
        closure[closure.count - 1] += call[split.upperBound...]
        return MethodImplementation(declaration: implementation(method, in: className, onMainActor: onMainActor),
                                    body: (completion.state?.start ?? []) + closure)
    }
}
