import ArchGenSource

/// archgen.yml's `package`: the Swift package whose manifest `new` and
/// `generate` add each module to, as a target with its test target.
///
///     package:
///       manifest: Package.swift          # relative to archgen.yml
///       target: "{module}"               # Sources/Cart
///       testTarget: "{module}Tests"      # Tests/CartTests
///       dependencies: [Core]             # every module's target
///       testDependencies: [TestSupport]  # every test target, besides its module's target
///       library: true                    # a library product per module
///       sharedTarget: Core               # where the shared declarations go
///       sharedTestTarget: CoreMocks      # where their mocks go
package struct PackageSettings: Equatable, Sendable {
    /// A target's dependency as archgen.yml writes it.
    package enum Dependency: Hashable, Sendable {
        /// `Core`: a target or product of that name (SwiftPM's by-name dependency).
        case byName(String)
        /// `{product: ArgumentParser, package: swift-argument-parser}`: a product of a package dependency.
        case product(name: String, package: String)

        /// The target or product it names.
        package var name: String {
            switch self {
            case .byName(let name), .product(let name, _): return name
            }
        }
    }

    /// `target`'s default: the module's own name.
    package static let defaultTargetPattern = "{module}"
    /// `testTarget`'s default.
    package static let defaultTestTargetPattern = "{module}Tests"

    /// `Package.swift`, as written (relative to archgen.yml's folder, or absolute).
    package var manifest: String
    /// The name pattern of a module's target, with `{module}`.
    package var targetPattern: String
    /// The name pattern of its test target, with `{module}`.
    package var testTargetPattern: String
    /// What every module's target depends on (besides `sharedTarget`).
    package var dependencies: [Dependency]
    /// What every test target depends on, besides its module's target (and `sharedTestTarget`).
    package var testDependencies: [Dependency]
    /// Whether every module gets a library product named like its target.
    package var library: Bool
    /// The target the shared declarations are compiled in; every module's target depends on it.
    package var sharedTarget: String?
    /// The target their mocks are compiled in; every test target depends on it.
    package var sharedTestTarget: String?
    /// Where `manifest` is written in archgen.yml, for errors about the package as a whole.
    package var manifestLocation: SourceLocation?

    package init(
        manifest: String, targetPattern: String = PackageSettings.defaultTargetPattern,
        testTargetPattern: String = PackageSettings.defaultTestTargetPattern, dependencies: [Dependency] = [],
        testDependencies: [Dependency] = [], library: Bool = false, sharedTarget: String? = nil,
        sharedTestTarget: String? = nil, manifestLocation: SourceLocation? = nil
    ) {
        self.manifest = manifest
        self.targetPattern = targetPattern
        self.testTargetPattern = testTargetPattern
        self.dependencies = dependencies
        self.testDependencies = testDependencies
        self.library = library
        self.sharedTarget = sharedTarget
        self.sharedTestTarget = sharedTestTarget
        self.manifestLocation = manifestLocation
    }

    /// The target of `module` (`Cart`, or `CartFeature` for `{module}Feature`).
    package func target(of module: String) -> String {
        NamePatterns.fill(targetPattern, NamePatterns.modulePlaceholder, with: module)
    }

    /// The test target of `module`.
    package func testTarget(of module: String) -> String {
        NamePatterns.fill(testTargetPattern, NamePatterns.modulePlaceholder, with: module)
    }
}
