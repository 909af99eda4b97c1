import ArchGenSource
import ArchGenSpec

/// The lines an addition puts into a manifest, before SwiftPM has read them.
struct ManifestPlan {
    var edits: [TextEdit]
    /// Whether a target is made by one of the manifest's helpers (else by `.target(...)`).
    var usesHelpers: Bool
    /// For each list whose later code goes through the new elements too, a
    /// note at that code (its scalar offset in the manifest as it is).
    var notes: [(message: String, offset: Int)] = []

    /// The manifest's text with the edits made.
    func text(from manifest: ManifestText) -> String {
        TextEdit.apply(edits, to: manifest)
    }

    /// The notes, located in the edited text (`text(from: manifest)`), as the user reads the file.
    func notes(editing manifest: ManifestText) -> [ManifestError] {
        let edited = Array(text(from: manifest).unicodeScalars)
        return notes.map { note in
            let added = edits.filter { $0.offset <= note.offset }.reduce(0) { $0 + $1.text.unicodeScalars.count }
            return ManifestError(note.message, at: ManifestText.location(of: note.offset + added, in: edited))
        }
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
        var plan = ManifestPlan(edits: [], usesHelpers: false)
        // Products first: where both lists are new arguments, `products:` comes before `targets:`.
        if !missing.products.isEmpty {
            let route = try route(for: "products")
            plan.edits += edits(adding: missing.products.map(ManifestPrinter.element), at: route.site, label: "products")
            plan.notes += processingNote(of: "products", along: route, adding: missing.products.map(\.name))
        }
        if !missing.targets.isEmpty {
            let route = try route(for: "targets")
            let helpers = useHelpers ? helperCalls(at: route.site) : []
            let elements = missing.targets.map { target in
                if let dump, let call = helpers.lazy.compactMap({ $0.call(making: target, dump: dump) }).first {
                    plan.usesHelpers = true
                    return call
                }
                return ManifestPrinter.element(target)
            }
            plan.edits += edits(adding: elements, at: route.site, label: "targets")
            plan.notes += processingNote(of: "targets", along: route, adding: missing.targets.map(\.name))
        }
        // Both lists after the last argument each close it with a comma: one is enough.
        plan.edits = plan.edits.enumerated().filter { index, edit in
            edit.text != "," || !plan.edits[..<index].contains(edit)
        }.map(\.element)
        return plan
    }

    /// Whether the targets list has elements made by a helper, whose targets only SwiftPM can tell.
    var hasHelperCalls: Bool {
        guard let site = try? site(for: "targets") else { return false }
        return !helperCalls(at: site).isEmpty
    }

    /// The note at the first code after the list `label`'s site that goes
    /// through the list, and so through `names`, added there; none without such code.
    private func processingNote(of label: String, along route: ListRoute, adding names: [String]) -> [(message: String, offset: Int)] {
        guard let first = processingLines(of: label, along: route).first else { return [] }
        let quoted = names.map { "'\($0)'" }
        let listed = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
        return [(
            "\(listed) \(names.count == 1 ? "is" : "are") added to the \(label) list; the manifest's code that goes through that list, "
                + "from this line on, applies to \(names.count == 1 ? "it" : "them") as to every other \(label.dropLast())",
            tokens[first].offset)]
    }
}
