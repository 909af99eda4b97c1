import ArchGenSource

/// A validated module spec: everything spec-format.md lets a spec say, with
/// every member parsed. Built by `SpecLoader`; never built from invalid input.
package struct Spec: Equatable, Sendable {
    /// The path of the spec file, as given.
    package var path: String
    package var module: String
    /// The style the spec names (or its project's default), as its manifest
    /// defines it: a built-in, or one of the project's own (`StyleRegistry`).
    package var style: StyleDefinition
    /// A project's own style's templates folder, over the style's own templates (`StyleRegistry.Entry.templates`).
    package var styleTemplates: String?
    package var platform: Platform
    package var tests: TestFramework
    /// How the module's protocols, actors, spies and tests are isolated.
    package var isolation: Isolation = .default(languageMode: 6)
    /// How a SwiftUI module's screen model is observed (`ObservationKind`).
    package var observation: ObservationKind = .default
    /// Whether the module's entry point and the types it needs are `public` (`Access`).
    package var access: Access = .internal
    /// archgen.yml's names for the types of the module's style (`StyleNaming` applies them).
    package var names = NamePatterns()
    /// archgen.yml's wiring of the module's links, input and services.
    package var wiring = WiringSettings()
    /// The protocols archgen.yml keeps, empty, when their lists are left out (`keep:`), by key.
    package var keptProtocols: Set<String> = []
    /// What the UIKit entry point returns (archgen.yml's `styles: <style>: entryPoint:`).
    package var entryPointResult: EntryPointResult = .presented
    /// How the view is told what to show (archgen.yml's `styles: <style>: binding:`, else the manifest's first).
    package var binding: ViewBinding = .output
    /// The view list's commands as written, when they are closure properties (`binding: closures`), for the view to bind.
    package var boundCommands: [Member] = []
    /// The specs of the modules its routes open (`opens`, `presents`), by module: set where
    /// the project's specs are all loaded (`generate`, `check`), for the routes' scaffolds.
    package var openedModules: [String: Spec] = [:]
    package var imports: [String]
    /// The Swift module that generated tests `@testable import`.
    package var appModule: String
    /// The target of the shared services' mocks that the tests `@testable import` too
    /// (archgen.yml's `package.sharedTestTarget`), when the module uses a shared service.
    package var sharedMocksModule: String?
    package var entities: [Entity]
    package var services: [Service]
    package var external: [External]
    /// What the module is built with (`makeModule(with item: Item)`); empty when none.
    package var input: [FieldDeclaration]
    /// The role lists, with use-case methods merged in (see `UseCase.generatesMethods`).
    package var roles: [Role: [Member]]
    package var useCases: [UseCase]
    package var description: String?
    /// The names of archgen.yml's shared declarations the module uses (services
    /// it refers to, types its declarations mention), sorted; empty when none.
    package var sharedNames: [String] = []
    /// archgen.yml's shared entities, when the module is in their app module:
    /// types its code can use, known to its render model (for test samples and
    /// `Equatable`), never written into the module.
    package var sharedEntities: [Entity] = []
    /// Where the module's name is written (`module: SignIn`, at `SignIn`).
    package var moduleLocation = SourceLocation(line: 1, column: 1)
    /// Where each role list written in the spec starts (its key).
    package var roleLocations: [Role: SourceLocation] = [:]

    /// The members of one role list, in spec order (written ones, then use-case ones).
    package func members(of role: Role) -> [Member] {
        roles[role] ?? []
    }

    /// Every list a spec of its style may write: archgen's own, then its style's own (`useCase`).
    package var listRoles: [Role] {
        Role.allCases + style.lists.map(\.role).filter { !$0.isBuiltIn }
    }

    /// The members of every list, in `listRoles`' order.
    package var listMembers: [Member] { listRoles.flatMap(members(of:)) }

    /// Whether the module uses any of archgen.yml's shared declarations.
    package var usesSharedDeclarations: Bool { !sharedNames.isEmpty }
}

/// A module's view layer (`platform:`): UIKit view controllers, SwiftUI screens, or no view code.
public enum Platform: String, CaseIterable, Sendable {
    case uikit
    case swiftui
    case none
}

/// The framework of a module's generated tests (`tests:`).
public enum TestFramework: String, CaseIterable, Sendable {
    case xctest
    case swiftTesting = "swift-testing"
}
