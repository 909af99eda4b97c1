/// How a build test proves a project in both language modes, decided here once.
///
/// Swift 6 mode is built and tested (`check --run-tests`); the tests that delete
/// a step to see its test fail run there too. Swift 5 mode adds what its
/// compiler says, so it gets the fast proof (`check`): every source and test
/// file compiled, warnings as errors, no test run. The golden modules
/// (`GoldenModuleBuildTests`) still run their tests in both modes, in one
/// package, so each style's output is run in Swift 5 too; so do the tests an
/// issue's "Done when" names as passing `check --run-tests` in Swift 6 and 5
/// (`runsTestsInBoth`: the service answers, MVP-C's modules, adopt's fixtures).
enum LanguageModeProof {
    /// The modes a build test proves, Swift 6 first.
    static let modes = [6, 5]

    /// True where the tests run: Swift 6 mode.
    static func runsTests(_ mode: Int) -> Bool { mode == 6 }

    /// `check --run-tests` in Swift 6 mode, `check` (the fast proof) in Swift 5 mode;
    /// `check --run-tests` in both where `runsTestsInBoth`.
    static func checkArguments(_ mode: Int, runsTestsInBoth: Bool = false) -> [String] {
        runsTestsInBoth || runsTests(mode) ? ["check", "--run-tests"] : ["check"]
    }
}
