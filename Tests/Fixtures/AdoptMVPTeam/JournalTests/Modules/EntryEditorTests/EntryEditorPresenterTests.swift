import Testing
@testable import Journal

@MainActor
private final class EditorViewSpy: EntryEditorView {
    private(set) var filled: [String] = []
    private(set) var missingTitleShown = false
    func fill(title: String, text: String) { filled.append(title + ": " + text) }
    func showTitleIsMissing() { missingTitleShown = true }
}

@MainActor
private final class DelegateSpy: EntryEditorDelegate {
    private(set) var saved: [Entry] = []
    func editorDidSave(_ entry: Entry) { saved.append(entry) }
}

@MainActor
struct EntryEditorPresenterTests {
    @Test func itFillsTheEntryBeingEdited() {
        let view = EditorViewSpy()
        let presenter = EntryEditorPresenter(entry: Entry(id: 7, title: "Walk", text: "By the river."))
        presenter.view = view

        presenter.viewDidLoad()

        #expect(view.filled == ["Walk: By the river."])
    }

    @Test func savingTellsTheDelegateTheEditedEntry() {
        let delegate = DelegateSpy()
        let presenter = EntryEditorPresenter(entry: Entry(id: 7, title: "Walk", text: ""))
        presenter.delegate = delegate

        presenter.didTapSave(title: "Run", text: "Ten kilometres.")

        #expect(delegate.saved == [Entry(id: 7, title: "Run", text: "Ten kilometres.")])
    }

    @Test func anEntryWithNoTitleIsNotSaved() {
        let view = EditorViewSpy()
        let delegate = DelegateSpy()
        let presenter = EntryEditorPresenter(entry: nil)
        presenter.view = view
        presenter.delegate = delegate

        presenter.didTapSave(title: "", text: "Ten kilometres.")

        #expect(view.missingTitleShown)
        #expect(delegate.saved == [])
    }
}
