import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory archgen <command> ...`
/// in a package that depends on archgen: runs the `archgen` executable,
/// built by SwiftPM from the dependency, with the arguments as they are,
/// in the package's root folder. So every command works as it does
/// installed, relative paths included (`archgen check Specs/Home.archgen`).
///
/// archgen's cache (the build check's sandbox packages) goes to the plugin's
/// work folder inside `.build` unless `ARCHGEN_CACHE_DIR` is set: a place
/// SwiftPM lets a plugin write to. On macOS, SwiftPM runs plugins in a
/// sandbox in which `swift build` cannot start its own, so the commands that
/// build (`new`, `check`) need `swift package --disable-sandbox ...` there,
/// or `--no-build`.
///
/// The same plugin runs from Xcode for an Xcode project (the
/// `XcodeCommandPlugin` below, compiled only where XcodeProjectPlugin exists).
@main
struct ArchgenPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // `swift package archgen` alone shows archgen's help rather than failing on no command.
        try context.runArchgen(in: context.package.directoryURL, arguments: arguments.isEmpty ? ["--help"] : arguments)
    }
}

/// What the plugin needs of the context SwiftPM or Xcode gives it: the
/// `archgen` tool, and a folder of its own to write to.
protocol ArchgenPluginContext {
    var pluginWorkDirectoryURL: URL { get }
    func tool(named name: String) throws -> PluginContext.Tool
}

extension PluginContext: ArchgenPluginContext {}

extension ArchgenPluginContext {
    /// Runs archgen with `arguments` in `folder` (see `ArchgenRun`).
    func runArchgen(in folder: URL, arguments: [String]) throws {
        try ArchgenRun(
            executable: try tool(named: "archgen").url, folder: folder, workFolder: pluginWorkDirectoryURL,
            arguments: arguments
        ).run()
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension XcodePluginContext: ArchgenPluginContext {}

extension ArchgenPlugin: XcodeCommandPlugin {
    /// From an Xcode project's context menu: archgen runs in the project's
    /// folder (the one holding the `.xcodeproj`). Xcode adds `--target NAME`
    /// for each target chosen; archgen works on the specs, not targets, so
    /// those are dropped. Without arguments the plugin runs `generate`.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        try context.runArchgen(in: context.xcodeProject.directoryURL, arguments: rest.isEmpty ? ["generate"] : rest)
    }
}
#endif

/// One run of archgen: in `folder`, with the plugin's environment, its
/// output going where the plugin's goes. A status other than 0 fails the
/// plugin (SwiftPM then exits with 1), with what archgen's status means.
struct ArchgenRun {
    var executable: URL
    var folder: URL
    var workFolder: URL
    var arguments: [String]

    func run() throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        if environment["ARCHGEN_CACHE_DIR", default: ""].isEmpty {
            environment["ARCHGEN_CACHE_DIR"] = workFolder.appendingPathComponent("cache").path
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            throw ArchgenFailure(message: "archgen was stopped by signal \(process.terminationStatus)")
        }
        guard process.terminationStatus == 0 else {
            throw ArchgenFailure(message: "archgen exited with status \(process.terminationStatus)"
                + (Self.meanings[process.terminationStatus].map { " (\($0))" } ?? ""))
        }
    }

    /// archgen's exit statuses (`archgen --help`, the README's "Exit codes").
    static let meanings: [Int32: String] = [
        1: "problems found, or the new module does not compile",
        2: "invalid input: nothing was written",
        3: "the environment: no toolchain, a folder that cannot be written, no git",
        130: "interrupted by SIGINT",
        143: "interrupted by SIGTERM",
    ]
}

/// Why the plugin failed; SwiftPM prints it as an error.
struct ArchgenFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
