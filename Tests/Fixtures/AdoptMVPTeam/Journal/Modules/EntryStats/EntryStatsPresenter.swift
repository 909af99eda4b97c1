import Foundation

/// Free of any UI framework: the app's screen shows what it says.
@MainActor
final class EntryStatsPresenter: EntryStatsPresenting {
    weak var view: EntryStatsView?
    private let counter: EntryCounting

    init(counter: EntryCounting) {
        self.counter = counter
    }

    func refresh() {
        let titles = counter.titles()
        view?.show(count: titles.count, longestTitle: titles.max { $0.count < $1.count })
    }
}
