import ArchGenSpec

/// A target a module needs in the package: its name, kind, folder (relative
/// to the package's) and dependencies.
package struct PackageTarget: Equatable, Sendable {
    /// `Core`, or a package's product, as archgen.yml writes it.
    package typealias Dependency = PackageSettings.Dependency

    package enum Kind: String, Sendable {
        case regular
        case test

        /// The factory a manifest writes it with: `.target`, `.testTarget`.
        var factory: String { self == .regular ? "target" : "testTarget" }
        /// Where SwiftPM looks for the target's folder when the manifest gives no path.
        var defaultFolder: String { self == .regular ? "Sources" : "Tests" }
    }

    package var name: String
    package var kind: Kind
    /// The target's folder from the package's (`Sources/Cart`).
    package var path: String
    package var dependencies: [Dependency]

    package init(name: String, kind: Kind, path: String, dependencies: [Dependency] = []) {
        self.name = name
        self.kind = kind
        self.path = path
        self.dependencies = dependencies
    }

    /// SwiftPM's folder for a target of `kind` named `name` with no `path:`.
    static func defaultPath(of name: String, kind: Kind) -> String {
        kind.defaultFolder + "/" + name
    }

    /// Whether the manifest may leave `path:` out.
    var hasDefaultPath: Bool {
        PackagePath.normalized(path) == Self.defaultPath(of: name, kind: kind)
    }
}

/// A library product a module gets: `.library(name: "Cart", targets: ["Cart"])`.
package struct PackageProduct: Equatable, Sendable {
    package var name: String
    package var targets: [String]

    package init(name: String, targets: [String]) {
        self.name = name
        self.targets = targets
    }
}

/// What modules need in a package's manifest: targets and products, in the
/// order they are to be added. Already there, they are left as they are.
package struct PackageAddition: Equatable, Sendable {
    package var targets: [PackageTarget]
    package var products: [PackageProduct]

    package init(targets: [PackageTarget] = [], products: [PackageProduct] = []) {
        self.targets = targets
        self.products = products
    }

    package var isEmpty: Bool { targets.isEmpty && products.isEmpty }

    /// A module's (or the shared declarations') two folders, from the package's.
    package typealias Folders = (sources: String, tests: String)

    /// The targets and products of `modules` (each with its folders), with
    /// the shared targets first (in `shared` folders), as `settings` say.
    package static func modules(
        _ modules: [(module: String, folders: Folders)], shared: Folders, settings: PackageSettings
    ) -> PackageAddition {
        var addition = PackageAddition()
        if let target = settings.sharedTarget {
            addition.targets.append(PackageTarget(name: target, kind: .regular, path: shared.sources))
            if let mocks = settings.sharedTestTarget {
                addition.targets.append(PackageTarget(name: mocks, kind: .regular, path: shared.tests, dependencies: [.byName(target)]))
            }
        }
        for (module, folders) in modules {
            let target = settings.target(of: module), testTarget = settings.testTarget(of: module)
            addition.targets.append(PackageTarget(
                name: target, kind: .regular, path: folders.sources,
                dependencies: ((settings.sharedTarget.map { [.byName($0)] } ?? []) + settings.dependencies).removingRepeats()))
            addition.targets.append(PackageTarget(
                name: testTarget, kind: .test, path: folders.tests,
                dependencies: ([.byName(target)] + (settings.sharedTestTarget.map { [.byName($0)] } ?? [])
                    + settings.testDependencies).removingRepeats()))
            if settings.library { addition.products.append(PackageProduct(name: target, targets: [target])) }
        }
        return addition
    }
}

/// Paths inside a package, compared as SwiftPM would: `./Sources//Cart/` is `Sources/Cart`.
enum PackagePath {
    static func normalized(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
}
