/// New object IDs in Xcode's shape (24 uppercase hex digits), made from
/// what the object stands for (`PBXFileReference` + its path from the
/// project's folder), so the same additions to the same project get the
/// same IDs on any machine. An ID the project already uses, or one given
/// out before, is never returned: the next candidate for the same seed is.
struct ObjectIDGenerator {
    private var taken: Set<String>

    init(taken: some Sequence<String>) {
        self.taken = Set(taken)
    }

    mutating func id(for seed: String) -> String {
        var attempt = 0
        while true {
            let candidate = Self.hex(seed + (attempt == 0 ? "" : "#\(attempt)"))
            if taken.insert(candidate).inserted { return candidate }
            attempt += 1
        }
    }

    /// 96 bits of two 64-bit mixes of the seed's bytes (a splitmix64
    /// finaliser after each byte), as 24 hex digits.
    static func hex(_ seed: String) -> String {
        var first: UInt64 = 0x9E37_79B9_7F4A_7C15
        var second: UInt64 = 0xD1B5_4A32_D192_ED03
        for byte in seed.utf8 {
            first = mix(first ^ UInt64(byte))
            second = mix(second &+ UInt64(byte) &* 0x1000_0000_01B3)
        }
        let high = String(first >> 16, radix: 16, uppercase: true)
        let low = String(second >> 16, radix: 16, uppercase: true)
        return String(repeating: "0", count: 12 - high.count) + high + String(repeating: "0", count: 12 - low.count) + low
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
