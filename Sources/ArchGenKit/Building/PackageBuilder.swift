import ArchGenSource
import ArchGenSpec

/// Proves a package project's modules with `swift build` on the team's own
/// package (or the index's copy of it): the whole package, or each target
/// asked for, into a scratch folder of archgen's (the package's `.build` is
/// never touched); then, when asked, its tests with `swift test --skip-build
/// --filter`. What the compiler prints about the package's files becomes
/// diagnostics at the user's files.
///
/// Dependencies are resolved as the package's `Package.resolved` says, never
/// anew (`--disable-automatic-resolution`: the check writes nothing in the
/// package), and git never asks for a password: a dependency that cannot
/// be fetched (offline) fails the build with a hint, it does not wait.
package struct PackageBuilder: Sendable {
    /// What to build and how to name its files.
    package struct Request: Sendable {
        /// The package's folder (absolute): the team's, or the index's copy.
        package var packagePath: String
        /// Where the builds go, one folder per destination below it.
        package var scratchPath: String
        package var scope: PackageScope
        /// The test targets to run with `--run-tests`.
        package var testTargets: [String]
        /// How a path from the package's folder (`Sources/Cart/Cart.swift`) is named to the user.
        package var userPath: @Sendable (String) -> String

        package init(
            packagePath: String, scratchPath: String, scope: PackageScope, testTargets: [String],
            userPath: @escaping @Sendable (String) -> String
        ) {
            self.packagePath = packagePath
            self.scratchPath = scratchPath
            self.scope = scope
            self.testTargets = testTargets
            self.userPath = userPath
        }
    }

    /// `swift build --build-tests`, or `swift build --target` for each target.
    package enum PackageScope: Equatable, Sendable {
        case package
        case targets([String])
    }

    /// `env`, to run `swift` with git told not to prompt.
    package var env: String
    package var swift: String
    package var runner: any ProcessRunner
    package var now: @Sendable () -> ContinuousClock.Instant
    /// Reads a user's file (a path as `Request.userPath` names it), for the line a diagnostic shows.
    package var readFile: @Sendable (String) -> String?

    package init(
        env: String, swift: String, runner: any ProcessRunner, now: @escaping @Sendable () -> ContinuousClock.Instant,
        readFile: @escaping @Sendable (String) -> String?
    ) {
        self.env = env
        self.swift = swift
        self.runner = runner
        self.now = now
        self.readFile = readFile
    }

    package func check(
        _ request: Request, runTests: Bool, destination: BuildDestination, progress: (BuildChecker.Progress) -> Void
    ) throws(BuildCheckError) -> BuildCheckResult {
        let start = now()
        progress(BuildChecker.Progress(phase: .building))
        let scope = runTests ? .package : request.scope
        var build = try self.build(scope, of: request, for: destination, progress: progress)
        if build.succeeded, runTests, !destination.runsTests {
            let host = try self.build(.package, of: request, for: .host, progress: progress)
            build = ProcessResult(status: host.status, output: build.output + "\n" + host.output)
        }
        let messages = CompilerMessage.parse(build.output).filter { $0.severity == .error }
        if !build.succeeded, Self.isResolutionFailure(build.output), !messages.contains(where: { $0.path != nil }) {
            throw .dependencies(messages.map(\.message).removingRepeats().joined(separator: "; "))
        }
        var result = BuildCheckResult(built: build.succeeded, buildDuration: now() - start)
        result.buildDiagnostics = diagnostics(in: build, of: request, failure: "swift build")
        guard build.succeeded, runTests, !request.testTargets.isEmpty else { return result }
        let testStart = now()
        progress(BuildChecker.Progress(phase: .testing))
        let filter = "^(" + request.testTargets.joined(separator: "|") + ")\\."
        let test = try run(["test", "--skip-build", "--filter", filter] + arguments(of: request, for: .host)) { line in
            if let name = BuildChecker.startedTest(line) { progress(BuildChecker.Progress(phase: .testing, subject: name)) }
        }
        result.testsPassed = test.succeeded
        result.tests = TestCounts.parse(test.output)
        result.testDuration = now() - testStart
        result.testDiagnostics = diagnostics(in: test, of: request, failure: "swift test")
        return result
    }

    /// One `swift build` of the package, or one per target (each run, so every error shows), as one result.
    private func build(
        _ scope: PackageScope, of request: Request, for destination: BuildDestination, progress: (BuildChecker.Progress) -> Void
    ) throws(BuildCheckError) -> ProcessResult {
        let runs: [[String]] = switch scope {
        case .package: [["--build-tests"]]
        case .targets(let targets): targets.map { ["--target", $0] }
        }
        var outputs: [String] = [], status: Int32 = 0
        for selection in runs {
            let run = try run(["build"] + selection + arguments(of: request, for: destination) + destination.buildArguments) { line in
                if let update = BuildChecker.buildProgress(line) { progress(update) }
            }
            outputs.append(run.output)
            if !run.succeeded, status == 0 { status = run.status }
        }
        return ProcessResult(status: status, output: outputs.joined(separator: "\n"))
    }

    private func arguments(of request: Request, for destination: BuildDestination) -> [String] {
        ["--package-path", request.packagePath, "--scratch-path", Path.join(request.scratchPath, destination.scratchFolder ?? ".build"),
         "--disable-automatic-resolution"]
    }

    private func run(_ arguments: [String], onLine: (String) -> Void) throws(BuildCheckError) -> ProcessResult {
        do throws(ProcessError) {
            return try runner.run(env, ["GIT_TERMINAL_PROMPT=0", swift] + arguments, in: nil, onLine: onLine)
        } catch {
            throw .cannotRun("\(swift): \(error.message)")
        }
    }

    /// The run's messages at the user's files.
    private func diagnostics(in run: ProcessResult, of request: Request, failure: String) -> [Diagnostic] {
        let folders = [request.packagePath] + (ResolvedPath.of(request.packagePath).map { [$0] } ?? [])
        var files: [SandboxPackage.File] = []
        for message in CompilerMessage.parse(run.output) {
            guard let path = message.path else { continue }
            for folder in folders where path.hasPrefix(folder + "/") {
                let local = String(path.dropFirst(folder.count + 1))
                let userPath = request.userPath(local)
                guard !files.contains(where: { $0.path == local }), let contents = readFile(userPath) else { continue }
                files.append(SandboxPackage.File(path: local, contents: contents, origin: .userFile(userPath)))
            }
        }
        let map = SandboxSourceMap(files: files, packageFolders: folders, readFile: readFile)
        return BuildChecker.diagnostics(in: run, map: map, failure: failure)
    }

    /// Whether SwiftPM stopped at its dependencies, not at the code.
    static func isResolutionFailure(_ output: String) -> Bool {
        ["Failed to clone", "Couldn't fetch", "ould not resolve host", "unable to access", "automatic dependency resolution",
         "Package.resolved", "failed to resolve dependencies", "Fetching "]
            .contains { output.contains($0) }
    }
}
