/// The samples of one measurement.
struct Samples {
    var durations: [Duration] = []

    mutating func add(_ duration: Duration) {
        durations.append(duration)
    }

    var median: Duration {
        Statistics.median(durations) { ($0 + $1) / 2 } ?? .zero
    }

    var minimum: Duration { durations.min() ?? .zero }
    var maximum: Duration { durations.max() ?? .zero }
}

enum Statistics {
    /// The middle of `values`, or `halfway` between the two middle ones for an
    /// even count; nil when there are none.
    static func median<T: Comparable>(_ values: [T], halfway: (T, T) -> T) -> T? {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return nil }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : halfway(sorted[middle - 1], sorted[middle])
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// `12.3 ms`, `845 µs`, `1.24 s`.
    var formatted: String {
        let value = seconds
        if value >= 1 { return String(format2: value, "s") }
        if value >= 0.001 { return String(format2: value * 1_000, "ms") }
        return String(format2: value * 1_000_000, "µs")
    }
}

extension String {
    /// `value` with three significant digits (at most two decimals) and `unit`.
    init(format2 value: Double, _ unit: String) {
        let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = decimals == 0 ? String(Int(rounded)) : String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let have = text.distance(from: dot, to: text.endIndex) - 1
            if have < decimals { text += String(repeating: "0", count: decimals - have) }
        }
        self = text + " " + unit
    }
}
