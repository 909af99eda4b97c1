extension String {
    /// This text with every `placeholder` replaced by `value`, by a plain
    /// scan of the bytes. Names and paths are filled in for every file of
    /// every module, and the string-processing library's generic
    /// `replacing(_:with:)` costs a searcher's set-up at each call.
    public func filling(_ placeholder: String, with value: String) -> String {
        let key = Array(placeholder.utf8)
        guard let first = key.first, utf8.count >= key.count, utf8.contains(first) else { return self }
        let text = Array(utf8)
        var result: [UInt8] = []
        result.reserveCapacity(text.count + value.utf8.count)
        var position = 0
        while position < text.count {
            if text[position] == first, position + key.count <= text.count,
               text[position..<(position + key.count)].elementsEqual(key) {
                result += value.utf8
                position += key.count
            } else {
                result.append(text[position])
                position += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
