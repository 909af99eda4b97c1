import ArchGenSource
import ArchGenSpec
import Foundation

/// Proves that the sandbox package compiles, with the compiler directly
/// (`FastProof`) or with one `swift build --build-tests`, runs `swift test`
/// when asked (after `swift build`, always), and turns what they print into
/// diagnostics about the user's files.
package struct BuildChecker: Sendable {
    /// What the build is doing, for a progress line.
    package struct Progress: Equatable, Sendable {
        package enum Phase: String, Sendable {
            case building, testing
        }

        package var phase: Phase
        /// `[12/40]` of SwiftPM's build steps; nil while testing.
        package var step: (done: Int, total: Int)?
        /// The target being compiled (a module, `<Module>Tests`, or one of
        /// SwiftPM's own: `linking` for a product), or the test that started.
        package var subject: String?

        package init(phase: Phase, step: (done: Int, total: Int)? = nil, subject: String? = nil) {
            self.phase = phase
            self.step = step
            self.subject = subject
        }

        package static func == (lhs: Progress, rhs: Progress) -> Bool {
            lhs.phase == rhs.phase && lhs.step?.done == rhs.step?.done && lhs.step?.total == rhs.step?.total
                && lhs.subject == rhs.subject
        }
    }

    /// The `swift` executable.
    package var swift: String
    package var runner: any ProcessRunner
    package var sandbox: SandboxDirectory
    package var now: @Sendable () -> ContinuousClock.Instant
    /// Reads a spec, for the line of an `external` declaration a diagnostic points at.
    package var readFile: @Sendable (String) -> String?
    /// The compiler's module cache, for the fast proof and `swift build`; nil: the
    /// fast proof's is `module-cache` in the sandbox's folder, and SwiftPM keeps its own.
    package var moduleCache: String?
    /// How many compilers the fast proof runs at once.
    package var width = ProcessInfo.processInfo.activeProcessorCount

    package init(
        swift: String, runner: any ProcessRunner, sandbox: SandboxDirectory,
        now: @escaping @Sendable () -> ContinuousClock.Instant, readFile: @escaping @Sendable (String) -> String?
    ) {
        self.swift = swift
        self.runner = runner
        self.sandbox = sandbox
        self.now = now
        self.readFile = readFile
    }

    /// Writes `package` to the sandbox and builds it (and runs its tests when
    /// `runTests` and the build succeeded), holding the sandbox's lock. When
    /// a successful build had the same fingerprint (the package's files and
    /// `inputs`), `swift build` is not run: that build is reused, its
    /// warnings reported again. To run the tests it must be the last build,
    /// whose test binary `.build` holds.
    ///
    /// For a `destination` whose tests cannot run here (the iOS simulator),
    /// `runTests` also builds for this machine, and runs the tests there.
    ///
    /// With `proof` fast (and no tests to run), the compiler proves it
    /// instead of `swift build`, when `swift` has `swiftc` beside it (a
    /// wrapper script has not: `swift build` then). Its successful proofs are
    /// kept by fingerprint too, never as the last build (`.build` holds what
    /// `swift build` built last, for `--run-tests`).
    ///
    /// With `testFilter` (`TestFilter`), `swift test` runs only the tests it selects.
    package func check(
        _ package: SandboxPackage, inputs: BuildInputs, runTests: Bool, proof: CompileProof = .full,
        destination: BuildDestination = .host, testFilter: String? = nil, progress: (Progress) -> Void
    ) throws(BuildCheckError) -> BuildCheckResult {
        let lock = try sandbox.lock()
        defer { lock.release() }
        let files = package.files
        let swiftc = proof == .fast && !runTests ? FastProof.compiler(besides: swift, isExecutable: { access($0, X_OK) == 0 }) : nil
        var inputs = inputs
        if destination != .host { inputs.toolchain += "\n" + destination.identity }
        // A full build of the same files proves all the fast proof does: a fast check reuses it too.
        let fullBuildFingerprint = inputs.fingerprint(of: files)
        if swiftc != nil { inputs.toolchain += "\nfast proof" }
        let fingerprint = inputs.fingerprint(of: files)
        let map = SandboxSourceMap(files: files, packageFolders: sandbox.packagePaths, readFile: readFile)
        let arguments = ["--package-path", sandbox.packagePath]
        // SwiftPM builds with the module cache the fast proof uses: the SDK's modules, compiled once for every sandbox.
        let cacheArguments = moduleCache.map { ["-Xswiftc", "-module-cache-path", "-Xswiftc", $0] } ?? []
        let destinationArguments = destination.buildArguments
            + (destination.scratchFolder.map { ["--scratch-path", Path.join(sandbox.packagePath, $0)] } ?? [])
        let buildStart = now()
        var result: BuildCheckResult
        let earlier = runTests
            ? sandbox.lastBuild().flatMap { $0.fingerprint == fingerprint ? $0 : nil }
            : sandbox.build(of: fingerprint) ?? (swiftc != nil ? sandbox.build(of: fullBuildFingerprint) : nil)
        if let earlier {
            result = BuildCheckResult(built: true, buildDuration: now() - buildStart)
            result.reused = true
            result.buildDiagnostics = Self.diagnostics(in: ProcessResult(status: 0, output: earlier.output), map: map, failure: "swift build")
        } else if let swiftc {
            try sandbox.sync(files, folders: package.targetFolders)
            progress(Progress(phase: .building))
            let run = try fastProof(swiftc, destination: destination, toolchain: inputs.toolchain).run(package, progress: progress)
            if run.succeeded { try sandbox.keep(BuildRecord(fingerprint: fingerprint, output: run.output), asLast: false) }
            result = BuildCheckResult(built: run.succeeded, buildDuration: now() - buildStart)
            result.buildDiagnostics = Self.diagnostics(in: run, map: map, failure: "swiftc")
        } else {
            try sandbox.forgetLastBuild()
            try sandbox.sync(files, folders: package.targetFolders)
            progress(Progress(phase: .building))
            let build = try run(["build", "--build-tests"] + arguments + cacheArguments + destinationArguments) { line in
                if let update = Self.buildProgress(line) { progress(update) }
            }
            if build.succeeded { try sandbox.keep(BuildRecord(fingerprint: fingerprint, output: build.output)) }
            result = BuildCheckResult(built: build.succeeded, buildDuration: now() - buildStart)
            result.buildDiagnostics = Self.diagnostics(in: build, map: map, failure: "swift build")
        }
        result.buildDiagnostics = MissingModuleHint.explain(result.buildDiagnostics, destination: destination)
        guard result.built, runTests else { return result }
        if !destination.runsTests {
            let host = try run(["build", "--build-tests"] + arguments + cacheArguments) { line in
                if let update = Self.buildProgress(line) { progress(update) }
            }
            let known = Set(result.buildDiagnostics.map { DiagnosticRenderer().render($0) })
            result.buildDiagnostics += Self.diagnostics(in: host, map: map, failure: "swift build")
                .filter { !known.contains(DiagnosticRenderer().render($0)) }
            result.built = host.succeeded
            guard host.succeeded else { return result }
        }
        let testStart = now()
        // The tests' own lines may come only at their end (XCTest buffers what it prints into a pipe).
        progress(Progress(phase: .testing))
        let filter = testFilter.map { ["--filter", $0] } ?? []
        let test = try run(["test", "--skip-build"] + filter + arguments + cacheArguments) { line in
            if let name = Self.startedTest(line) { progress(Progress(phase: .testing, subject: name)) }
        }
        result.testsPassed = test.succeeded
        result.tests = TestCounts.parse(test.output)
        result.testDuration = now() - testStart
        result.testDiagnostics = Self.diagnostics(in: test, map: map, failure: "swift test")
        return result
    }

    /// The fast proof for `destination`, with `swiftc`.
    private func fastProof(_ swiftc: String, destination: BuildDestination, toolchain: String) -> FastProof {
        FastProof(
            swiftc: swiftc, runner: runner, packagePath: sandbox.packagePath,
            moduleCache: moduleCache ?? Path.join(sandbox.path, "module-cache"), destination: destination,
            toolchain: toolchain, testArguments: TestLibraries.arguments(for: destination, swiftc: swiftc, runner: runner),
            width: width)
    }

    private func run(_ arguments: [String], onLine: (String) -> Void) throws(BuildCheckError) -> ProcessResult {
        do throws(ProcessError) {
            return try runner.run(swift, arguments, in: nil, onLine: onLine)
        } catch {
            throw .cannotRun("\(swift): \(error.message)")
        }
    }

    /// The mapped messages of a run, without SwiftPM's noise (cancelled
    /// steps always; steps that failed, when an error names a file); a failed
    /// run that printed no error of its own gets one, with the end of its
    /// output as the hint.
    static func diagnostics(in run: ProcessResult, map: SandboxSourceMap, failure: String) -> [Diagnostic] {
        var messages = CompilerMessage.parse(run.output)
        messages.removeAll(where: \.isCancellation)
        if messages.contains(where: { $0.severity == .error && $0.path != nil }) {
            messages.removeAll(where: \.isFollowUp)
        }
        var diagnostics = withoutRepeats(messages.map(map.diagnostic(for:)))
        if !run.succeeded, !diagnostics.contains(where: { $0.severity == .error }) {
            let tail = run.output.split(separator: "\n").suffix(15).joined(separator: "\n")
            diagnostics.append(Diagnostic(
                severity: .error, message: "\(failure) failed (exit status \(run.status))", path: "swift",
                hint: tail.isEmpty ? nil : "its output ended with:\n" + tail))
        }
        return diagnostics
    }

    /// Each diagnostic once, with its notes: a file compiled into several
    /// targets (the shared declarations, into each module using them) gives
    /// the same message in each, mapped back to the same place.
    static func withoutRepeats(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var blocks: [[Diagnostic]] = []
        for diagnostic in diagnostics {
            if diagnostic.severity == .note, !blocks.isEmpty {
                blocks[blocks.count - 1].append(diagnostic)
            } else {
                blocks.append([diagnostic])
            }
        }
        var seen: [[Diagnostic]] = []
        return blocks.filter { block in
            guard !seen.contains(block) else { return false }
            seen.append(block)
            return true
        }.flatMap { $0 }
    }

    /// `[12/40] Compiling SignIn SignInPresenter.swift` → step 12 of 40,
    /// `SignIn`; so `Emitting module SignIn` and `Wrapping AST for SignIn
    /// for debugging`; `Linking ArchGenSandboxPackageTests.xctest` → `linking`.
    static func buildProgress(_ line: String) -> Progress? {
        guard let match = line.firstMatch(of: #/^\[(\d+)/(\d+)\] (.*)$/#),
              let done = Int(match.1), let total = Int(match.2) else { return nil }
        let words = match.3.split(separator: " ")
        let subject: Substring? = switch words.first {
        case "Compiling": words.dropFirst().first
        case "Emitting": words.dropFirst(2).first
        case "Wrapping": words.dropFirst(3).first
        case "Linking": "linking"
        default: nil
        }
        return Progress(phase: .building, step: (done, total), subject: subject.map(String.init))
    }

    /// `Test Case 'SignInPresenterTests.testX' started` (XCTest) or
    /// `◇ Test signIn() started.` (Swift Testing) → the test's name.
    static func startedTest(_ line: String) -> String? {
        if let match = line.firstMatch(of: #/Test Case '(?:-\[)?([^' \]]+)(?: ([^'\]]+))?\]?' started/#) {
            return match.2.map { "\(match.1).\($0)" } ?? String(match.1)
        }
        if let match = line.firstMatch(of: #/^◇ Test (.+?) started\.$/#) { return String(match.1) }
        return nil
    }
}
