extension String {
    /// The string with every occurrence of `placeholder` replaced by `value`
    /// (`"<Module>Presenter".filling("<Module>", with: "SignIn")`), by a
    /// plain scan of the bytes; the string itself, not a copy, when it has
    /// none. Names and paths are filled in for every file of every module.
    package func filling(_ placeholder: String, with value: String) -> String {
        var text = self, key = placeholder
        let filled = text.withUTF8 { text in key.withUTF8 { key in Self.fill(text, key, with: value) } }
        return filled ?? self
    }

    /// `text` with each `key` replaced by `value`; nil when there is no `key` in it.
    private static func fill(_ text: UnsafeBufferPointer<UInt8>, _ key: UnsafeBufferPointer<UInt8>, with value: String) -> String? {
        guard let first = key.first, text.count >= key.count else { return nil }
        var result: [UInt8] = []
        var copied = 0, position = 0
        while position + key.count <= text.count {
            guard text[position] == first, text[position..<(position + key.count)].elementsEqual(key) else {
                position += 1
                continue
            }
            if result.isEmpty { result.reserveCapacity(text.count + value.utf8.count) }
            result += text[copied..<position]
            result += value.utf8
            position += key.count
            copied = position
        }
        guard copied > 0 else { return nil }
        result += text[copied...]
        return String(decoding: result, as: UTF8.self)
    }
}
