import Foundation

/// What `swift package dump-package` says a manifest declares: its targets
/// (name, type, path, dependencies) and products, in the manifest's order.
package struct PackageDump: Equatable, Sendable {
    package struct Target: Equatable, Sendable {
        package var name: String
        /// `regular`, `test`, `executable`, `plugin`, ...
        package var type: String
        /// The `path:` the manifest gives; nil for SwiftPM's default folder.
        package var path: String?
        package var dependencies: [Dependency]

        /// The folder from the package's, as SwiftPM finds it.
        package var folder: String {
            path.map(PackagePath.normalized) ?? (type == "test" ? "Tests/" : "Sources/") + name
        }
    }

    /// A target's dependency: `"Core"` (by name), `.target(name:)`, `.product(name:package:)`.
    package enum Dependency: Equatable, Sendable {
        case byName(String)
        case target(String)
        case product(name: String, package: String?)
    }

    package struct Product: Equatable, Sendable {
        package var name: String
        package var targets: [String]
    }

    package var targets: [Target]
    package var products: [Product]

    package init(targets: [Target] = [], products: [Product] = []) {
        self.targets = targets
        self.products = products
    }

    /// The JSON object in SwiftPM's output (which may have warnings before
    /// it: standard output and error arrive merged); nil when there is none.
    package init?(output: String) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0 == "{" }), let last = lines.lastIndex(where: { $0 == "}" }), first < last,
              let data = lines[first...last].joined(separator: "\n").data(using: .utf8),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let targets = root["targets"] as? [[String: Any]] else { return nil }
        self.targets = targets.compactMap(Self.target)
        products = (root["products"] as? [[String: Any]] ?? []).compactMap { product in
            guard let name = product["name"] as? String else { return nil }
            return Product(name: name, targets: product["targets"] as? [String] ?? [])
        }
    }

    private static func target(_ object: [String: Any]) -> Target? {
        guard let name = object["name"] as? String, let type = object["type"] as? String else { return nil }
        let dependencies = (object["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> Dependency? in
            if let values = dependency["byName"] as? [Any], let name = values.first as? String { return .byName(name) }
            if let values = dependency["target"] as? [Any], let name = values.first as? String { return .target(name) }
            if let values = dependency["product"] as? [Any], let name = values.first as? String {
                return .product(name: name, package: values.count > 1 ? values[1] as? String : nil)
            }
            return nil
        }
        return Target(name: name, type: type, path: object["path"] as? String, dependencies: dependencies)
    }
}

extension PackageDump.Target {
    /// Whether the target has `dependency` as archgen.yml writes it.
    func has(_ dependency: PackageTarget.Dependency) -> Bool {
        dependencies.contains { dumped in
            switch (dependency, dumped) {
            case (.byName(let name), .byName(let other)), (.byName(let name), .target(let other)): return name == other
            case (.byName(let name), .product(let other, _)): return name == other
            case (.product(let name, let package), .product(let other, let otherPackage)):
                return name == other && (otherPackage ?? package) == package
            default: return false
            }
        }
    }
}
