import ArchGenKit
import Foundation

/// The Swift language mode a target is compiled in.
public enum SwiftLanguageMode: String, Sendable, CaseIterable {
    case v5, v6
}

/// A file of a target: its name (a path relative to the target's folder) and text.
public struct SourceFile: Hashable, Sendable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The `.swift` files under `folder` (in subfolders too, named by their
    /// relative path), sorted by name, without those named in `excluding`.
    public static func swiftFiles(in folder: URL, excluding: Set<String> = []) throws -> [SourceFile] {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw GeneratedPackage.Problem("\(folder.path) is not a folder")
        }
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [SourceFile] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            let name = String(path.dropFirst(root.path.count + 1))
            guard !excluding.contains(name) else { continue }
            files.append(SourceFile(name: name, text: try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.name < $1.name }
    }
}

/// One module to build and test in a `GeneratedPackage`: a library target and
/// its test target (`<targetName>Tests`).
public struct PackageVariant: Sendable {
    /// The library target; also the Swift module name, so an identifier.
    public var targetName: String
    /// The module the test files were written against (`SignIn`): their
    /// `@testable import SignIn` becomes `@testable import <targetName>`, so
    /// several variants of one module can share a package.
    public var testedModule: String
    public var sources: [SourceFile]
    public var tests: [SourceFile]
    public var languageMode: SwiftLanguageMode
    /// `-warnings-as-errors` for both targets; when false, warnings in this
    /// variant's files are also left out of `GeneratedPackageRun.unexpectedWarnings`.
    public var warningsAsErrors: Bool
    /// Other targets of the package the library depends on (a platform stub such as `UIKit`).
    public var dependencies: [String] = []

    public var testTargetName: String { targetName + "Tests" }

    public init(targetName: String, testedModule: String, sources: [SourceFile], tests: [SourceFile],
                languageMode: SwiftLanguageMode, warningsAsErrors: Bool) {
        self.targetName = targetName
        self.testedModule = testedModule
        self.sources = sources
        self.tests = tests
        self.languageMode = languageMode
        self.warningsAsErrors = warningsAsErrors
    }

    /// The `.swift` files of `sourceFolder` plus `extraSources`, tested by the
    /// `.swift` files of `testFolder`.
    public init(targetName: String, testedModule: String, sourceFolder: URL, testFolder: URL,
                extraSources: [SourceFile] = [], languageMode: SwiftLanguageMode, warningsAsErrors: Bool) throws {
        self.init(targetName: targetName, testedModule: testedModule,
                  sources: try SourceFile.swiftFiles(in: sourceFolder) + extraSources,
                  tests: try SourceFile.swiftFiles(in: testFolder),
                  languageMode: languageMode, warningsAsErrors: warningsAsErrors)
    }

    /// A test file with its imports of `testedModule` (`@testable import SignIn`,
    /// `import SignIn`) pointed at this target; every other line as it was.
    public func retargeted(_ test: SourceFile) -> SourceFile {
        SourceFile(name: test.name, text: TestImportRetargeting.retarget(test.text, importing: testedModule, to: targetName))
    }
}

/// A scratch SwiftPM package (tools-version 6.0) with one library target and one
/// test target per variant, built with `swift build --build-tests` and tested
/// with `swift test` (XCTest and Swift Testing).
///
/// The package is written to a cache folder under the system temp folder, named
/// after the package and this checkout, the way the build check writes its
/// sandbox (`SandboxDirectory`: only changed files rewritten, under a lock),
/// so SwiftPM's scratch folder beside it makes a re-run incremental.
public struct GeneratedPackage: Sendable {
    public struct Problem: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    public var name: String
    public var variants: [PackageVariant]
    /// The manifest's `platforms:`; the iOS simulator build adds iOS.
    public var platforms = "[.macOS(.v13)]"

    public init(name: String, variants: [PackageVariant]) {
        self.name = name
        self.variants = variants
    }

