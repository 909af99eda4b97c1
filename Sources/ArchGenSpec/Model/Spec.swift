import ArchGenSource

/// A validated module spec: everything spec-format.md lets a spec say, with
/// every member parsed. Built by `SpecLoader`; never built from invalid input.
public struct Spec: Equatable, Sendable {
    /// The path of the spec file, as given.
    public var path: String
    public var module: String
    /// The style the spec names (or its project's default), as its manifest
    /// defines it: a built-in, or one of the project's own (`StyleRegistry`).
    public var style: StyleDefinition
    /// A project's own style's templates folder, over the style's own templates (`StyleRegistry.Entry.templates`).
    public var styleTemplates: String?
    public var platform: Platform
    public var tests: TestFramework
    /// How the module's protocols, actors, spies and tests are isolated.
    public var isolation: Isolation = .default(languageMode: 6)
    /// How a SwiftUI module's screen model is observed (`ObservationKind`).
    public var observation: ObservationKind = .default
    /// Whether the module's entry point and the types it needs are `public` (`Access`).
    public var access: Access = .internal
    /// archgen.yml's names for the types of the module's style (`StyleNaming` applies them).
    public var names = NamePatterns()
    /// archgen.yml's wiring of the module's links, input and services.
    public var wiring = WiringSettings()
    /// The protocols archgen.yml keeps, empty, when their lists are left out (`keep:`), by key.
    public var keptProtocols: Set<String> = []
    /// What the UIKit entry point returns (archgen.yml's `styles: <style>: entryPoint:`).
    public var entryPointResult: EntryPointResult = .presented
    /// The specs of the modules its routes open (`opens`, `presents`), by module: set where
    /// the project's specs are all loaded (`generate`, `check`), for the routes' scaffolds.
    public var openedModules: [String: Spec] = [:]
    public var imports: [String]
    /// The Swift module that generated tests `@testable import`.
    public var appModule: String
    /// The target of the shared services' mocks that the tests `@testable import` too
    /// (archgen.yml's `package.sharedTestTarget`), when the module uses a shared service.
    public var sharedMocksModule: String?
    public var entities: [Entity]
    public var services: [Service]
    public var external: [External]
    /// What the module is built with (`makeModule(with item: Item)`); empty when none.
    public var input: [FieldDeclaration]
    /// The role lists, with use-case methods merged in (see `UseCase.generatesMethods`).
    public var roles: [Role: [Member]]
    public var useCases: [UseCase]
    public var description: String?
    /// The names of archgen.yml's shared declarations the module uses (services
    /// it refers to, types its declarations mention), sorted; empty when none.
    public var sharedNames: [String] = []
    /// archgen.yml's shared entities, when the module is in their app module:
    /// types its code can use, known to its render model (for test samples and
    /// `Equatable`), never written into the module.
    public var sharedEntities: [Entity] = []
    /// Where the module's name is written (`module: SignIn`, at `SignIn`).
    public var moduleLocation = SourceLocation(line: 1, column: 1)
    /// Where each role list written in the spec starts (its key).
    public var roleLocations: [Role: SourceLocation] = [:]

    /// The members of one role list, in spec order (written ones, then use-case ones).
    public func members(of role: Role) -> [Member] {
        roles[role] ?? []
    }

    /// Every list a spec of its style may write: archgen's own, then its style's own (`useCase`).
    public var listRoles: [Role] {
        Role.allCases + style.lists.map(\.role).filter { !$0.isBuiltIn }
    }

    /// The members of every list, in `listRoles`' order.
    public var listMembers: [Member] { listRoles.flatMap(members(of:)) }

    /// Whether the module uses any of archgen.yml's shared declarations.
    public var usesSharedDeclarations: Bool { !sharedNames.isEmpty }
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
