/// Text to add at an offset of the original bytes, in place of the
/// `removing` bytes there (none for an insertion). Insertions at one offset
/// go in by `rank`, then in the order they were made.
struct TextInsertion {
    var offset: Int
    var rank: String
    var text: String
    var removing = 0

    /// `bytes` with every insertion made; nothing else changes.
    static func apply(_ insertions: [TextInsertion], to bytes: [UInt8]) -> [UInt8] {
        let sorted = insertions.enumerated().sorted { ($0.element.offset, $0.element.rank, $0.offset) < ($1.element.offset, $1.element.rank, $1.offset) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + insertions.reduce(0) { $0 + $1.text.utf8.count })
        var copied = 0
        for insertion in sorted.map(\.element) {
            result.append(contentsOf: bytes[copied..<insertion.offset])
            result.append(contentsOf: insertion.text.utf8)
            copied = insertion.offset + insertion.removing
        }
        result.append(contentsOf: bytes[copied...])
        return result
    }
}
