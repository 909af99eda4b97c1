/// What archgen reads in the body of a struct, class, actor or enum written on
/// one line (`struct Item { var name: String; let id: Int }`,
/// `enum State { case idle, loaded(items: [Item]) }`): its stored and computed
/// properties, its cases, its initializers and the names of its nested types.
/// Methods and subscripts are skipped, and nested types but for their names;
/// their bodies are never read.
public struct TypeBody: Hashable, Sendable {
    public var properties: [BodyProperty] = []
    public var cases: [EnumCase] = []
    public var initializers: [MethodDeclaration] = []
    /// The types declared in the body (`enum Speed { ... }`), by name: the body names them unqualified.
    public var nestedTypeNames: [String] = []

    public init(properties: [BodyProperty] = [], cases: [EnumCase] = [], initializers: [MethodDeclaration] = []) {
        self.properties = properties
        self.cases = cases
        self.initializers = initializers
    }

    /// The stored instance properties, in order: what a struct's memberwise initializer takes.
    public var storedProperties: [BodyProperty] {
        properties.filter { $0.isStored && !$0.isStatic }
    }
}

/// `var name: String`, `let id = 1`, `static let shared = X()`, `var total: Int { ... }`.
public struct BodyProperty: Hashable, Sendable {
    public var name: String
    /// Nil when the type is left to inference (`let id = 1`).
    public var type: TypeSyntax?
    public var isLet: Bool
    public var isStatic: Bool
    /// `= value` written.
    public var hasInitialValue: Bool
    /// False for a computed property (`{ get }`, `{ a + b }`); observers (`didSet`) keep it stored.
    public var isStored: Bool
    /// `private`, `fileprivate`, `private(set)`...: what makes a struct's memberwise initializer private.
    public var isPrivate: Bool

    public init(
        name: String, type: TypeSyntax?, isLet: Bool, isStatic: Bool, hasInitialValue: Bool, isStored: Bool,
        isPrivate: Bool = false
    ) {
        self.isPrivate = isPrivate
        self.name = name
        self.type = type
        self.isLet = isLet
        self.isStatic = isStatic
        self.hasInitialValue = hasInitialValue
        self.isStored = isStored
    }
}

/// `case loaded(items: [Item])`: a case and its payload (nil when it has none).
public struct EnumCase: Hashable, Sendable {
    public var name: String
    public var payload: [TupleTypeElement]?

    public init(name: String, payload: [TupleTypeElement]? = nil) {
        self.name = name
        self.payload = payload
    }
}
