/// What a module's UIKit entry point (`create()`, `makeModule(with:)`)
/// returns, archgen.yml's `styles: <style>: entryPoint:`. Every style's
/// returns what the caller presents, `UIViewController`, by default; a team
/// whose code uses the module's own view controller (seed 002's
/// `MainConfigurator.create(...).interactor`) writes `entryPoint: view`.
package enum EntryPointResult: String, CaseIterable, Equatable, Sendable {
    /// `UIViewController`: what a route pushes or presents.
    case presented
    /// The module's own view controller (`MainViewController`, `ItemsListScene`).
    case view
}