    /// `$TMPDIR/archgen-generated-packages`.
    public static var defaultCacheRoot: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("archgen-generated-packages")
    }

    public var manifest: String {
        var text = """
            // swift-tools-version:6.0
            // Written by archgen's test harness (TestSupport/GeneratedPackage.swift); rewritten on every run.
            import PackageDescription

            let package = Package(
                name: "\(name)",
                platforms: \(platforms),
                targets: [

            """
        for variant in variants {
            let settings = "[.swiftLanguageMode(.\(variant.languageMode.rawValue))"
                + (variant.warningsAsErrors ? ", .unsafeFlags([\"-warnings-as-errors\"])]" : "]")
            let dependencies = variant.dependencies.isEmpty ? ""
                : "dependencies: [" + variant.dependencies.map { "\"\($0)\"" }.joined(separator: ", ") + "], "
            text += "        .target(name: \"\(variant.targetName)\", \(dependencies)"
                + "path: \"Sources/\(variant.targetName)\", swiftSettings: \(settings)),\n"
            if !variant.tests.isEmpty {
                text += "        .testTarget(name: \"\(variant.testTargetName)\", dependencies: [\"\(variant.targetName)\"], "
                    + "path: \"Tests/\(variant.testTargetName)\", swiftSettings: \(settings)),\n"
            }
        }
        return text + "    ]\n)\n"
    }

    /// Every file of the package by its path in the package folder, test files retargeted.
    public func files() throws -> [String: String] {
        var files = ["Package.swift": manifest]
        var targets = Set<String>()
        for variant in variants {
            guard Self.isIdentifier(variant.targetName) else {
                throw Problem("target name '\(variant.targetName)' is not a Swift identifier")
            }
            guard targets.insert(variant.targetName).inserted, targets.insert(variant.testTargetName).inserted else {
                throw Problem("two targets are named '\(variant.targetName)' (or its test target's name)")
            }
            guard !variant.sources.isEmpty else { throw Problem("target '\(variant.targetName)' has no source files") }
            for (folder, group) in [("Sources/\(variant.targetName)", variant.sources),
                                    ("Tests/\(variant.testTargetName)", variant.tests.map(variant.retargeted))] {
                // Swift wants the file names of one module distinct, whatever their folders.
                var names = Set<String>()
                for file in group {
                    let base = file.name.split(separator: "/").last.map(String.init) ?? file.name
                    guard names.insert(base).inserted else {
                        throw Problem("\(folder) has two files named '\(base)'")
                    }
                    files[folder + "/" + file.name] = file.text
                }
            }
        }
        return files
    }

    /// The package's folder in the cache: `<cacheRoot>/<name>-<hash of this
    /// checkout's path>`, holding `package/` and SwiftPM's `scratch/`. One per
    /// package name and checkout (not per content): a changed file or a new
    /// target then rebuilds only what changed.
    public func cacheFolder(in cacheRoot: URL = defaultCacheRoot) -> URL {
        cacheRoot.appendingPathComponent("\(name)-\(StableHash.fnv1a(Fixtures.packageRoot.path))")
    }

    /// Writes the package to `package/` in its cache folder, the way the
    /// build check writes its sandbox (`SandboxDirectory`: only changed files
    /// rewritten), and returns that folder with the folder's lock, held
    /// until released (while the package is built).
    public func write(in cacheRoot: URL = defaultCacheRoot) throws -> (package: URL, lock: FileLock) {
        let folder = cacheFolder(in: cacheRoot)
        let sandbox = SandboxDirectory(path: folder.path)
        let lock = try sandbox.lock()
        do {
            try sandbox.sync(try files().map { SandboxPackage.File(path: $0.key, contents: $0.value, origin: .userFile($0.key)) },
                             folders: ["Sources", "Tests"])
        } catch {
            lock.release()
            throw error
        }
        return (folder.appendingPathComponent("package"), lock)
    }

    /// Writes the package to its cache folder, then runs `swift build
    /// --build-tests`, `swift test list` and `swift test` (each only
    /// when the one before succeeded) with `swift`; with `sanitizer`
    /// (`thread`), each of them with `--sanitize=<sanitizer>`.
    public func buildAndTest(swift: URL, cacheRoot: URL = defaultCacheRoot, sanitizer: String? = nil) throws -> GeneratedPackageRun {
        let (packageFolder, lock) = try write(in: cacheRoot)
        defer { lock.release() }
        let scratch = cacheFolder(in: cacheRoot).appendingPathComponent("scratch")
        let paths = ["--package-path", packageFolder.path, "--scratch-path", scratch.path]
            + (sanitizer.map { ["--sanitize=\($0)"] } ?? [])
        let build = try SwiftToolchain.run(swift, ["build", "--build-tests"] + paths)
        var run = GeneratedPackageRun(package: self, directory: packageFolder, build: build)
        guard build.status == 0 else { return run }
        let listing = try SwiftToolchain.run(swift, ["test", "list", "--skip-build"] + paths)
        run.listing = listing
        guard listing.status == 0 else { return run }
        run.test = try SwiftToolchain.run(swift, ["test", "--skip-build"] + paths)
        return run
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }
    }
}

