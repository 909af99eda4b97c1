/// Why the build check could not run at all (as opposed to a module that
/// does not compile, which is a finding): the environment's fault, exit 3.
package enum BuildCheckError: Error, Equatable, Sendable {
    /// No usable `swift`: what was tried.
    case noToolchain(String)
    /// The sandbox package could not be written or locked.
    case sandbox(String)
    /// `swift` could not be started.
    case cannotRun(String)
    /// A package project's dependencies could not be resolved or fetched (offline, or no `Package.resolved`): what SwiftPM said.
    case dependencies(String)

    package var message: String {
        switch self {
        case .noToolchain(let detail): "no Swift toolchain found: \(detail)"
        case .sandbox(let detail): "cannot prepare the build sandbox: \(detail)"
        case .cannotRun(let detail): "cannot run swift: \(detail)"
        case .dependencies(let detail): "cannot resolve the package's dependencies for the build: \(detail)"
        }
    }

    package var hint: String? {
        switch self {
        case .noToolchain:
            "install Swift (swift.org/install), or name it with --swift PATH or ARCHGEN_SWIFT; --no-build skips the build"
        case .sandbox:
            "the sandbox lives in archgen's cache folder; set ARCHGEN_CACHE_DIR to use another"
        case .cannotRun:
            nil
        case .dependencies:
            "check builds the team's package with the versions its Package.resolved pins, and never changes that file: "
                + "run `swift package resolve` in the package (online) to write or update it; a dependency is fetched "
                + "into archgen's cache once, online; --no-build skips the build"
        }
    }
}
