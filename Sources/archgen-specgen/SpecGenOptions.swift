/// `archgen-specgen [--count N] [--seed S] [--group N] [--shrink N] [--swift PATH] [--keep]`
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
    /// Keeps the work folder's packages and specs.
    var keep = false

    static let usage = """
        usage: scripts/specgen [--count N] [--seed S] [--group N] [--shrink N] [--swift PATH] [--keep]
        Writes N random valid specs, renders each in VIPER, VIPER-S and VIP (platforms and test kits varied),
        builds them in Swift 6 and Swift 5 mode with warnings as errors, runs their tests, and shrinks
        a failing spec to the smallest that still fails. Exits 0 only when every module builds and passes.
        """

    struct Invalid: Error, CustomStringConvertible {
        var description: String
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
            case "--count": count = try number(argument, atLeast: 1)
            case "--seed":
                guard let seed = UInt64(try value(argument)) else { throw Invalid(description: "--seed needs a whole number") }
                self.seed = seed
            case "--group": group = try number(argument, atLeast: 1)
            case "--shrink": shrink = try number(argument, atLeast: 0)
            case "--swift": swift = try value(argument)
            case "--keep": keep = true
            case "--help", "-h": throw Invalid(description: "")
            default: throw Invalid(description: "unknown argument '\(argument)'")
            }
        }
    }
}