/// What building and testing a `GeneratedPackage` printed, and what it says.
public struct GeneratedPackageRun: Sendable {
    public var package: GeneratedPackage
    /// The package folder (in the cache).
    public var directory: URL
    public var build: SwiftToolchain.CommandResult
    /// `swift test list`; nil when the build failed.
    public var listing: SwiftToolchain.CommandResult?
    /// `swift test`; nil when the build or the listing failed.
    public var test: SwiftToolchain.CommandResult?

    init(package: GeneratedPackage, directory: URL, build: SwiftToolchain.CommandResult) {
        self.package = package
        self.directory = directory
        self.build = build
    }

    /// Built, listed and tested, each with exit status 0.
    public var succeeded: Bool {
        build.status == 0 && listing?.status == 0 && test?.status == 0
    }

    /// Every command with its status, time and output, as one text for a failure message.
    public var output: String {
        [build, listing, test].compactMap { $0 }.map { command in
            "$ \(command.command)   # exit \(command.status), \(String(format: "%.1f", command.seconds)) s\n\(command.output)"
        }.joined(separator: "\n")
    }

    /// `build 12.3 s, list 0.4 s, test 1.2 s`.
    public var timings: String {
        [("build", build), ("list", listing), ("test", test)].compactMap { label, command in
            command.map { "\(label) \(String(format: "%.1f", $0.seconds)) s" }
        }.joined(separator: ", ")
    }

    /// The tests `swift test list` named, by test target.
    public var listedTests: [ListedTest] {
        ListedTest.parse(listing?.output ?? "", testTargets: Set(package.variants.map(\.testTargetName)))
    }

    /// What the test run reported.
    public var report: TestReport { TestReport(output: test?.output ?? "") }

    /// The `warning:` lines of the build and test output, but those in the files
    /// of variants that allow warnings; each once.
    public var unexpectedWarnings: [String] {
        let allowed = package.variants.filter { !$0.warningsAsErrors }.flatMap { [$0.targetName, $0.testTargetName] }
        return DiagnosticLines.warnings(in: [build, listing, test].compactMap { $0?.output }.joined(separator: "\n"),
                                        allowedIn: Set(allowed))
    }
}

/// One line of `swift test list`: `SignInTests.SignInPresenterTests/testSignIn` (XCTest)
/// or `SignInTests.SignInSuite/signIn()`, `SignInTests.signIn()` (Swift Testing).
public struct ListedTest: Hashable, Sendable {
    /// The test target (module).
    public var target: String
    /// The rest: `Class/method`, `Suite/function()` or `function()`.
    public var name: String

    public init(target: String, name: String) {
        self.target = target
        self.name = name
    }

    /// Swift Testing functions are listed with their parameter list; XCTest methods are not.
    public var isSwiftTesting: Bool { name.contains("(") }

    /// The listing's lines that start with one of `testTargets` and a dot,
    /// without the source location Swift Testing appends (`/File.swift:6:6`).
    public static func parse(_ listing: String, testTargets: Set<String>) -> [ListedTest] {
        listing.split(separator: "\n").compactMap { line in
            var line = line.trimmingCharacters(in: .whitespaces)
            if let location = line.firstMatch(of: #//[^/]+\.swift:\d+:\d+$/#) {
                line.removeSubrange(location.range)
            }
            guard let dot = line.firstIndex(of: "."), testTargets.contains(String(line[..<dot])) else { return nil }
            return ListedTest(target: String(line[..<dot]), name: String(line[line.index(after: dot)...]))
        }
    }
}

