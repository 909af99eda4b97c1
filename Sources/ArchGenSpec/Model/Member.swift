/// A member of a role list or a service, parsed, with where it was written.
public struct Member: Equatable, Sendable {
    public enum Origin: Equatable, Sendable {
        /// Written in the spec.
        case written
        /// Generated from the use case of this name.
        case useCase(String)
    }

    public var declaration: MemberDeclaration
    /// The fragment as written (for a use-case method, as generated).
    public var text: String
    public var location: SourceLocation
    public var origin: Origin

    public init(declaration: MemberDeclaration, text: String, location: SourceLocation, origin: Origin = .written) {
        self.declaration = declaration
        self.text = text
        self.location = location
        self.origin = origin
    }
}

/// A dependency injected into the interactor / worker, with its test double.
public struct Service: Equatable, Sendable {
    /// The protocol name (`NetworkDataFetcher`).
    public var name: String
    /// The property that holds it (`fetcher`; by default the name with its first letter lowered).
    public var property: String
    public var members: [Member]
    public var location: SourceLocation
}

/// A type owned by the module: a shorthand struct or a declaration used as written.
public struct Entity: Equatable, Sendable {
    public var declaration: EntityDeclaration
    public var location: SourceLocation

    public var name: String { declaration.name }
}

/// A type the app defines elsewhere: compiled beside the module by the build
/// check, never emitted into it.
public enum External: Equatable, Sendable {
    /// A one-line declaration (or an entity shorthand), compiled as written.
    case declaration(EntityDeclaration, location: SourceLocation)
    /// A Swift file, its path relative to the spec file as written.
    case file(String, location: SourceLocation)
}

/// A request / response / view-model triple (the VIP way).
public struct UseCase: Equatable, Sendable {
    public var name: String
    public var request: [FieldDeclaration]
    public var response: [FieldDeclaration]
    public var viewModel: [FieldDeclaration]
    /// False for `methods: none`: models only, no methods in the role lists.
    public var generatesMethods: Bool
    public var location: SourceLocation
}
