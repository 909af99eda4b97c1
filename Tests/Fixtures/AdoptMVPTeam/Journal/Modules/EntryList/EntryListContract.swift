import Foundation

@MainActor protocol EntryListView: AnyObject {
    func show(titles: [String])
    func showEmpty()
}

@MainActor protocol EntryListPresenting: AnyObject {
    func viewDidLoad()
    func didSelectEntry(at index: Int)
    func didTapAdd()
}

protocol EntryStoring {
    func entries() -> [Entry]
    func save(_ entry: Entry)
}
