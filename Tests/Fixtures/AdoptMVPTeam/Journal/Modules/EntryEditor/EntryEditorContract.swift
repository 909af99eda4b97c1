import Foundation

@MainActor protocol EntryEditorView: AnyObject {
    func fill(title: String, text: String)
    func showTitleIsMissing()
}

@MainActor protocol EntryEditorPresenting: AnyObject {
    func viewDidLoad()
    func didTapSave(title: String, text: String)
}

/// Told when the user saved the entry.
@MainActor protocol EntryEditorDelegate: AnyObject {
    func editorDidSave(_ entry: Entry)
}