/// The parts of `swift test` output the checks need: XCTest's and Swift
/// Testing's final counts, and each XCTest case's outcome.
public struct TestReport: Sendable {
    public struct Case: Hashable, Sendable {
        /// The test module; macOS names it (`-[SignInTests.SignInPresenterTests testX]`), Linux does not.
        public var module: String?
        public var testClass: String
        public var method: String
        public var passed: Bool
    }

    /// The last `Executed N tests, with [S tests skipped and] F failures` (the 'All tests' suite).
    public var xctestExecuted: Int?
    public var xctestSkipped: Int?
    public var xctestFailures: Int?
    /// `Test run with N tests ... passed|failed`.
    public var swiftTestingTests: Int?
    public var swiftTestingPassed: Bool?
    /// Every `Test Case '...' passed|failed` line.
    public var cases: [Case] = []
    /// Lines that report a failure: XCTest's `error:` lines, Swift Testing's `✘` lines, crashes.
    public var failureLines: [String] = []

    public init(output: String) {
        for line in output.split(separator: "\n").map(String.init) {
            if let match = line.firstMatch(of: #/Executed (\d+) tests?, with (?:(\d+) tests? skipped and )?(\d+) failures?/#) {
                xctestExecuted = Int(match.1)
                xctestSkipped = match.2.flatMap { Int($0) } ?? 0
                xctestFailures = Int(match.3)
            } else if let match = line.firstMatch(of: #/Test run with (\d+) tests?(?: in \d+ suites?)? (passed|failed)/#) {
                swiftTestingTests = Int(match.1)
                swiftTestingPassed = match.2 == "passed"
            } else if let match = line.firstMatch(of: #/Test Case '-\[(\S+)\.(\S+) (\S+)\]' (passed|failed)/#) {
                cases.append(Case(module: String(match.1), testClass: String(match.2), method: String(match.3),
                                  passed: match.4 == "passed"))
            } else if let match = line.firstMatch(of: #/Test Case '(\S+)\.(\S+)' (passed|failed)/#) {
                cases.append(Case(module: nil, testClass: String(match.1), method: String(match.2), passed: match.3 == "passed"))
            }
            if line.contains(" error: ") || line.hasPrefix("error:") || line.hasPrefix("✘") || line.contains("' failed (")
                || line.contains("Fatal error") || line.contains("exited with unexpected signal") {
                failureLines.append(line)
            }
        }
    }

    /// Whether `testClass.method` ran and passed (in `module` where the output names modules).
    public func passed(_ testClass: String, _ method: String, module: String) -> Bool {
        let runs = cases.filter { $0.testClass == testClass && $0.method == method && ($0.module == nil || $0.module == module) }
        return !runs.isEmpty && runs.allSatisfy(\.passed)
    }
}

/// Compiler output, line by line.
public enum DiagnosticLines {
    /// The lines that say `warning:`, but those about files of `allowedIn`
    /// targets (`.../Sources/<T>/...` or `.../Tests/<T>/...`); a source excerpt
    /// line belongs to the diagnostic above it. Each line once, in order.
    public static func warnings(in output: String, allowedIn targets: Set<String>) -> [String] {
        var result: [String] = []
        var seen = Set<String>()
        var excerptAllowed = false
        for line in output.split(separator: "\n").map(String.init) {
            let allowed: Bool
            if let match = line.firstMatch(of: #/^(.+?):\d+(?::\d+)?: (?:warning|error|note|remark):/#) {
                let path = String(match.1)
                allowed = targets.contains { path.contains("/Sources/\($0)/") || path.contains("/Tests/\($0)/") }
                excerptAllowed = allowed
            } else if line.firstMatch(of: #/^\s*(?:\d+\s*)?\|/#) != nil {
                allowed = excerptAllowed
            } else {
                allowed = false
                excerptAllowed = false
            }
            if line.contains("warning:"), !allowed, seen.insert(line).inserted {
                result.append(line)
            }
        }
        return result
    }
}
