import ArchGenSpec

/// What a test double's template needs to implement one property requirement.
///
/// An optional property (`T?`, `T!`) without effects is a plain stored
/// property, nil until a test sets it. Any other property is computed over
/// `underlying<Name>` (`T!` for a non-optional type), settable even when the
/// requirement is get-only, so a test can stub it; an effectful getter
/// (`{ get async throws }`) throws `<name>ThrowableError` when it is set.
public struct DoubleProperty: Equatable, Sendable {
    /// `response`, for the MARK comment.
    public var selector: String
    /// `@MainActor var response`: attributes, `var` and the (escaped) name.
    public var declaration: String
    /// The requirement's type, as written: `NetworkDataFetcherResponse!`.
    public var type: String
    /// `underlyingName`, or nil for a plain stored property.
    public var underlying: DoubleMethod.Slot?
    /// ` async throws` for an effectful getter; "" otherwise.
    public var getterEffects: String
    public var throwableError: DoubleMethod.Slot?

    public var isStored: Bool { underlying == nil }

    public init(_ property: PropertyDeclaration) {
        selector = property.name
        let modifiers = property.modifiers.filter { $0 != "mutating" && $0 != "nonmutating" }
        declaration = (property.attributes + modifiers + ["var", DoubleMemberNaming.escaped(property.name)]).joined(separator: " ")
        type = property.type.description
        let isEffectful = property.isAsync || property.throwsClause != nil
        let isOptional = DoubleTypeRules.isOptional(property.type)
        if isOptional && !isEffectful {
            underlying = nil
        } else {
            let name = DoubleMemberNaming.underlyingName(of: property.name)
            let stored = isOptional ? DoubleTypeRules.optional(property.type) : .implicitlyUnwrapped(property.type)
            underlying = DoubleMethod.Slot(name: name, type: stored.description, value: name)
        }
        let errorName = property.name + "ThrowableError"
        let throwsText: String
        switch property.throwsClause {
        case .typed(let error)?:
            throwsText = " throws(\(error))"
            throwableError = DoubleMethod.Slot(name: errorName, type: DoubleTypeRules.optional(error).description, value: errorName)
        case .untyped?, .rethrows?:
            throwsText = " throws"
            throwableError = DoubleMethod.Slot(name: errorName, type: "(any Error)?", value: errorName)
        case nil:
            throwsText = ""
            throwableError = nil
        }
        getterEffects = (property.isAsync ? " async" : "") + throwsText
    }
}
