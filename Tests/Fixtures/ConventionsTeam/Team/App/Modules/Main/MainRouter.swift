import Foundation

/// The team's router: no route yet, but it conforms to the scene's routing
/// protocol, empty until the first route comes.
@MainActor
final class MainRouter: MainRoutingLogic, MainDataPassing {
    weak var view: (any MainDisplayLogic)?
    var dataStore: (any MainDataStore)?
}
