/// `archgen-specgen [--count N] [--seed S] [--group N] [--shrink N] [--swift PATH] [--only I] [--keep] [--write-specs DIR]`
struct SpecGenOptions {
    /// How many specs.
    var count = 10
    /// The run's seed; spec `i` is generated from `seed` and `i`. Nil: one from the clock, printed.
    var seed: UInt64?
    /// Specs per target group (each group is one target per style and language mode).
    var group = 10
    /// How many failing modules to shrink to their smallest failing spec.
    var shrink = 1
    /// The `swift` to build with (default: the first on PATH).
    var swift: String?
    /// Builds only spec `only` of the run (`--only 54 --count 100 --seed 2`: a failure's spec again).
    var only: Int?
    /// Keeps the work folder's packages and specs.
    var keep = false
    /// Writes each spec, restricted to each built-in style, to `DIR/<style>/<Module>.archgen` and stops (scripts/mutate).
    var specsFolder: String?

    static let usage = """
        usage: scripts/specgen [--count N] [--seed S] [--group N] [--shrink N] [--swift PATH] [--only I] [--keep] [--write-specs DIR]
        Writes N random valid specs, renders each in every built-in style and every style folder of a
        fixture project (platforms, test kits and a team's archgen.yml conventions varied), builds them
        in Swift 6 and Swift 5 mode with warnings as errors, runs their tests, and shrinks a failing spec
        to the smallest that still fails (--only I: spec I of the run alone). Exits 0 only when every
        module builds and passes. --write-specs DIR only writes the specs, one folder per built-in style.
        """

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let name = rest.popFirst() {
            if name == "--keep" {
                keep = true
                continue
            }
            if name == "--help" || name == "-h" { throw Invalid(description: "") }
            guard ["--count", "--seed", "--group", "--shrink", "--swift", "--only", "--write-specs"].contains(name) else {
                throw Invalid(description: "unknown argument '\(name)'")
            }
            guard let text = rest.popFirst() else { throw Invalid(description: "\(name) needs a value") }
            if name == "--swift" || name == "--write-specs" {
                if name == "--swift" { swift = text } else { specsFolder = text }
                continue
            }
            let minimum: UInt64 = ["--seed", "--shrink", "--only"].contains(name) ? 0 : 1
            guard let number = UInt64(text), number >= minimum, name == "--seed" || number <= 100_000 else {
                throw Invalid(description: "\(name) needs a whole number" + (name == "--seed" ? "" : " from \(minimum) to 100000"))
            }
            switch name {
            case "--count": count = Int(number)
            case "--seed": seed = number
            case "--group": group = Int(number)
            case "--only": only = Int(number)
            default: shrink = Int(number)
            }
        }
        if let only, only >= count { throw Invalid(description: "--only needs a spec of the run, from 0 to \(count - 1)") }
    }
}
