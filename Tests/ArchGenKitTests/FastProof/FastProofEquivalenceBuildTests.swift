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
final class FastProofEquivalenceBuildTests: XCTestCase {
    typealias Finding = String

    /// One case's findings: the fast proof's of all its modules, `swift build`'s of each module alone.
    private struct CaseFindings: Sendable {
        var number: Int
        var fast: Set<Finding>
        var full: Set<Finding>
        var fastBuilt: Bool
    }

    /// Two workers check every other case each, in sandboxes of their own kept warm from case to
    /// case: the builds of one wait on the other's less than in a row (a build is mostly SwiftPM's).
    func testTheFastProofReportsWhatSwiftBuildReportsForEveryBrokenModule() throws {
        let swift = try SwiftToolchain.requireSwift().path
        let scratch = try ScratchDirectory()
        let folder = scratch.url.path
        let cases = EquivalenceCorpus.cases
        let workers = [0, 1].concurrentMap { worker in
            Result { () throws -> [CaseFindings] in
                let fast = Self.checker(swift, sandbox: folder + "/fast\(worker)")
                let full = Self.checker(swift, sandbox: folder + "/full\(worker)")
                return try cases.indices.filter { $0 % 2 == worker }.map { number in
                    try Self.findings(of: cases[number], number: number, fast: fast, full: full)
                }
            }
        }
        var differences: [String] = []
        var brokenModules = 0
        for found in try workers.flatMap({ try $0.get() }).sorted(by: { $0.number < $1.number }) {
            let modules = cases[found.number]
            for module in modules {
                let mine = found.fast.filter { $0.hasPrefix("App/\(module.name)/") || $0.hasPrefix("App/\(module.name)Tests/") }
                if module.expectsError {
                    brokenModules += 1
                    XCTAssertTrue(mine.contains { $0.contains(": error: ") }, "\(module.title): no error\n" + found.fast.sorted().joined(separator: "\n"))
                    XCTAssertFalse(found.fastBuilt, module.title)
                } else if !module.addedSources.isEmpty {
                    XCTAssertTrue(mine.contains { $0.contains(": warning: ") }, "\(module.title): no warning")
                }
            }
            if found.fast != found.full {
                differences.append("""
                    \(modules.map(\.title).joined(separator: " + ")):
                      only the fast proof: \(found.fast.subtracting(found.full).sorted())
                      only swift build: \(found.full.subtracting(found.fast).sorted())
                    """)
            }
        }
        XCTAssertGreaterThanOrEqual(brokenModules, 30)
        XCTAssertEqual(differences, [], differences.joined(separator: "\n"))
    }

    /// The case's modules checked by the fast proof together, and by `swift build` one by one.
    private static func findings(of modules: [BrokenModule], number: Int, fast: BuildChecker, full: BuildChecker) throws -> CaseFindings {
        let mode = modules[0].languageMode
        let inputs = BuildInputs(specs: [], templates: "", toolchain: "case \(number)")
        let fastResult = try fast.check(
            SandboxPackage(modules: modules.map(\.sandboxModule), languageMode: mode), inputs: inputs, runTests: false,
            proof: .fast) { _ in }
        var fullFindings: Set<Finding> = []
        for module in modules {
            let result = try full.check(
                SandboxPackage(modules: [module.sandboxModule], languageMode: mode), inputs: inputs, runTests: false,
                proof: .full) { _ in }
            fullFindings.formUnion(findings(result))
        }
        return CaseFindings(number: number, fast: findings(fastResult), full: fullFindings, fastBuilt: fastResult.built)
    }

    private static func checker(_ swift: String, sandbox: String) -> BuildChecker {
        var checker = BuildChecker(swift: swift, runner: LocalProcessRunner(), sandbox: SandboxDirectory(path: sandbox),
                                   now: { ContinuousClock.now }, readFile: { _ in nil })
        checker.moduleCache = SwiftToolchain.moduleCache
        return checker
    }

    /// `path:line:column: severity: message` of each diagnostic.
    private static func findings(_ result: BuildCheckResult) -> Set<Finding> {
        Set(result.buildDiagnostics.map { diagnostic in
            let place = diagnostic.location.map { ":\($0.line):\($0.column)" } ?? ""
            return "\(diagnostic.path)\(place): \(diagnostic.severity.rawValue): \(diagnostic.message)"
        })
    }
}
