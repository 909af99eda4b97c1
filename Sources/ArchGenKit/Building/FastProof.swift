import ArchGenSource
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The fast compile proof: each target of the sandbox package compiled by
/// `swiftc` (`CompilerInvocation`), in dependency order, as many at once as
/// the machine has cores; a target whose dependency failed is not compiled
/// (as `swift build` does). What the compilers print is one output, target
/// by target, read by the same `CompilerMessage` parsing as `swift build`'s.
///
/// A target compiled successfully keeps a record of what it was compiled
/// from and what it printed (`records/<target>`, a `BuildRecord`): when its
/// files, its command line, its dependencies' records and the toolchain are
/// unchanged, and its module is still there, it is not compiled again.
///
///     <package>/.build/archgen-fast-proof/Modules/SignIn.swiftmodule ...
///     <package>/.build/archgen-fast-proof/records/SignIn ...
package struct FastProof: Sendable {
    package var swiftc: String
    package var runner: any ProcessRunner
    /// The sandbox's package folder, whose files are compiled.
    package var packagePath: String
    /// The compiler's module cache (`-module-cache-path`), shared by every sandbox.
    package var moduleCache: String
    package var destination: BuildDestination
    /// Which toolchain compiles (`ToolchainIdentity`), part of each target's fingerprint.
    package var toolchain: String
    /// Arguments for test targets only: where XCTest and Testing are (`TestLibraries`).
    package var testArguments: [String]
    /// How many compilers run at once.
    package var width: Int

    package init(
        swiftc: String, runner: any ProcessRunner, packagePath: String, moduleCache: String, destination: BuildDestination,
        toolchain: String, testArguments: [String] = [], width: Int
    ) {
        self.swiftc = swiftc
        self.runner = runner
        self.packagePath = packagePath
        self.moduleCache = moduleCache
        self.destination = destination
        self.toolchain = toolchain
        self.testArguments = testArguments
        self.width = width
    }

    /// `swiftc` beside `swift` (as named, then with its links resolved); nil when there is none.
    package static func compiler(besides swift: String, isExecutable: (String) -> Bool) -> String? {
        [swift, ResolvedPath.of(swift) ?? swift]
            .map { Path.join(Path.folder(of: $0), "swiftc") }
            .first(where: isExecutable)
    }

    var folder: String { Path.join(packagePath, (destination.scratchFolder ?? ".build") + "/archgen-fast-proof") }

    /// The command line of each target of `package`, in the package's order.
    package func invocations(of package: SandboxPackage) -> [CompilerInvocation] {
        let modules = Path.join(folder, "Modules")
        let name = (packagePath.split(separator: "/").last.map(String.init) ?? SandboxPackage.name).lowercased()
        let files = package.files
        return package.targets.map { target in
            CompilerInvocation(
                target: target,
                sources: files.filter { $0.path.hasPrefix(target.folder + "/") }.map { Path.join(packagePath, $0.path) },
                modulesFolder: modules, moduleCache: moduleCache, languageMode: package.languageMode, packageName: name,
                extraArguments: destination.compilerArguments + (target.isTest ? testArguments : []))
        }
    }

    /// Compiles every target of `package` (its files already in the package
    /// folder); status 0 when all compiled, else 1; `progress` hears of each
    /// target as it starts, with the count of targets done.
    package func run(_ package: SandboxPackage, progress: (BuildChecker.Progress) -> Void) throws(BuildCheckError) -> ProcessResult {
        let invocations = invocations(of: package)
        let fingerprints = self.fingerprints(invocations, package: package)
        let index = Dictionary(invocations.enumerated().map { ($1.target.name, $0) }, uniquingKeysWith: { first, _ in first })
        let schedule = ParallelSchedule(
            dependencies: invocations.map { $0.target.dependencies.compactMap { index[$0] } }, width: width)
        let outputs = Outputs(count: invocations.count)
        var done = 0
        let outcomes = schedule.run({ [self] position in
            compile(invocations[position], fingerprint: fingerprints[position], into: outputs, at: position)
        }, event: { event in
            switch event {
            case .started(let position):
                progress(.init(phase: .building, step: (done, invocations.count), subject: invocations[position].target.name))
            case .finished:
                done += 1
            }
        })
        if let failure = outputs.failure { throw .cannotRun(failure) }
        let output = outputs.values.compactMap { $0 }.filter { !$0.isEmpty }.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined()
        return ProcessResult(status: outcomes.allSatisfy { $0 == .succeeded } ? 0 : 1, output: output)
    }

    /// Each target's fingerprint: the toolchain, its command line, its files' text, its dependencies' fingerprints.
    func fingerprints(_ invocations: [CompilerInvocation], package: SandboxPackage) -> [String] {
        let texts = Dictionary(package.files.map { (Path.join(packagePath, $0.path), $0.contents) }, uniquingKeysWith: { $1 })
        var byName: [String: String] = [:]
        return invocations.map { invocation in
            var hasher = StableHasher()
            hasher.combine("archgen fast proof 1")
            hasher.combine(toolchain)
            invocation.arguments.forEach { hasher.combine($0) }
            invocation.sources.forEach { hasher.combine(texts[$0] ?? "") }
            invocation.target.dependencies.forEach { hasher.combine(byName[$0] ?? "") }
            byName[invocation.target.name] = hasher.value
            return hasher.value
        }
    }

    /// One target: its kept output when its record matches, else what `swiftc` prints; true when it compiled.
    private func compile(_ invocation: CompilerInvocation, fingerprint: String, into outputs: Outputs, at position: Int) -> Bool {
        let fileSystem = LocalFileSystem()
        let recordPath = Path.join(folder, "records/" + invocation.target.name)
        if let bytes = try? fileSystem.contents(at: recordPath),
           let record = BuildRecord(text: String(decoding: bytes, as: UTF8.self)), record.fingerprint == fingerprint,
           access(invocation.modulePath, F_OK) == 0 {
            outputs.set(record.output, at: position)
            return true
        }
        unlink(recordPath)
        try? fileSystem.createDirectory(at: invocation.modulesFolder)
        try? fileSystem.createDirectory(at: Path.folder(of: recordPath))
        do throws(ProcessError) {
            let result = try runner.run(swiftc, invocation.arguments)
            if result.succeeded {
                try? fileSystem.writeAtomically(Array(BuildRecord(fingerprint: fingerprint, output: result.output).text.utf8), to: recordPath)
            }
            outputs.set(result.output, at: position)
            return result.succeeded
        } catch {
            outputs.fail("\(swiftc): \(error.message)")
            return false
        }
    }
}

/// What each target's compiler printed, and why one could not be started, behind a lock.
private final class Outputs: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [String?]
    private var firstFailure: String?

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ output: String, at position: Int) {
        lock.withLock { slots[position] = output }
    }

    func fail(_ message: String) {
        lock.withLock { firstFailure = firstFailure ?? message }
    }

    var values: [String?] { lock.withLock { slots } }
    var failure: String? { lock.withLock { firstFailure } }
}
