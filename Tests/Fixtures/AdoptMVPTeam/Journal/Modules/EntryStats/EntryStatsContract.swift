import Foundation

/// What the stats screen shows; the app's SwiftUI screen implements it.
@MainActor protocol EntryStatsView: AnyObject {
    func show(count: Int, longestTitle: String?)
}

@MainActor protocol EntryStatsPresenting: AnyObject {
    func refresh()
}

protocol EntryCounting {
    func titles() -> [String]
}
