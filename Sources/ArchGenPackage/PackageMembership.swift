import ArchGenSpec

/// What `check` reads from a package project's manifest, as SwiftPM reads
/// it: whether each module's target and test target are there, of their
/// kind, at the module's folders (else a problem located in the manifest,
/// as a file missing from an Xcode target is one in project.pbxproj), and
/// what `swift build` builds to prove the modules.
package struct PackageMembership: Sendable {
    package let dump: PackageDump
    private let manifest: ManifestText
    /// The manifest's calls, read once (nil when archgen cannot follow them: locations are then at its start).
    private let structure: ManifestStructure?
    private let known: KnownTargets

    /// SwiftPM's `evaluation` of the manifest whose text is `text`; the
    /// manifest's error when it has conflict markers, or SwiftPM rejects it.
    package init(_ evaluation: ManifestEvaluation, of text: String) throws(ManifestError) {
        let manifest = try ManifestText(text), structure = try? ManifestStructure(manifest)
        switch evaluation {
        case .evaluated(let dump):
            self.dump = dump
            known = KnownTargets(dump, in: structure)
        case .rejected(let output):
            let packageOffset = structure.map { manifest.tokens[$0.packageToken].offset } ?? 0
            throw ManifestError.swiftPMRejection(output, fallback: manifest.location(of: packageOffset))
        }
        self.manifest = manifest
        self.structure = structure
    }

    /// Each target of `addition` the package lacks, or has as another kind
    /// or at another folder, as an error in the manifest.
    package func problems(with addition: PackageAddition) -> [ManifestError] {
        addition.targets.compactMap { target in
            guard let found = known.targets[target.name] else {
                let kind = target.kind == .test ? "test target" : "target"
                return ManifestError(
                    "the package has no \(kind) '\(target.name)' for the module's files in '\(PackagePath.normalized(target.path))'",
                    at: manifest.location(of: targetsOffset), hint: "run `archgen generate` to add it")
            }
            return known.clash(of: found, with: target, in: manifest)
        }
    }

    /// The targets to build to prove `addition`'s: each one none of the
    /// others depends on (`swift build --target` builds what it depends on);
    /// nil for the whole package (`swift build --build-tests`), when they and
    /// what they depend on are all its targets. Only targets the package has,
    /// of the right kind, count.
    package func buildTargets(of addition: PackageAddition) -> [String]? {
        let byName = Dictionary(dump.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let present = addition.targets.filter { byName[$0.name]?.type == $0.kind.rawValue }.map(\.name).removingRepeats()
        func dependencies(of name: String) -> Set<String> {
            var found: Set<String> = [], pending = [name]
            while let next = pending.popLast() {
                for dependency in byName[next]?.dependencies ?? [] {
                    guard case .byName(let other) = dependency.asTarget, byName[other] != nil, found.insert(other).inserted else { continue }
                    pending.append(other)
                }
            }
            return found
        }
        let covered = present.reduce(into: Set(present)) { $0.formUnion(dependencies(of: $1)) }
        if !present.isEmpty, dump.targets.allSatisfy({ covered.contains($0.name) }) { return nil }
        let needed = present.filter { name in !present.contains { $0 != name && dependencies(of: $0).contains(name) } }
        return needed
    }

    /// The test targets of `addition` the package has, for `swift test --filter`.
    package func testTargets(of addition: PackageAddition) -> [String] {
        addition.targets.filter { target in target.kind == .test && dump.targets.contains { $0.name == target.name && $0.type == "test" } }
            .map(\.name)
    }

    /// Where the package's targets are listed (a missing target belongs there), else its `Package(`.
    private var targetsOffset: Int {
        guard let structure else { return 0 }
        let token: Int
        switch try? structure.site(for: "targets") {
        case .literal(let open, _)?: token = open
        case .appendCalls(let first, _, _)?: token = first
        case .newArgument?, nil: token = structure.packageToken
        }
        return manifest.tokens[token].offset
    }
}

extension PackageDump.Dependency {
    /// A dependency on a target of the package, by name or not, as `.byName`; others as they are.
    fileprivate var asTarget: Self {
        if case .target(let name) = self { return .byName(name) }
        return self
    }
}
