/// `archgen-bench [--archgen PATH] [--baseline PATH] [--swift PATH] [--runs N] [--check-runs N] [--specs N] [--no-check] [--only ROWS] [--keep]`
struct BenchmarkOptions {
    /// The archgen binary to measure (default: the one beside this program).
    var archgen: String?
    /// A second archgen (an earlier revision, built by `scripts/bench --against`): `new` and
    /// `generate` run both in alternation and print the ratio.
    var baseline: String?
    /// The `swift` for the bare builds (default: the first on PATH).
    var swift: String?
    /// Runs of each quick measurement (at least 10).
    var runs = 20
    /// Cold builds of each kind (check and bare), alternating.
    var checkRuns = 3
    /// Specs for `generate`.
    var specs = 1_000
    /// Skips the build-check measurements (4 to 6).
    var skipCheck = false
    /// The measurements to run (`new`, `generate`, `check`, `selection`); all when empty.
    var only: Set<String> = []
    /// Keeps the work folder.
    var keep = false

    static let usage = """
        usage: archgen-bench [--archgen PATH] [--baseline PATH] [--swift PATH] [--runs N] [--check-runs N] [--specs N] [--no-check] [--only ROWS] [--keep]
        ROWS: new, generate, check, selection, proof, comma-separated (default: all).
        Measures archgen (built in release), against --baseline when given, and prints a table; see BENCHMARKS.md.
        """

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    static let rows = ["new", "generate", "check", "selection", "proof"]

    /// Whether the measurements `row` are to run.
    func runs(_ row: String) -> Bool {
        (only.isEmpty || only.contains(row)) && !(skipCheck && ["check", "selection", "proof"].contains(row))
    }

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let value = rest.popFirst() else { throw Invalid(description: "\(name) needs a value") }
            return value
        }
        func number(_ name: String, atLeast minimum: Int) throws -> Int {
            guard let number = Int(try value(name)), number >= minimum else {
                throw Invalid(description: "\(name) needs a whole number of at least \(minimum)")
            }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--archgen": archgen = try value(argument)
            case "--baseline": baseline = try value(argument)
            case "--swift": swift = try value(argument)
            case "--runs": runs = try number(argument, atLeast: 10)
            case "--check-runs": checkRuns = try number(argument, atLeast: 1)
            case "--specs": specs = try number(argument, atLeast: 1)
            case "--no-check": skipCheck = true
            case "--only":
                only = Set(try value(argument).split(separator: ",").map(String.init))
                if let unknown = only.first(where: { !Self.rows.contains($0) }) {
                    throw Invalid(description: "--only: unknown measurement '\(unknown)' (use \(Self.rows.joined(separator: ", ")))")
                }
            case "--keep": keep = true
            default: throw Invalid(description: "unknown argument '\(argument)'")
            }
        }
    }
}
