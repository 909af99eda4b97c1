#if canImport(SwiftUI)
import SwiftUI

/// The app's stats screen, around the EntryStats module's presenter.
@MainActor
final class EntryStatsModel: ObservableObject, EntryStatsView {
    @Published private(set) var summary = ""
    var presenter: EntryStatsPresenting?

    func show(count: Int, longestTitle: String?) {
        summary = "\(count) entries" + (longestTitle.map { ", the longest: \($0)" } ?? "")
    }
}

struct EntryStatsScreen: View {
    @StateObject var model: EntryStatsModel

    var body: some View {
        Text(model.summary).onAppear { model.presenter?.refresh() }
    }
}
#endif
