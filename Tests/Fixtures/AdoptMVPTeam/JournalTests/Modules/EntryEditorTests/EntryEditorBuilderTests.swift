import Testing
@testable import Journal

@MainActor
private final class EditorViewStub: EntryEditorView {
    func fill(title: String, text: String) {}
    func showTitleIsMissing() {}
}

@MainActor
private final class ListStub: EntryEditorDelegate {
    func editorDidSave(_ entry: Entry) {}
}

@MainActor
struct EntryEditorBuilderTests {
    @Test func theBuilderLinksThePresenterToTheViewAndTheDelegate() {
        let view = EditorViewStub()
        let list = ListStub()

        let presenter = EntryEditorBuilder.build(view: view, entry: nil, delegate: list)

        #expect(presenter.view === view)
        #expect(presenter.delegate === list)
    }
}
