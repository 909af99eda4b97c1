import ArchGenSpec

/// The text of what the editor adds to a manifest, written the way
/// SwiftPM's documentation writes it, one element to a line:
/// `.target(name: "Cart", dependencies: ["Core"])`, `path:` only where it
/// is not SwiftPM's default folder.
enum ManifestPrinter {
    static func element(_ target: PackageTarget) -> String {
        var arguments = ["name: " + literal(target.name)]
        if !target.dependencies.isEmpty {
            arguments.append("dependencies: [" + target.dependencies.map(dependency).joined(separator: ", ") + "]")
        }
        if !target.hasDefaultPath { arguments.append("path: " + literal(PackagePath.normalized(target.path))) }
        return "." + target.kind.factory + "(" + arguments.joined(separator: ", ") + ")"
    }

    static func element(_ product: PackageProduct) -> String {
        ".library(name: \(literal(product.name)), targets: [\(product.targets.map(literal).joined(separator: ", "))])"
    }

    static func dependency(_ dependency: PackageTarget.Dependency) -> String {
        switch dependency {
        case .byName(let name): return literal(name)
        case .product(let name, let package): return ".product(name: \(literal(name)), package: \(literal(package)))"
        }
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// The lines a user would add by hand: every target, then every product, each on its own line.
    static func lines(for addition: PackageAddition) -> [String] {
        addition.targets.map(element) + addition.products.map(element)
    }
}
