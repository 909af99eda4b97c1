/// FNV-1a, 64 bits, in hex: stable across runs and platforms (unlike `Hasher`).
package enum StableHash {
    package static func fnv1a(_ text: String) -> String {
        var hasher = StableHasher()
        hasher.add(bytes: text.utf8)
        return hasher.value
    }
}

/// FNV-1a over a sequence of parts. `combine` prefixes each part with its
/// length, so `("ab", "c")` and `("a", "bc")` hash differently.
package struct StableHasher: Sendable {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func combine(_ text: String) {
        combine(text.utf8)
    }

    package mutating func combine<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        add(bytes: String(bytes.count).utf8)
        add(bytes: CollectionOfOne(0x3A))
        add(bytes: bytes)
    }

    mutating func add<Bytes: Sequence<UInt8>>(bytes: Bytes) {
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
    }

    /// The hash so far, in hex.
    package var value: String { String(hash, radix: 16) }
}
