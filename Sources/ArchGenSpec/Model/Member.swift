import ArchGenSource

/// A member of a role list or a service, parsed, with where it was written.
package struct Member: Equatable, Sendable {
    package enum Origin: Equatable, Sendable {
        /// Written in the spec.
        case written
        /// Generated from the use case of this name.
        case useCase(String)
    }

    package var declaration: MemberDeclaration {
        didSet { (signatureKey, requirementDescription) = Self.keys(of: declaration) }
    }
    /// The fragment as written, without a route's `opens Module` or a member's `calls name` (for a use-case method, as generated).
    package var text: String
    package var location: SourceLocation
    package var origin: Origin
    /// For a route, the module it opens, when its spec names one (`opens Detail`).
    package var routeTarget: RouteTarget?
    /// The call its actor makes for it, when its spec names one (`calls openSettings`).
    package var call: MemberCall?
    /// The declaration's `signatureKey` and `requirementDescription`, printed
    /// once: every protocol, double, implementation and test of the module compares them.
    package private(set) var signatureKey: String
    package private(set) var requirementDescription: String

    package init(
        declaration: MemberDeclaration, text: String, location: SourceLocation, origin: Origin = .written, routeTarget: RouteTarget? = nil
    ) {
        self.declaration = declaration
        self.text = text
        self.location = location
        self.origin = origin
        self.routeTarget = routeTarget
        (signatureKey, requirementDescription) = Self.keys(of: declaration)
    }

    /// The method it declares; nil for a property.
    package var method: MethodDeclaration? {
        if case .method(let method) = declaration { return method }
        return nil
    }

    private static func keys(of declaration: MemberDeclaration) -> (String, String) {
        (declaration.signatureKey, declaration.requirementDescription)
    }
}

/// A dependency injected into the interactor / worker, with its test double.
package struct Service: Equatable, Sendable {
    /// The protocol name (`NetworkDataFetcher`).
    package var name: String
    /// The property that holds it (`fetcher`; by default the name with its first letter lowered).
    package var property: String
    package var members: [Member]
    /// Where it is written: in the spec, its key; for a shared service a spec
    /// refers to, that reference (its members are archgen.yml's).
    package var location: SourceLocation
    /// Declared once for the project, in archgen.yml's `shared` services:
    /// the module holds it, but neither declares its protocol nor its mock.
    package var isShared = false
}

/// A type owned by the module: a shorthand struct or a declaration used as written.
package struct Entity: Equatable, Sendable {
    package var declaration: EntityDeclaration
    package var location: SourceLocation

    package var name: String { declaration.name }
}

/// A type the app defines elsewhere: compiled beside the module by the build
/// check, never emitted into it.
package enum External: Equatable, Sendable {
    /// A one-line declaration (or an entity shorthand), compiled as written.
    case declaration(EntityDeclaration, location: SourceLocation)
    /// A Swift file, its path relative to the spec file as written.
    case file(String, location: SourceLocation)
}

/// A request / response / view-model triple (the VIP way).
package struct UseCase: Equatable, Sendable {
    /// One of the three structs of a use case, named as Swift names it (`Main.UserInfo.Response`).
    package enum Model: String, CaseIterable, Sendable {
        case request = "Request"
        case response = "Response"
        case viewModel = "ViewModel"

        /// The spec key that declares it.
        package var key: String { self == .viewModel ? "viewModel" : rawValue.lowercased() }
    }

    package var name: String
    package var request: [FieldDeclaration]
    package var response: [FieldDeclaration]
    package var viewModel: [FieldDeclaration]
    /// The protocols each model conforms to, as written after its fields; absent when none.
    package var conformances: [Model: [TypeSyntax]] = [:]
    /// `from:`: where a field of the response or the view model comes from when its name differs, by
    /// `response.total` (the model's key and the field): a field of the model before it, or of the input (`FieldSource`).
    package var sources: [String: FieldSource] = [:]
    /// False for `methods: none`: models only, no methods in the role lists.
    package var generatesMethods: Bool
    package var location: SourceLocation

    /// The stored fields of one model.
    package func fields(of model: Model) -> [FieldDeclaration] {
        switch model {
        case .request: return request
        case .response: return response
        case .viewModel: return viewModel
        }
    }
}
