import ArchGenKit
import Foundation

/// What building and testing a `GeneratedPackage` printed, and what it says.
package struct GeneratedPackageRun: Sendable {
    package var package: GeneratedPackage
    /// The package folder (in the cache).
    package var directory: URL
    package var build: SwiftToolchain.CommandResult
    /// `swift test list`; nil when the build failed.
    package var listing: SwiftToolchain.CommandResult?
    /// `swift test`; nil when the build or the listing failed.
    package var test: SwiftToolchain.CommandResult?
    /// The fast proof of the variants for it (`GeneratedPackageFastProof`); nil when there is none.
    package var proof: GeneratedPackageFastProof.Outcome?

    init(package: GeneratedPackage, directory: URL, build: SwiftToolchain.CommandResult) {
        self.package = package
        self.directory = directory
        self.build = build
    }

    /// Built, listed and tested, each with exit status 0, and the fast proof passed.
    package var succeeded: Bool {
        build.status == 0 && listing?.status == 0 && test?.status == 0 && (proof?.result.status ?? 0) == 0
    }

    private var commands: [SwiftToolchain.CommandResult] { [build, listing, test, proof?.result].compactMap { $0 } }

    /// Every command with its status, time and output, as one text for a failure message.
    package var output: String {
        commands.map { command in
            "$ \(command.command)   # exit \(command.status), \(String(format: "%.1f", command.seconds)) s\n\(command.output)"
        }.joined(separator: "\n")
    }

    /// `build 12.3 s, list 0.4 s, test 1.2 s, fast proof 8.1 s`.
    package var timings: String {
        [("build", build), ("list", listing), ("test", test), ("fast proof", proof?.result)].compactMap { label, command in
            command.map { "\(label) \(String(format: "%.1f", $0.seconds)) s" }
        }.joined(separator: ", ")
    }

    /// The tests `swift test list` named, by test target.
    package var listedTests: [ListedTest] {
        ListedTest.parse(listing?.output ?? "", testTargets: Set(package.variants.map(\.testTargetName)))
    }

    /// What the test run reported.
    package var report: TestReport { TestReport(output: test?.output ?? "") }

    /// The `warning:` lines of the build and test output, but those in the files
    /// of variants that allow warnings; each once.
    package var unexpectedWarnings: [String] {
        let allowed = package.variants.filter { !$0.warningsAsErrors }.flatMap { [$0.targetName, $0.testTargetName] }
        return DiagnosticLines.warnings(in: commands.map(\.output).joined(separator: "\n"),
                                        allowedIn: Set(allowed))
    }
}
