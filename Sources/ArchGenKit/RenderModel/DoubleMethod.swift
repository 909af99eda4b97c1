import ArchGenSpec

/// What a test double's template needs to implement one method requirement,
/// as plain text: names of the recording properties, their types, and the
/// expressions the body uses.
public struct DoubleMethod: Equatable, Sendable {
    /// A stored property of the double: its name, its type, and the value
    /// the method stores in it (or, for a return value, the expression it returns).
    public struct Slot: Equatable, Sendable {
        public var name: String
        public var type: String
        public var value: String

        public init(name: String, type: String, value: String) {
            self.name = name
            self.type = type
            self.value = value
        }
    }

    /// `signIn(username:)`, for the MARK comment.
    public var selector: String
    /// `func signIn(username: String)`: the requirement as the double implements
    /// it, without defaults (`_` names become `argN`, `mutating` is dropped).
    public var declaration: String
    public var stem: String
    /// `<stem>Received<Name>` or `<stem>ReceivedArguments`, stored as an optional;
    /// nil when nothing is recorded (no parameters, or only non-escaping closures).
    public var received: Slot?
    /// `<stem>ReceivedInvocations`: every call's arguments, in order.
    public var invocations: Slot?
    /// `<stem>ReturnValue` for a non-Void method; `value` is what the method returns.
    public var returnValue: Slot?
    /// `<stem>ThrowableError` for a method that throws (not one that rethrows).
    public var throwableError: Slot?
    /// `<stem>Closure`: `value` is the argument list it is called with.
    public var closure: Slot
    /// `try await ` and the like, before a call to the closure.
    public var callEffects: String
    /// ` as! T` after a call to the closure of a generic method; "" otherwise.
    public var resultCast: String

    /// How a test reads the recorded argument of the parameter at each index
    /// (`signInUsernameReceivedUsername`, `setForKeyReceivedArguments?.defaultName`);
    /// a non-escaping closure is not recorded, so it has none.
    public var receivedAccessors: [Int: String] = [:]
    public var callsCount: String { stem + "CallsCount" }
    public var called: String { stem + "Called" }

    public init(_ method: MethodDeclaration, stem: String) {
        let generics = Set(method.genericParameters.map(\.name))
        var implemented = method
        implemented.modifiers.removeAll { $0 == "mutating" || $0 == "nonmutating" }
        for index in implemented.parameters.indices {
            implemented.parameters[index].defaultValue = nil
            implemented.parameters[index].name = DoubleMemberNaming.internalName(of: method.parameters[index], at: index)
        }
        selector = method.selector
        declaration = implemented.description
        self.stem = stem

        let recordedIndices = implemented.parameters.indices.filter {
            !DoubleTypeRules.isNonEscapingClosure(implemented.parameters[$0].type)
        }
        let recorded = recordedIndices.map { implemented.parameters[$0] }
        let names = recorded.map { DoubleMemberNaming.escaped($0.name) }
        let types = recorded.map { DoubleTypeRules.recordedType(of: $0, generics: generics) }
        if recorded.count == 1 {
            received = Slot(
                name: DoubleMemberNaming.receivedName(stem: stem, parameterName: recorded[0].name),
                type: DoubleTypeRules.optional(types[0]).description, value: names[0])
            invocations = Slot(name: stem + "ReceivedInvocations", type: TypeSyntax.array(types[0]).description, value: names[0])
            receivedAccessors[recordedIndices[0]] = received?.name
        } else if recorded.count > 1 {
            let labels = recorded.map { DoubleMemberNaming.label($0.name) }
            let tuple = TypeSyntax.tuple(zip(labels, types).map { TupleTypeElement(label: $0, type: $1) })
            let value = "(" + zip(labels, names).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
            received = Slot(name: stem + "ReceivedArguments", type: TypeSyntax.optional(tuple).description, value: value)
            invocations = Slot(name: stem + "ReceivedInvocations", type: TypeSyntax.array(tuple).description, value: value)
            for (index, label) in zip(recordedIndices, labels) { receivedAccessors[index] = stem + "ReceivedArguments?." + label }
        }

        let any = TypeSyntax.nominal([NominalComponent(name: "Any")])
        let isErasedResult = method.returnType.map { DoubleTypeRules.isErased($0, generics: generics) } ?? false
        resultCast = isErasedResult ? " as! " + method.returnType!.description : ""
        if let returnType = method.returnType {
            let name = stem + "ReturnValue"
            let stored: TypeSyntax = isErasedResult ? .optional(any)
                : DoubleTypeRules.isOptional(returnType) ? DoubleTypeRules.optional(returnType) : .implicitlyUnwrapped(returnType)
            returnValue = Slot(name: name, type: stored.description, value: name + resultCast)
        }

        var closureThrows = method.throwsClause
        switch method.throwsClause {
        case .untyped?:
            throwableError = Slot(name: stem + "ThrowableError", type: "(any Error)?", value: stem + "ThrowableError")
        case .typed(let error)?:
            throwableError = Slot(name: stem + "ThrowableError", type: DoubleTypeRules.optional(error).description, value: stem + "ThrowableError")
        case .rethrows?:
            // A rethrowing method may only throw what its closure argument throws.
            closureThrows = nil
        case nil:
            break
        }
        callEffects = (closureThrows == nil ? "" : "try ") + (method.isAsync ? "await " : "")
        let closureType = FunctionTypeSyntax(
            parameters: implemented.parameters.map { DoubleTypeRules.closureParameter(of: $0, generics: generics) },
            isAsync: method.isAsync, throwsClause: closureThrows,
            returnType: isErasedResult ? any : method.returnType ?? .nominal([NominalComponent(name: "Void")]))
        let arguments = implemented.parameters.map { ($0.isInout ? "&" : "") + DoubleMemberNaming.escaped($0.name) }
        closure = Slot(
            name: stem + "Closure", type: TypeSyntax.optional(.function(closureType)).description,
            value: arguments.joined(separator: ", "))
    }
}
