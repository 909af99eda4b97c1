import ArchGenKit
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// The fast proof (`swiftc` per target) reports exactly what `swift build`
/// reports, mapped to the user's files: the same set of (file, line,
/// column, severity, message) for every case of `EquivalenceCorpus`.
///
/// `swift build` stops at the first target that fails, where the fast
/// proof reports every target's errors; so a case of several modules is
/// compared with the union of `swift build`'s reports of each module alone.
final class FastProofEquivalenceTests: XCTestCase {
    typealias Finding = String

    func testTheFastProofReportsWhatSwiftBuildReportsForEveryBrokenModule() throws {
        let swift = try SwiftToolchain.requireSwift().path
        let scratch = try ScratchDirectory()
        let fast = checker(swift, sandbox: scratch.url.path + "/fast")
        let full = checker(swift, sandbox: scratch.url.path + "/full")
        var differences: [String] = []
        var brokenModules = 0
        for (number, modules) in EquivalenceCorpus.cases.enumerated() {
            let mode = modules[0].languageMode
            let inputs = BuildInputs(specs: [], templates: "", toolchain: "case \(number)")
            let fastResult = try fast.check(
                SandboxPackage(modules: modules.map(\.sandboxModule), languageMode: mode), inputs: inputs, runTests: false,
                proof: .fast) { _ in }
            let fastFindings = Self.findings(fastResult)
            var fullFindings: Set<Finding> = []
            for module in modules {
                let result = try full.check(
                    SandboxPackage(modules: [module.sandboxModule], languageMode: mode), inputs: inputs, runTests: false,
                    proof: .full) { _ in }
                fullFindings.formUnion(Self.findings(result))
            }
            for module in modules {
                let mine = fastFindings.filter { $0.hasPrefix("App/\(module.name)/") || $0.hasPrefix("App/\(module.name)Tests/") }
                if module.expectsError {
                    brokenModules += 1
                    XCTAssertTrue(mine.contains { $0.contains(": error: ") }, "\(module.title): no error\n" + fastFindings.sorted().joined(separator: "\n"))
                    XCTAssertFalse(fastResult.built, module.title)
                } else if !module.addedSources.isEmpty {
                    XCTAssertTrue(mine.contains { $0.contains(": warning: ") }, "\(module.title): no warning")
                }
            }
            if fastFindings != fullFindings {
                differences.append("""
                    \(modules.map(\.title).joined(separator: " + ")):
                      only the fast proof: \(fastFindings.subtracting(fullFindings).sorted())
                      only swift build: \(fullFindings.subtracting(fastFindings).sorted())
                    """)
            }
        }
        XCTAssertGreaterThanOrEqual(brokenModules, 30)
        XCTAssertEqual(differences, [], differences.joined(separator: "\n"))
    }

    private func checker(_ swift: String, sandbox: String) -> BuildChecker {
        BuildChecker(swift: swift, runner: LocalProcessRunner(), sandbox: SandboxDirectory(path: sandbox),
                     now: { ContinuousClock.now }, readFile: { _ in nil })
    }

    /// `path:line:column: severity: message` of each diagnostic.
    private static func findings(_ result: BuildCheckResult) -> Set<Finding> {
        Set(result.buildDiagnostics.map { diagnostic in
            let place = diagnostic.location.map { ":\($0.line):\($0.column)" } ?? ""
            return "\(diagnostic.path)\(place): \(diagnostic.severity.rawValue): \(diagnostic.message)"
        })
    }
}
