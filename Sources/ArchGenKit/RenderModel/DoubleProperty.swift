import ArchGenSpec

/// What a test double's template needs to implement one property requirement.
///
/// An optional property (`T?`, `T!`) is a stored property, nil until a test
/// sets it; a collection is a stored property that starts empty. Any other
/// property is computed over `underlying<Name>`, settable even when the
/// requirement is get-only so a test can stub it; read before it was set,
/// it does what `unstubbed` says, with a message naming `underlying<Name>`. An effectful
/// getter (`{ get async throws }`) counts its reads, throws
/// `<name>ThrowableError` when it is set, and runs `<name>Closure` when it is set.
package struct DoubleProperty: Equatable, Sendable {
    package typealias Slot = DoubleMethod.Slot

    /// `response`, for the MARK comment.
    package var selector: String
    /// `@MainActor var response`, `static var shared`: attributes, modifiers, `var` and the (escaped) name.
    package var declaration: String
    /// The requirement's type, `Self` as the double: `NetworkDataFetcherResponse!`.
    package var type: String
    package var isStatic: Bool
    /// The property itself, stored: for an optional or a collection without effects.
    package var stored: Slot?
    /// `underlying<Name>`, the value a computed property returns.
    package var underlying: Slot?
    /// Whether reading the property before `underlying<Name>` is set is unstubbed (`unstubbed`).
    package var isRequired: Bool
    /// ` async throws` for an effectful getter; "" otherwise.
    package var getterEffects: String
    /// For an effectful getter: `<name>CallsCount`, `<name>ThrowableError`, `<name>Closure`.
    package var callsCount: Slot?
    package var throwableError: Slot?
    package var closure: Slot?
    /// `try await ` before a call to the closure.
    package var callEffects: String
    package var unstubbedMessage: String
    /// What a read does before `underlying<Name>` is set; nil when the property needs no stub.
    package var unstubbed: Unstubbed?

    package var isEffectful: Bool { callsCount != nil }
    package var called: String { selector + "Called" }

    /// Every stored property, in the order the double declares them.
    package var slots: [Slot] {
        [stored, callsCount, underlying, throwableError, closure].compactMap { $0 }
    }

    /// The stubs a read uses, in order: the error, the closure, the value.
    package var stubs: [String] {
        [throwableError?.name, closure?.name, underlying?.name].compactMap { $0 }
    }

    /// `sample` gives the value an unstubbed read returns, for the property's type and name.
    package init(
        _ property: PropertyDeclaration, className: String = "Self",
        sample: (_ type: TypeSyntax, _ name: String) -> String? = { _, _ in nil }
    ) {
        selector = property.name
        let modifiers = property.modifiers.filter { $0 != "mutating" && $0 != "nonmutating" }
        isStatic = property.modifiers.contains("static") || property.modifiers.contains("class")
        declaration = (property.attributes + modifiers + ["var", DoubleMemberNaming.escaped(property.name)]).joined(separator: " ")
        let propertyType = property.type.replacingSelf(with: className)
        type = propertyType.description
        let isEffectful = property.isAsync || property.throwsClause != nil
        let isOptional = DoubleTypeRules.isOptional(propertyType)
        let empty = DoubleTypeRules.emptyValue(of: propertyType)
        let underlyingName = DoubleMemberNaming.underlyingName(of: property.name)
        isRequired = !isOptional && empty == nil
        unstubbedMessage = "\(className).\(property.name) is not stubbed: set \(underlyingName)"
        if !isEffectful && (isOptional || empty != nil) {
            stored = Slot(name: DoubleMemberNaming.escaped(property.name), type: type, value: "", initial: empty)
        } else {
            let storedType = isOptional ? DoubleTypeRules.optional(propertyType) : empty == nil ? .optional(propertyType) : propertyType
            underlying = Slot(name: underlyingName, type: storedType.description, value: underlyingName, initial: empty)
        }
        getterEffects = (property.isAsync ? " async" : "")
        callEffects = ""
        if isRequired {
            // A getter that may throw any error throws; one with `throws(E)` may throw only an E.
            let throwsAny = property.throwsClause == .untyped || property.throwsClause == .rethrows
            unstubbed = Unstubbed(throws: throwsAny, sample: sample(propertyType, property.name))
        }
        guard isEffectful else { return }
        let errorName = property.name + "ThrowableError"
        var closureThrows: ThrowsClause?
        switch property.throwsClause {
        case .typed(let error)?:
            getterEffects += " throws(\(error))"
            throwableError = Slot(name: errorName, type: DoubleTypeRules.optional(error).description, value: errorName)
            closureThrows = .typed(error)
        case .untyped?, .rethrows?:
            getterEffects += " throws"
            throwableError = Slot(name: errorName, type: "(any Error)?", value: errorName)
            closureThrows = .untyped
        case nil:
            break
        }
        callsCount = Slot(name: property.name + "CallsCount", type: "Int", value: "", initial: "0")
        let closureType = FunctionTypeSyntax(parameters: [], isAsync: property.isAsync, throwsClause: closureThrows, returnType: propertyType)
        closure = Slot(name: property.name + "Closure", type: TypeSyntax.optional(.function(closureType)).description, value: "")
        callEffects = (closureThrows == nil ? "" : "try ") + (property.isAsync ? "await " : "")
    }
}

/// What a test double needs to implement an initializer requirement: the
/// initializer, which records its arguments (`init(clock:)` →
/// `initClockReceivedClock`), since a test cannot see the call that made the double.
package struct DoubleInitializer: Equatable, Sendable {
    /// `init(clock:)`, for the MARK comment.
    package var selector: String
    /// `init(clock: any Clock)`, as the double implements it.
    package var declaration: String
    /// `<stem>Received<Name>` or `<stem>ReceivedArguments`; nil without parameters to record.
    package var received: DoubleMethod.Slot?

    package init(_ method: MethodDeclaration, stem: String, className: String = "Self") {
        let recorder = DoubleMethod(method, stem: stem, className: className)
        selector = recorder.selector
        declaration = recorder.declaration
        received = recorder.received
    }
}
