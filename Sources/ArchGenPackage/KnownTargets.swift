import ArchGenSpec

/// The targets and products a manifest is known to have: those it spells
/// out (read from its text), or all of them (SwiftPM's reading of it).
struct KnownTargets {
    struct Target {
        /// SwiftPM's word for its kind: `regular`, `test`, `executable`, ...
        var type: String
        /// Its folder from the package's; nil when the text does not say plainly.
        var folder: String?
        /// The token of its name in the manifest, when known.
        var token: Int?
    }

    static let typesByFactory = [
        "target": "regular", "testTarget": "test", "executableTarget": "executable", "macro": "macro", "plugin": "plugin",
        "binaryTarget": "binary", "systemLibrary": "system-target",
    ]

    var targets: [String: Target] = [:]
    var products: Set<String> = []
    /// Whether this is SwiftPM's reading (everything), not the text's (what it spells out).
    var isComplete: Bool

    init(_ structure: ManifestStructure) {
        for target in structure.declaredTargets where targets[target.name] == nil {
            targets[target.name] = Target(
                type: Self.typesByFactory[target.factory] ?? target.factory, folder: target.folder, token: target.nameToken)
        }
        products = Set(structure.declaredProducts)
        isComplete = false
    }

    init(_ dump: PackageDump, in structure: ManifestStructure?) {
        for target in dump.targets where targets[target.name] == nil {
            // Its name in a target's declaration, else the first string of its name (a helper's argument).
            let token = structure.flatMap { structure in
                structure.declaredTargets.first { $0.name == target.name }?.nameToken
                    ?? structure.tokens.indices.first { structure.stringLiteral(at: $0) == target.name }
            }
            targets[target.name] = Target(type: target.type, folder: target.folder, token: token)
        }
        products = Set(dump.products.map(\.name))
        isComplete = true
    }

    /// What of `addition` is missing; nil when the text does not say enough
    /// (a target of the name whose folder is not plain), so SwiftPM must be asked.
    /// Throws when the manifest has a target of a needed name in another
    /// folder, or of another kind.
    func missing(from addition: PackageAddition, in manifest: ManifestText) throws(ManifestError) -> PackageAddition? {
        var missing = PackageAddition()
        for target in addition.targets {
            guard let known = targets[target.name] else {
                missing.targets.append(target)
                continue
            }
            guard known.folder != nil else { return nil }
            if let clash = clash(of: known, with: target, in: manifest) { throw clash }
        }
        missing.products = addition.products.filter { !products.contains($0.name) }
        return missing
    }

    /// Why `known`, the manifest's target of `target`'s name, is not the one
    /// a module needs: another kind, or another folder; nil when it is (or its folder is not plain).
    func clash(of known: Target, with target: PackageTarget, in manifest: ManifestText) -> ManifestError? {
        guard let folder = known.folder else { return nil }
        let location = manifest.location(of: known.token.map { manifest.tokens[$0].offset } ?? 0)
        if known.type != target.kind.rawValue {
            let article = known.type.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            return ManifestError(
                "the package has \(article) \(known.type) target '\(target.name)', where the module needs a \(target.kind.rawValue) one",
                at: location, hint: "rename that target, or name the module's targets otherwise with archgen.yml's 'package: target:' and 'testTarget:'")
        }
        let wanted = PackagePath.normalized(target.path)
        guard folder != wanted else { return nil }
        return ManifestError(
            "the package has a target '\(target.name)' at '\(folder)', where archgen writes the module's files to '\(wanted)'",
            at: location, hint: "change the target's path to '\(wanted)', or set the folders in archgen.yml ('paths:') to the target's")
    }
}
