/// How a module's protocols, actors, spies and tests are isolated: a spec's
/// own `isolation:`, else archgen.yml's for its style (`styles: <style>:
/// isolation:`), else the style manifest's, else archgen.yml's `defaults:
/// isolation:`, else the one that fits the build's language mode.
package enum Isolation: String, CaseIterable, Sendable {
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

    /// What a spec gets when neither it, archgen.yml nor its style says: in
    /// Swift 6 mode `mainActor`, so that the compiler rejects a call to the
    /// module's actors off the main actor; in Swift 5 mode, which does not
    /// check callers, `preconcurrency`, which code not yet annotated can use.
    package static func `default`(languageMode: Int) -> Isolation {
        languageMode >= 6 ? .mainActor : .preconcurrency
    }

    /// Whether the module's actors are on the main actor.
    package var isMainActor: Bool { self != .none }
}
