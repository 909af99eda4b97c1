import ArchGenSource
import ArchGenSpec

/// The values a completion of several parameters answers, as seed 004's
/// service does (`complete: @escaping (_ success: Bool, _ photos: [Photo], _ error: APIError?) -> ()`):
/// each named by its parameter's name (`success`; else its label, else `value0`),
/// the error among them, and the declared state each is kept in. The closure
/// the actor passes reports the error to its error state (`AnswerState`), else
/// keeps each value in its state; a value with no state is a TODO naming it.
/// Each is found by a closed rule, and never made up:
///
/// - the error: the one optional of an error type (`Error`, `any Error`, an entity declared `: Error`,
///   or a type whose name ends in `Error`);
/// - a value's state: a stored property of the protocol of its name and its type (or that type optional),
///   else, for a type other than `Bool` (a flag means what its name says), the first one of its type
///   that neither the loading state, the error state nor another value took.
struct CompletionValues: Equatable {
    struct Value: Equatable {
        /// `photos`: the closure's parameter, and the test's local.
        var name: String
        var type: TypeSyntax
        /// The state property it is kept in; nil leaves it to the team.
        var state: String?
    }

    var values: [Value]
    /// The position of the error among the values; nil when none is an error.
    var errorIndex: Int?

    /// The values of a completion taking `parameters`, named, with the error found; none kept yet.
    init(_ parameters: [TupleTypeElement], errorTypes: Set<String>) {
        var names: Set<String> = []
        values = parameters.enumerated().map { index, parameter in
            var name = parameter.name ?? parameter.label ?? "value\(index)"
            if name == "_" || names.contains(name) { name = "value\(index)" }
            names.insert(name)
            return Value(name: name, type: parameter.type, state: nil)
        }
        let errors = values.indices.filter { Self.isError(values[$0].type, among: errorTypes) }
        errorIndex = errors.count == 1 ? errors[0] : nil
    }

    /// `APIError` of `APIError?`: the type of the error, once it is known to be there.
    var error: TypeSyntax? {
        guard let errorIndex, case .optional(let wrapped) = values[errorIndex].type else { return nil }
        return wrapped
    }

    /// Whether a state takes any value.
    var keepsAny: Bool { values.contains { $0.state != nil } }

    /// What the closure does once the service answered (after `state.finish`), through `owner` (`self?.`):
    /// the error reported, else each value kept, else a TODO naming it.
    func handling(_ state: AnswerState?, through owner: String) -> [String] {
        var kept: [String] = []
        for (index, value) in values.enumerated() where index != errorIndex {
            let local = SwiftIdentifier.escaped(value.name)
            kept.append(value.state.map { owner + SwiftIdentifier.escaped($0) + " = " + local }
                        ?? "// TODO: Show \(value.name) (\(value.type)), which it answers.")
        }
        guard let errorIndex else { return kept }
        let error = SwiftIdentifier.escaped(values[errorIndex].name)
        let reported = state?.error(error, through: owner) ?? []
        let opening = reported.isEmpty ? "if \(error) != nil {" : "if let \(error) {"
        let report = reported.isEmpty ? ["// TODO: Report \(values[errorIndex].name) (\(values[errorIndex].type)): it must not be lost."] : reported
        return [opening] + report.map { "    " + $0 } + ["} else {"] + kept.map { "    " + $0 } + ["}"]
    }

    /// `Error?`, `(any Error)?`, `Failure?` of an `enum Failure: Error` among `errorTypes`, `APIError?`: what the rule takes for an error.
    static func isError(_ type: TypeSyntax, among errorTypes: Set<String>) -> Bool {
        guard case .optional(let wrapped) = type else { return false }
        let written = wrapped.description.trimmingCharacters(in: ["(", ")"])
        return ["Error", "any Error", "Swift.Error", "any Swift.Error"].contains(written)
            || errorTypes.contains(written) || (!written.contains(" ") && written.hasSuffix("Error"))
    }
}

extension ModuleFacts {
    /// `values` with the state each is kept in, among the stored properties `properties`
    /// that `state` does not use (loading, error): the rule of `CompletionValues`.
    func keeping(_ values: CompletionValues, in properties: [PropertyDeclaration], besides state: AnswerState?) -> CompletionValues {
        var kept = values
        var taken: Set<String> = Set([state?.loading, state?.error?.name].compactMap { $0 })
        func fits(_ property: PropertyDeclaration, _ value: CompletionValues.Value) -> Bool {
            !taken.contains(property.name) && (property.type == value.type || property.type == .optional(value.type))
        }
        for index in kept.values.indices where index != kept.errorIndex {
            let value = kept.values[index]
            let named = properties.first { $0.name == value.name && fits($0, value) }
            let typed = value.type.description == "Bool" ? nil : properties.first { fits($0, value) }
            guard let property = named ?? typed else { continue }
            kept.values[index].state = property.name
            taken.insert(property.name)
        }
        return kept
    }
}

extension ModuleFacts {
    /// The entities the spec declares as errors (`enum Failure: Error { ... }`), by name.
    var declaredErrorTypes: Set<String> {
        Set((spec.entities + spec.sharedEntities).compactMap { entity in
            guard case .declaration(let type) = entity.declaration,
                  type.inheritance.contains(where: { ["Error", "Swift.Error"].contains($0.description) }) else { return nil }
            return type.name
        })
    }
}
