extension Array where Element: Equatable {
    /// The elements in order, each once (its first place kept).
    package func removingRepeats() -> [Element] {
        reduce(into: []) { kept, element in
            if !kept.contains(element) { kept.append(element) }
        }
    }
}
