/// How a module's protocols, actors, spies and tests are isolated: a style's
/// setting in archgen.yml (`styles: <style>: isolation:`), or a spec's own
/// `isolation:`, which wins.
public enum Isolation: String, CaseIterable, Sendable {
    /// `@MainActor` protocols, actors, spies and tests: checked fully, for Swift 6 mode.
    case mainActor
    /// `@preconcurrency @MainActor`: main-actor isolated, yet usable from code
    /// not checked for concurrency; for Swift 6 and Swift 5 mode alike.
    case preconcurrency
    /// Plain protocols, as the architectures' references write them: the
    /// actors, spies and tests are nonisolated, and only the view layer (UIKit,
    /// SwiftUI) is on the main actor, conforming through isolated conformances
    /// (`@MainActor P`, Swift 6.2). For Swift 5 mode, and Swift 6 mode where
    /// the team's own code is nonisolated.
    case none

    /// What a spec gets when neither it nor archgen.yml says.
    public static let `default` = Isolation.preconcurrency

    /// Whether the module's actors are on the main actor.
    public var isMainActor: Bool { self != .none }
}
