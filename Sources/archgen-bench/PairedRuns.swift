import Foundation

/// One archgen measured: the one built from this checkout, or the baseline
/// (`--baseline`, an earlier revision built by `scripts/bench --against`).
struct MeasuredBinary {
    /// `archgen` or `baseline`, also the name of its work folders.
    var name: String
    var path: String
}

/// The samples of a measurement of archgen and, when there is one, of the
/// baseline, taken in alternation (archgen, baseline, archgen, …) so that
/// both see the same drift of a shared machine.
struct PairedSamples {
    var archgen = Samples()
    var baseline: Samples?
    /// archgen's time over the baseline's, run by run.
    var ratios: [Double] = []

    /// The median of the run-by-run ratios.
    var medianRatio: Double? {
        Statistics.median(ratios) { ($0 + $1) / 2 }
    }
}

extension Benchmark {
    /// The binaries to measure: archgen, then the baseline when given.
    var binaries: [MeasuredBinary] {
        [MeasuredBinary(name: "archgen", path: archgen)] + (options.baseline.map { [MeasuredBinary(name: "baseline", path: $0)] } ?? [])
    }

    /// Runs `measure` for each binary in turn, `runs` times plus a first run
    /// of each that warms the page cache and is not counted.
    func alternate(
        runs: Int, _ measure: (MeasuredBinary, Int) throws -> TimedProcess.Run
    ) throws -> PairedSamples {
        var pair = PairedSamples()
        if options.baseline != nil { pair.baseline = Samples() }
        for run in 0...runs {
            var durations: [Duration] = []
            for binary in binaries {
                durations.append(try measure(binary, run).duration)
            }
            guard run > 0 else { continue }
            pair.archgen.add(durations[0])
            if durations.count == 2 {
                pair.baseline?.add(durations[1])
                pair.ratios.append(durations[0].seconds / durations[1].seconds)
            }
        }
        return pair
    }

    /// A row for `pair`: archgen's median, the baseline's and the median ratio when measured.
    mutating func add(_ measurement: String, _ pair: PairedSamples, target: String, met: Bool) {
        let ratio = pair.medianRatio.map { ratioText($0) + " of the baseline" }
        table.add(measurement, archgen: pair.archgen.median.formatted, baseline: pair.baseline?.median.formatted ?? "",
                  result: ratio ?? pair.archgen.median.formatted, target: target, met: met)
    }
}
