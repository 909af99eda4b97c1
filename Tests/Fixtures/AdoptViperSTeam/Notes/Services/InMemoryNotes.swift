/// The notes, kept in memory: both modules' store.
final class InMemoryNotes: NotesStoring, NoteSaving {
    private var notes = [Note(id: 1, text: "Buy tea")]

    func allNotes() -> [Note] { notes }

    func save(_ note: Note) {
        notes.removeAll { $0.id == note.id }
        notes.append(note)
    }
}
