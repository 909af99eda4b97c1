import ArchGenSource

/// The module a route opens, as its spec names it after the route's
/// declaration: `showDetail(restaurantID: Int) opens RestaurantDetail`
/// (pushed on UIKit, a navigation destination on SwiftUI) or
/// `presentSettings() presents Settings` (presented modally, a sheet).
/// Which modules exist, and their inputs, only the project knows
/// (`ProjectLint.routeTargetErrors`).
public struct RouteTarget: Equatable, Sendable {
    /// The word after the declaration.
    public enum Kind: String, CaseIterable, Sendable {
        case opens
        case presents
    }

    public var kind: Kind
    /// The module's name (its spec's `module:`).
    public var module: String
    /// Where the module's name is written.
    public var location: SourceLocation

    public init(kind: Kind, module: String, location: SourceLocation) {
        self.kind = kind
        self.module = module
        self.location = location
    }
}
