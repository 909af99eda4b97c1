import ArchGenSpec

/// The lines an addition puts into a manifest, before SwiftPM has read them.
struct ManifestPlan {
    var edits: [TextEdit]
    /// Whether a target is made by one of the manifest's helpers (else by `.target(...)`).
    var usesHelpers: Bool

    /// The manifest's text with the edits made.
    func text(from manifest: ManifestText) -> String {
        TextEdit.apply(edits, to: manifest)
    }

    /// Where the first line is added, for an error about the edit.
    func location(in manifest: ManifestText) -> SourceLocation {
        manifest.location(of: edits.map(\.offset).min() ?? 0)
    }
}

extension ManifestStructure {
    /// The edits adding `missing`: the products to the products list, the
    /// targets to the targets list, each with one of the manifest's helpers
    /// (judged by SwiftPM's reading `dump`) where `useHelpers` and one fits.
    func plan(_ missing: PackageAddition, dump: PackageDump?, useHelpers: Bool) throws(ManifestRefusal) -> ManifestPlan {
        var edits: [TextEdit] = []
        var usesHelpers = false
        // Products first: where both lists are new arguments, `products:` comes before `targets:`.
        if !missing.products.isEmpty {
            edits += self.edits(adding: missing.products.map(ManifestPrinter.element), at: try site(for: "products"), label: "products")
        }
        if !missing.targets.isEmpty {
            let site = try site(for: "targets")
            let helpers = useHelpers ? helperCalls(at: site) : []
            let elements = missing.targets.map { target in
                if let dump, let call = helpers.lazy.compactMap({ $0.call(making: target, dump: dump) }).first {
                    usesHelpers = true
                    return call
                }
                return ManifestPrinter.element(target)
            }
            edits += self.edits(adding: elements, at: site, label: "targets")
        }
        // Both lists after the last argument each close it with a comma: one is enough.
        let unique = edits.enumerated().filter { index, edit in
            edit.text != "," || !edits[..<index].contains(edit)
        }.map(\.element)
        return ManifestPlan(edits: unique, usesHelpers: usesHelpers)
    }

    /// Whether the targets list has elements made by a helper, whose targets only SwiftPM can tell.
    var hasHelperCalls: Bool {
        guard let site = try? site(for: "targets") else { return false }
        return !helperCalls(at: site).isEmpty
    }
}
