/// Whether SwiftPM's reading of an edited manifest has what was added:
/// each target once, of its kind, at its folder, with its dependencies
/// (more are fine: a team's helper may add its own), and each product.
enum ManifestProof {
    /// What SwiftPM's reading lacks, one sentence each; empty when it has everything.
    static func problems(in dump: PackageDump, for addition: PackageAddition) -> [String] {
        var problems: [String] = []
        for target in addition.targets {
            let named = dump.targets.filter { $0.name == target.name }
            guard let found = named.first else {
                problems.append("it has no target '\(target.name)'")
                continue
            }
            if named.count > 1 { problems.append("it has \(named.count) targets named '\(target.name)'") }
            if found.type != target.kind.rawValue {
                problems.append("'\(target.name)' is a \(found.type) target, not a \(target.kind.rawValue) one")
            }
            if found.folder != PackagePath.normalized(target.path) {
                problems.append("'\(target.name)' is at '\(found.folder)', not '\(PackagePath.normalized(target.path))'")
            }
            for dependency in target.dependencies where !found.has(dependency) {
                problems.append("'\(target.name)' does not depend on '\(dependency.name)'")
            }
        }
        for product in addition.products {
            guard let found = dump.products.first(where: { $0.name == product.name }) else {
                problems.append("it has no product '\(product.name)'")
                continue
            }
            for target in product.targets where !found.targets.contains(target) {
                problems.append("product '\(product.name)' does not have target '\(target)'")
            }
        }
        return problems
    }
}
