/// A validated module spec: everything spec-format.md lets a spec say, with
/// every member parsed. Built by `SpecLoader`; never built from invalid input.
public struct Spec: Equatable, Sendable {
    /// The path of the spec file, as given.
    public var path: String
    public var module: String
    public var style: Style
    public var platform: Platform
    public var tests: TestFramework
    public var imports: [String]
    /// The Swift module that generated tests `@testable import`.
    public var appModule: String
    public var entities: [Entity]
    public var services: [Service]
    public var external: [External]
    /// What the module is built with (`makeModule(with item: Item)`); empty when none.
    public var input: [FieldDeclaration]
    /// The role lists, with use-case methods merged in (see `UseCase.generatesMethods`).
    public var roles: [Role: [Member]]
    public var useCases: [UseCase]
    public var description: String?

    /// The members of one role list, in spec order (written ones, then use-case ones).
    public func members(of role: Role) -> [Member] {
        roles[role] ?? []
    }
}

public enum Style: String, CaseIterable, Sendable {
    case viper
    case viperS = "viper-s"
    case vip
}

public enum Platform: String, CaseIterable, Sendable {
    case uikit
    case swiftui
    case none
}

public enum TestFramework: String, CaseIterable, Sendable {
    case xctest
    case swiftTesting = "swift-testing"
}
