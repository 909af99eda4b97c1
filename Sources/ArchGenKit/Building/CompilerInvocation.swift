import ArchGenSource

/// The `swiftc` command line the fast proof runs for one sandbox target:
/// the whole module at once (`-wmo`), type-checked and run through the
/// compiler's mandatory passes (definite initialisation, `sending` and
/// isolation checking) up to its `.swiftmodule`, with no code generation and
/// no linking. Its flags are those `swift build` gives a debug build of the
/// target (`-Onone -enable-testing -DSWIFT_PACKAGE -DDEBUG`, the language
/// mode, the package's name), so `#if DEBUG` code and `@testable import`
/// compile alike.
///
///     swiftc -wmo -parse-as-library -emit-module -emit-module-path <out>/SignIn.swiftmodule
///         -module-name SignIn -swift-version 6 -Onone -enable-testing ... -I <out> <sources>
package struct CompilerInvocation: Equatable, Sendable {
    package var target: SandboxTarget
    /// The target's Swift files, absolute.
    package var sources: [String]
    /// Where the modules go (`-emit-module-path`), and where dependencies are found (`-I`).
    package var modulesFolder: String
    package var moduleCache: String
    package var languageMode: Int
    /// The package's name as `swift build` gives it (`-package-name`): its folder's name, in lower case.
    package var packageName: String
    /// What the destination adds (`BuildDestination.compilerArguments`), and for a
    /// test target where XCTest and Testing are (`TestLibraries`).
    package var extraArguments: [String]

    package init(
        target: SandboxTarget, sources: [String], modulesFolder: String, moduleCache: String, languageMode: Int,
        packageName: String, extraArguments: [String] = []
    ) {
        self.target = target
        self.sources = sources
        self.modulesFolder = modulesFolder
        self.moduleCache = moduleCache
        self.languageMode = languageMode
        self.packageName = packageName
        self.extraArguments = extraArguments
    }

    /// The module this run writes.
    package var modulePath: String { Path.join(modulesFolder, target.name + ".swiftmodule") }

    package var arguments: [String] {
        var arguments = [
            "-wmo", "-parse-as-library", "-emit-module", "-emit-module-path", modulePath, "-module-name", target.name,
            "-swift-version", String(languageMode), "-Onone", "-enable-testing",
            "-DSWIFT_PACKAGE", "-DDEBUG", "-DSWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE",
            "-package-name", packageName, "-module-cache-path", moduleCache, "-I", modulesFolder,
        ]
        if target.isTest { arguments += ["-Xfrontend", "-enable-cross-import-overlays"] }
        return arguments + extraArguments + sources
    }
}
