import ArchGenSource

/// The module a route opens, as its spec names it after the route's
/// declaration: `showDetail(restaurantID: Int) opens RestaurantDetail`
/// (pushed on UIKit, a navigation destination on SwiftUI) or
/// `presentSettings() presents Settings` (presented modally, a sheet).
/// Which modules exist, and their inputs, only the project knows
/// (`ProjectLint.routeTargetErrors`).
package struct RouteTarget: Equatable, Sendable {
    /// The word after the declaration.
    package enum Kind: String, CaseIterable, Sendable {
        case opens
        case presents
    }

    package var kind: Kind
    /// The module's name (its spec's `module:`).
    package var module: String
    /// Where the module's name is written.
    package var location: SourceLocation

    package init(kind: Kind, module: String, location: SourceLocation) {
        self.kind = kind
        self.module = module
        self.location = location
    }
}
