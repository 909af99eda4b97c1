import ArchGenSpec

/// SwiftPM's reading of a manifest's text (`swift package dump-package`).
package enum ManifestEvaluation: Sendable {
    case evaluated(PackageDump)
    /// SwiftPM could not evaluate it: what it printed.
    case rejected(output: String)
}

/// Why a manifest was not updated: an error in it (located), or SwiftPM could not be run.
package enum ManifestUpdateError: Error, Equatable {
    case manifest(ManifestError)
    /// `swift` is missing, a temporary folder could not be made: the message.
    case evaluation(String)
}

/// A manifest's new text, and what the user should know of it: notes at the
/// manifest's code that goes through the new targets as through every other.
package struct ManifestEdit: Equatable, Sendable {
    package var text: String
    package var notes: [ManifestError]

    package init(text: String, notes: [ManifestError] = []) {
        self.text = text
        self.notes = notes
    }
}

/// Adds what modules need to a package's manifest, proved by SwiftPM before
/// anything is written: the edited text must evaluate, and SwiftPM's
/// reading of it must have every new target (once, at its folder, with its
/// dependencies) and product. A manifest that already has them all is left
/// byte for byte as it is, without asking SwiftPM when its text says so.
package struct ManifestUpdater {
    /// Evaluates a manifest's text, with these target folders (from the
    /// package's) made beside it, as SwiftPM finds them in the real package.
    package var evaluate: (_ text: String, _ folders: [String]) throws(ManifestUpdateError) -> ManifestEvaluation

    package init(evaluate: @escaping (_ text: String, _ folders: [String]) throws(ManifestUpdateError) -> ManifestEvaluation) {
        self.evaluate = evaluate
    }

    /// The manifest's text with `addition` in it; nil when it has everything already.
    package func update(_ text: String, adding addition: PackageAddition) throws(ManifestUpdateError) -> ManifestEdit? {
        let manifest: ManifestText
        do throws(ManifestError) { manifest = try ManifestText(text) } catch { throw .manifest(error) }
        let structure: Result<ManifestStructure, ManifestRefusal>
        do throws(ManifestRefusal) { structure = .success(try ManifestStructure(manifest)) } catch { structure = .failure(error) }
        var reading = Reading(updater: self, manifest: manifest, structure: try? structure.get(), addition: addition)
        var useHelpers = true
        for _ in 0..<4 {
            guard let missing = try reading.missing() else {
                try reading.askSwiftPM()
                continue
            }
            if missing.isEmpty { return nil }
            if useHelpers, reading.dump == nil, (try? structure.get())?.hasHelperCalls == true {
                try reading.askSwiftPM()
                continue
            }
            let plan: ManifestPlan
            switch structure.flatMap({ parsed in Result { () throws(ManifestRefusal) in
                try parsed.plan(missing, dump: reading.dump, useHelpers: useHelpers)
            } }) {
            case .success(let made):
                plan = made
            case .failure(let refusal):
                // Maybe the targets are there, made in a way archgen does not follow.
                if reading.dump == nil {
                    try reading.askSwiftPM()
                    continue
                }
                throw .manifest(ManifestError(
                    "cannot add to the manifest: " + refusal.message, at: manifest.location(of: manifest.tokens[refusal.token].offset),
                    hint: Self.handEditHint(missing)))
            }
            let edited = plan.text(from: manifest)
            switch try evaluate(edited, missing.targets.map(\.path)) {
            case .evaluated(let dump):
                let problems = ManifestProof.problems(in: dump, for: missing)
                if problems.isEmpty { return ManifestEdit(text: edited, notes: plan.notes(editing: manifest)) }
                if plan.usesHelpers {
                    useHelpers = false
                    continue
                }
                throw .manifest(ManifestError(
                    "SwiftPM reads the edited manifest wrong: " + problems.joined(separator: "; "), at: plan.location(in: manifest),
                    hint: Self.handEditHint(missing)))
            case .rejected(let output):
                if reading.dump == nil {
                    // The original may not evaluate either, or have the targets already (made where archgen does not look).
                    try reading.askSwiftPM()
                    continue
                }
                if plan.usesHelpers {
                    useHelpers = false
                    continue
                }
                throw .manifest(ManifestError(
                    "SwiftPM cannot evaluate the edited manifest: " + SwiftPMComplaint(output: output).messages[0].text,
                    at: plan.location(in: manifest), hint: Self.handEditHint(missing)))
            }
        }
        throw .manifest(ManifestError("cannot add to the manifest", at: manifest.location(of: 0), hint: Self.handEditHint(addition)))
    }

    /// The lines to add by hand (`inEachManifest`: to each of the package's manifests).
    static func handEditHint(_ addition: PackageAddition, inEachManifest: Bool = false) -> String {
        let place = inEachManifest ? " in each manifest" : ""
        func lines<Element>(_ elements: [Element], _ print: (Element) -> String) -> String {
            elements.map { "\n    " + print($0) + "," }.joined()
        }
        var hint = addition.targets.isEmpty ? "" : "add these lines to the package's targets" + place + lines(addition.targets, ManifestPrinter.element)
        if !addition.products.isEmpty {
            hint += (hint.isEmpty ? "add these lines to the package's products" + place : "\nand these to its products") + lines(addition.products, ManifestPrinter.element)
        }
        return hint + "\nthen run archgen again"
    }
}

/// What is known of the manifest as it is: first what its text spells
/// out, then, when that is not enough, SwiftPM's reading of it.
private struct Reading {
    let updater: ManifestUpdater
    let manifest: ManifestText
    let structure: ManifestStructure?
    let addition: PackageAddition
    private(set) var dump: PackageDump?
    private var known: KnownTargets?

    init(updater: ManifestUpdater, manifest: ManifestText, structure: ManifestStructure?, addition: PackageAddition) {
        self.updater = updater
        self.manifest = manifest
        self.structure = structure
        self.addition = addition
        known = structure.map(KnownTargets.init)
    }

    /// What `addition` needs that the manifest lacks; nil when only SwiftPM can tell.
    func missing() throws(ManifestUpdateError) -> PackageAddition? {
        guard let known else { return nil }
        do throws(ManifestError) { return try known.missing(from: addition, in: manifest) } catch { throw .manifest(error) }
    }

    /// Evaluates the manifest as it is; a manifest SwiftPM cannot evaluate is
    /// an error at the line SwiftPM names (else at the `Package` call).
    mutating func askSwiftPM() throws(ManifestUpdateError) {
        guard dump == nil else { throw .manifest(ManifestError("cannot add to the manifest", at: manifest.location(of: 0))) }
        switch try updater.evaluate(manifest.text, []) {
        case .evaluated(let evaluated):
            dump = evaluated
            known = KnownTargets(evaluated, in: structure)
        case .rejected(let output):
            let fallback = manifest.location(of: structure.map { manifest.tokens[$0.packageToken].offset } ?? 0)
            throw .manifest(ManifestError.swiftPMRejection(output, fallback: fallback))
        }
    }
}
