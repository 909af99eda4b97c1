import Foundation

/// The team's worker: nothing to do yet, but it conforms to the module's
/// data protocol, which `keep: [interactor]` declares though empty.
@preconcurrency @MainActor
final class ItemsDetailsWorker: ItemsDetails_ManageData {}
