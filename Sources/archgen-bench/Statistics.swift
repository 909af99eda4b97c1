/// The samples of one measurement.
struct Samples {
    var durations: [Duration] = []

    mutating func add(_ duration: Duration) {
        durations.append(duration)
    }

    var median: Duration {
        let sorted = durations.sorted()
        guard !sorted.isEmpty else { return .zero }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var minimum: Duration { durations.min() ?? .zero }
    var maximum: Duration { durations.max() ?? .zero }
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
