/// A declaration or call whose parameters or arguments stay on its line while
/// the line fits in 120 columns, and otherwise go one a line, as Xcode and
/// swift-format lay them out:
///
///     static func assemble(
///         view: some SignInView,
///         fetcher: any NetworkDataFetcher
///     ) -> SignInPresenter {
enum LineWrapping {
    static let width = 120

    /// `head` + the items joined by `, ` + `tail`, as lines: one when it fits at
    /// `indent` columns, else the head, each item indented four more columns, and
    /// the tail (which starts with the closing bracket).
    static func lines(_ head: String, _ items: [String], _ tail: String, indent: Int) -> [String] {
        let line = head + items.joined(separator: ", ") + tail
        guard indent + line.count > width, !items.isEmpty else { return [line] }
        return [head] + items.enumerated().map { "    " + $0.element + ($0.offset < items.count - 1 ? "," : "") } + [tail]
    }
}

