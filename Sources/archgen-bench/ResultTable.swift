import Foundation

/// The benchmark's table: one row per measurement, with its target.
struct ResultTable {
    struct Row {
        var measurement: String
        var archgen: String
        var baseline: String
        /// `0.97×`, or the figure the target is about.
        var result: String
        var target: String
        /// Nil when the row has no target.
        var met: Bool?
    }

    var rows: [Row] = []

    mutating func add(_ measurement: String, archgen: String, baseline: String = "", result: String,
                      target: String = "", met: Bool? = nil) {
        rows.append(Row(measurement: measurement, archgen: archgen, baseline: baseline, result: result, target: target, met: met))
    }

    /// A Markdown table, pasteable into the README.
    var markdown: String {
        let header = ["measurement", "archgen", "baseline", "result", "target", ""]
        let lines = rows.map { row in
            [row.measurement, row.archgen, row.baseline, row.result, row.target, row.met.map { $0 ? "met" : "MISSED" } ?? ""]
        }
        let widths = header.indices.map { column in ([header] + lines).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: " | ") + " |"
        }
        return ([line(header), "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"]
            + lines.map(line)).joined(separator: "\n") + "\n"
    }

    /// True when every row with a target met it.
    var allMet: Bool { rows.allSatisfy { $0.met != false } }
}

/// `0.97×`.
func ratioText(_ ratio: Double) -> String {
    String(format2: ratio, "×").replacingOccurrences(of: " ×", with: "×")
}
