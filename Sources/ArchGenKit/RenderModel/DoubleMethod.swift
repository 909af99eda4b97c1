import ArchGenSpec

/// What a test double's template needs to implement one method requirement,
/// as plain text: the stored properties that record calls and hold stubs, the
/// statements that record a call, and how the result is produced.
package struct DoubleMethod: Equatable, Sendable {
    /// A stored property of the double: its name, its type, and the value
    /// the method stores in it (or, for a return value, the expression it returns).
    package struct Slot: Equatable, Sendable {
        package var name: String
        package var type: String
        package var value: String
        /// What it starts as (`0`, `[]`); nil for an optional, which starts nil.
        package var initial: String?

        package init(name: String, type: String, value: String, initial: String? = nil) {
            self.name = name
            self.type = type
            self.value = value
            self.initial = initial
        }
    }

    /// How the method's result is produced when no `<stem>Closure` is set.
    package enum Result: String, Equatable, Sendable {
        /// Returns `<stem>ReturnValue` as it is: an optional (nil until stubbed) or a collection (empty).
        case stored
        /// Returns `<stem>ReturnValue`; when it was never set, does what `unstubbed` says.
        case required
        /// A generic result, stored as `Any`: returned cast to the result type; otherwise as `unstubbed` says.
        case cast
    }

    /// `signIn(username:)`, for the MARK comment.
    package var selector: String
    /// `func signIn(username: String)`: the requirement as the double implements
    /// it, without defaults (`_` names become `argN`, `mutating` is dropped, `Self` is the double).
    package var declaration: String
    package let stem: String
    package var isStatic: Bool
    /// `<stem>Received<Name>` or `<stem>ReceivedArguments`, stored as an optional;
    /// nil when nothing is recorded (no parameters, or only non-escaping closures).
    package var received: Slot?
    /// `<stem>ReceivedInvocations`: every call's arguments, in order.
    package var invocations: Slot?
    /// `<stem>ReturnValue` for a non-Void method.
    package var returnValue: Slot?
    package var result: Result?
    /// The result type, for a cast and for messages.
    package var resultType: String?
    /// What a generic result whose type has a neutral value (`nil`, `[]`, `[:]`) returns
    /// when never stubbed, as a non-generic one starts as; nil otherwise.
    package var neutral: String?
    /// `<stem>ThrowableError` for a method that throws (not one that rethrows).
    package var throwableError: Slot?
    /// `<stem>Closure`: `value` is the argument list it is called with.
    package var closure: Slot
    /// `try await ` and the like, before a call to the closure.
    package var callEffects: String
    /// What the test failure (or `fatalError`) says when the result was never stubbed.
    package var unstubbedMessage: String
    /// What a call does when the result was never stubbed; nil when the result needs no stub.
    package var unstubbed: Unstubbed?

    /// How a test reads the recorded argument of the parameter at each index
    /// (`signInUsernameReceivedUsername`, `setForKeyReceivedArguments?.defaultName`);
    /// a non-escaping closure is not recorded, so it has none.
    package var receivedAccessors: [Int: String] = [:]
    /// `<stem>CallsCount`, `<stem>Called`: made once, as each is read several times.
    package let callsCount: String, called: String

    /// Every stored property, in the order the double declares them.
    package var slots: [Slot] {
        [Slot(name: callsCount, type: "Int", value: "", initial: "0"), received, invocations, returnValue, throwableError, closure]
            .compactMap { $0 }
    }

    /// The statements that record a call, each on a stored property.
    package var recording: [String] {
        var lines = [callsCount + " += 1"]
        if let received, let invocations {
            lines += [received.name + " = " + received.value, invocations.name + ".append(" + invocations.value + ")"]
        }
        return lines
    }

    /// The stubs a call reads, in the order it uses them: the error, the closure, the return value.
    package var stubs: [String] {
        [throwableError?.name, closure.name, returnValue?.name].compactMap { $0 }
    }

    /// `method` as `className` implements it, recorded under `stem`. A method
    /// that runs on the main actor (`isMainActor`) and suspends calls a closure
    /// isolated to the main actor too, so its arguments never leave it.
    /// `sample` gives the value an unstubbed call returns, for a result type named like the method.
    package init(
        _ method: MethodDeclaration, stem: String, className: String = "Self", isMainActor: Bool = false,
        sample: (_ type: TypeSyntax, _ name: String) -> String? = { _, _ in nil }
    ) {
        let generics = Set(method.genericParameters.map(\.name))
        var implemented = method.replacingSelf(with: className)
        implemented.modifiers.removeAll { $0 == "mutating" || $0 == "nonmutating" }
        for index in implemented.parameters.indices {
            implemented.parameters[index].defaultValue = nil
            implemented.parameters[index].name = DoubleMemberNaming.internalName(of: method.parameters[index], at: index)
        }
        selector = method.selector
        declaration = implemented.description
        self.stem = stem
        callsCount = stem + "CallsCount"
        called = stem + "Called"
        isStatic = method.isStatic

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
            invocations = Slot(name: stem + "ReceivedInvocations", type: TypeSyntax.array(types[0]).description, value: names[0], initial: "[]")
            receivedAccessors[recordedIndices[0]] = received?.name
        } else if recorded.count > 1 {
            let labels = recorded.map { DoubleMemberNaming.label($0.name) }
            // Printed once: as an optional and in an array it only gains `?` or brackets.
            let tuple = TypeSyntax.tuple(zip(labels, types).map { TupleTypeElement(label: $0, type: $1) }).description
            let value = "(" + zip(labels, names).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
            received = Slot(name: stem + "ReceivedArguments", type: tuple + "?", value: value)
            invocations = Slot(name: stem + "ReceivedInvocations", type: "[" + tuple + "]", value: value, initial: "[]")
            for (index, label) in zip(recordedIndices, labels) { receivedAccessors[index] = stem + "ReceivedArguments?." + label }
        }

        let any = TypeSyntax.nominal([NominalComponent(name: "Any")])
        let returnType = implemented.returnType.flatMap { $0.isVoid ? nil : $0 }
        let isErasedResult = returnType.map { DoubleTypeRules.isErased($0, generics: generics) } ?? false
        resultType = returnType?.description
        if let returnType {
            let name = stem + "ReturnValue"
            if isErasedResult {
                returnValue = Slot(name: name, type: "Any?", value: name)
                result = .cast
                neutral = DoubleTypeRules.isOptional(returnType) ? "nil" : DoubleTypeRules.emptyValue(of: returnType)
            } else if DoubleTypeRules.isOptional(returnType) {
                returnValue = Slot(name: name, type: DoubleTypeRules.optional(returnType).description, value: name)
                result = .stored
            } else if let empty = DoubleTypeRules.emptyValue(of: returnType) {
                returnValue = Slot(name: name, type: resultType ?? returnType.description, value: name, initial: empty)
                result = .stored
            } else {
                returnValue = Slot(name: name, type: TypeSyntax.optional(returnType).description, value: name)
                result = .required
            }
        }
        unstubbedMessage = "\(className).\(selector) is not stubbed: set \(stem)ReturnValue"
        if let returnType, result != .stored, neutral == nil {
            unstubbed = Unstubbed(
                throws: implemented.throwsClause == .untyped, sample: isErasedResult ? nil : sample(returnType, method.name))
        }

        var closureThrows = implemented.throwsClause
        switch implemented.throwsClause {
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
            returnType: isErasedResult ? any : returnType ?? .nominal([NominalComponent(name: "Void")]))
        let arguments = implemented.parameters.map { ($0.isInout ? "&" : "") + DoubleMemberNaming.escaped($0.name) }
        let function = TypeSyntax.function(closureType)
        closure = Slot(
            name: stem + "Closure",
            type: TypeSyntax.optional(isMainActor && method.isAsync ? .tuple([TupleTypeElement(type: .attributed(attributes: ["@MainActor"], function))]) : function).description,
            value: arguments.joined(separator: ", "))
    }
}
