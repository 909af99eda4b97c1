import ArchGenKit
import ArchGenPackage
import ArchGenSource

/// The Swift package whose targets hold the modules `adopt` is given: its
/// manifest (archgen.yml's `package.manifest`, else the `Package.swift`
/// nearest the first module's folder, up to the current folder), read by
/// SwiftPM, and what adopt infers of it (`PackageTargetsInference`).
extension CommandContext {
    /// Nil when there is no manifest; a note when SwiftPM cannot read it.
    func packageInference(
        for folders: [String], project: Project
    ) -> (inference: PackageTargetsInference?, notes: [Diagnostic]) {
        guard let manifestPath = project.manifestPath ?? Self.nearestManifest(above: folders.first ?? ".", exists: system.fileExists)
        else { return (nil, []) }
        let text = String(decoding: readSource(at: manifestPath) ?? [], as: UTF8.self)
        let unread = { (reason: String) in
            (PackageTargetsInference?.none, [Diagnostic(
                severity: .note, message: "\(reason): the modules are adopted as an app's folders", path: manifestPath,
                hint: "archgen.yml's `package` (`archgen help settings`) makes each module a target of the manifest")])
        }
        guard let evaluator = try? dumpPackageEvaluator(forManifestAt: manifestPath, swift: nil) else { return unread("no swift to read the manifest") }
        guard case .evaluated(let dump)? = try? evaluator.evaluate(text, folders: []) else { return unread("SwiftPM cannot read the manifest") }
        let packageFolder = Path.folder(of: manifestPath)
        let targets = dump.targets.map { target in
            ManifestTarget(
                name: target.name, isTest: target.type == "test", folder: Path.normalized(Path.join(packageFolder, target.folder)),
                dependencies: target.dependencies.compactMap { dependency in
                    switch dependency {
                    case .byName(let name), .target(let name): name
                    case .product: nil
                    }
                })
        }
        let modules = folders.map { (name: Path.lastComponent(of: $0), folder: Path.normalized($0)) }
        return (PackageTargetsInference(modules: modules, manifestPath: manifestPath, manifestText: text, targets: targets), [])
    }

    /// `Package.swift` in `folder` or the nearest folder above it, up to the current folder ("." included).
    static func nearestManifest(above folder: String, exists: (String) -> Bool) -> String? {
        var current = Path.normalized(folder)
        while true {
            let candidate = current == "." ? "Package.swift" : Path.join(current, "Package.swift")
            if exists(candidate) { return candidate }
            guard current != ".", current != "/", !current.hasPrefix("..") else { return nil }
            current = Path.folder(of: current)
        }
    }
}
