/// xorshift64*: a small random generator that gives the same numbers on every
/// platform for a seed, so a seed reproduces a whole run and a spec's own
/// seed reproduces that spec.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        // Scrambled, so nearby seeds start far apart; never zero.
        var mixed = seed &+ 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ (mixed >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        state = (mixed ^ (mixed >> 33)) | 1
    }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    /// A number in `0..<bound` (0 when `bound` is 0).
    mutating func below(_ bound: Int) -> Int {
        bound > 0 ? Int(next() % UInt64(bound)) : 0
    }

    /// A number in `range`.
    mutating func between(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
