// The app's own protocol, which shared models conform to.
protocol Searchable {
    var name: String { get }
}

extension Searchable {
    func matches(_ query: String) -> Bool {
        query.isEmpty || name.lowercased().contains(query.lowercased())
    }
}
