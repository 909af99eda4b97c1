import Foundation
#if canImport(UIKit)
import UIKit

final class NoteListViewController: UIViewController, NoteListViewModelOutput {
    private let viewModel: NoteListViewModelInput
    private(set) var shownTitles: [String] = []
    private(set) var errorMessage: String?

    init(viewModel: NoteListViewModelInput) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.showNotes = { [weak self] notes in self?.show(notes: notes) }
        viewModel.showError = { [weak self] message in self?.errorMessage = message }
        viewModel.viewDidLoad()
    }

    private func show(notes: [Note]) {
        shownTitles = notes.map(\.title)
    }
}
#endif
