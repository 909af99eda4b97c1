enum EntryStatsBuilder {
    @MainActor static func build(view: EntryStatsView, counter: EntryCounting) -> EntryStatsPresenter {
        let presenter = EntryStatsPresenter(counter: counter)
        presenter.view = view
        return presenter
    }
}
