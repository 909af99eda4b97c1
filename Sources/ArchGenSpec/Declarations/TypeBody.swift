/// What archgen reads in the body of a struct, class, actor or enum written on
/// one line (`struct Item { var name: String; let id: Int }`,
/// `enum State { case idle, loaded(items: [Item]) }`): its stored and computed
/// properties, its cases, its initializers and the names of its nested types.
/// Methods and subscripts are skipped, and nested types but for their names;
/// their bodies are never read.
package struct TypeBody: Hashable, Sendable {
    package var properties: [BodyProperty] = []
    package var cases: [EnumCase] = []
    package var initializers: [MethodDeclaration] = []
    /// The types declared in the body (`enum Speed { ... }`), by name: the body names them unqualified.
    package var nestedTypeNames: [String] = []

    package init(properties: [BodyProperty] = [], cases: [EnumCase] = [], initializers: [MethodDeclaration] = []) {
        self.properties = properties
        self.cases = cases
        self.initializers = initializers
    }

    /// The stored instance properties, in order: what a struct's memberwise initializer takes.
    package var storedProperties: [BodyProperty] {
        properties.filter { $0.isStored && !$0.isStatic }
    }
}

/// `var name: String`, `let id = 1`, `static let shared = X()`, `var total: Int { ... }`.
package struct BodyProperty: Hashable, Sendable {
    package var name: String
    /// Nil when the type is left to inference (`let id = 1`).
    package var type: TypeSyntax?
    package var isLet: Bool
    package var isStatic: Bool
    /// `= value` written.
    package var hasInitialValue: Bool
    /// False for a computed property (`{ get }`, `{ a + b }`); observers (`didSet`) keep it stored.
    package var isStored: Bool
    /// `private`, `fileprivate`, `private(set)`...: what makes a struct's memberwise initializer private.
    package var isPrivate: Bool

    package init(
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
package struct EnumCase: Hashable, Sendable {
    package var name: String
    package var payload: [TupleTypeElement]?

    package init(name: String, payload: [TupleTypeElement]? = nil) {
        self.name = name
        self.payload = payload
    }
}
