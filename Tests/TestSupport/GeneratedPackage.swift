import ArchGenKit
import Foundation

/// A scratch SwiftPM package (tools-version 6.0) with one library target and one
/// test target per variant, built with `swift build --build-tests` and tested
/// with `swift test` (XCTest and Swift Testing). The variants to be proved by
/// the compiler alone (`PackageVariant.Proof.fastProof`) are not in it:
/// `GeneratedPackageFastProof` compiles them beside it.
///
/// The package is written to a cache folder under the system temp folder, named
/// after the package and this checkout, the way the build check writes its
/// sandbox (`SandboxDirectory`: only changed files rewritten, under a lock),
/// so SwiftPM's scratch folder beside it makes a re-run incremental.
package struct GeneratedPackage: Sendable {
    package struct Problem: Error, CustomStringConvertible {
        package var description: String
        package init(_ description: String) { self.description = description }
    }

    package var name: String
    package var variants: [PackageVariant]
    /// The manifest's `platforms:`; the iOS simulator build adds iOS.
    package var platforms = "[.macOS(.v13)]"

    package init(name: String, variants: [PackageVariant]) {
        self.name = name
        self.variants = variants
    }

    /// `$TMPDIR/archgen-generated-packages`.
    package static var defaultCacheRoot: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("archgen-generated-packages")
    }

    package var manifest: String {
        var text = """
            // swift-tools-version:6.0
            // Written by archgen's test harness (TestSupport/GeneratedPackage.swift); rewritten on every run.
            import PackageDescription

            let package = Package(
                name: "\(name)",
                platforms: \(platforms),
                targets: [

            """
        for variant in built {
            let settings = "[.swiftLanguageMode(.\(variant.languageMode.rawValue))"
                + (variant.warningsAsErrors ? ", .unsafeFlags([\"-warnings-as-errors\"])]" : "]")
            let dependencies = variant.dependencies.isEmpty ? ""
                : "dependencies: [" + variant.dependencies.map { "\"\($0)\"" }.joined(separator: ", ") + "], "
            if variant.sharedLibrary == nil {
                text += "        .target(name: \"\(variant.targetName)\", \(dependencies)"
                    + "path: \"Sources/\(variant.targetName)\", swiftSettings: \(settings)),\n"
            }
            if !variant.tests.isEmpty {
                // A UIKit stand-in beside `import Testing` would ask for Swift Testing's UIKit overlay,
                // which only Apple's platforms have.
                let testSettings = settings.dropLast() + ", .unsafeFlags([\"-Xfrontend\", \"-disable-cross-import-overlays\"])]"
                text += "        .testTarget(name: \"\(variant.testTargetName)\", dependencies: [\"\(variant.libraryName)\"], "
                    + "path: \"Tests/\(variant.testTargetName)\", swiftSettings: \(testSettings)),\n"
            }
        }
        return text + "    ]\n)\n"
    }

    /// The variants SwiftPM builds and tests.
    package var built: [PackageVariant] { variants.filter { $0.proof == .built } }

    /// Every file of the package by its path in the package folder, test files retargeted.
    package func files() throws -> [String: String] {
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
            guard variant.proof == .built else { continue }
            let sources = variant.sharedLibrary == nil ? variant.sources : []
            for (folder, group) in [("Sources/\(variant.targetName)", sources),
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
    package func cacheFolder(in cacheRoot: URL = defaultCacheRoot) -> URL {
        cacheRoot.appendingPathComponent("\(name)-\(StableHash.fnv1a(Fixtures.packageRoot.path))")
    }

    /// Writes the package to `package/` in its cache folder, the way the
    /// build check writes its sandbox (`SandboxDirectory`: only changed files
    /// rewritten), and returns that folder with the folder's lock, held
    /// until released (while the package is built).
    package func write(in cacheRoot: URL = defaultCacheRoot) throws -> (package: URL, lock: FileLock) {
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
    /// (`thread`), each of them with `--sanitize=<sanitizer>`. Then, in any
    /// case, the fast proof of the variants for it (`fast-proof/` in the cache folder).
    package func buildAndTest(swift: URL, cacheRoot: URL = defaultCacheRoot, sanitizer: String? = nil) throws -> GeneratedPackageRun {
        let (packageFolder, lock) = try write(in: cacheRoot)
        defer { lock.release() }
        let scratch = cacheFolder(in: cacheRoot).appendingPathComponent("scratch")
        let paths = ["--package-path", packageFolder.path, "--scratch-path", scratch.path]
            + (sanitizer.map { ["--sanitize=\($0)"] } ?? [])
        // Each module compiled by one compiler (`-j1`: its files in one batch, the SDK's modules loaded
        // once; the modules still build in parallel), and with no debug information (nothing here is
        // debugged, but a sanitizer's report names lines with it): a fifth of the build's time, measured.
        let debugInformation = sanitizer == nil ? ["-Xswiftc", "-gnone"] : []
        let build = try SwiftToolchain.run(swift, ["build", "--build-tests"] + paths + ["-Xswiftc", "-j1"] + debugInformation)
        var run = GeneratedPackageRun(package: self, directory: packageFolder, build: build)
        if build.status == 0 {
            let listing = try SwiftToolchain.run(swift, ["test", "list", "--skip-build"] + paths)
            run.listing = listing
            if listing.status == 0 { run.test = try SwiftToolchain.run(swift, ["test", "--skip-build"] + paths) }
        }
        return try proved(run, swift: swift, cacheRoot: cacheRoot)
    }

    /// `run` with the fast proof's outcome, when some variant is to be proved so.
    private func proved(_ run: GeneratedPackageRun, swift: URL, cacheRoot: URL) throws -> GeneratedPackageRun {
        let proof = GeneratedPackageFastProof(variants: variants, packageName: name)
        guard !proof.proved.isEmpty else { return run }
        var run = run
        run.proof = try proof.run(swift: swift, in: cacheFolder(in: cacheRoot).appendingPathComponent("fast-proof"))
        return run
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }
    }
}
