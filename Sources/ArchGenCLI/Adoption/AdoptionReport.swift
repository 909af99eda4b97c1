import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// What `adopt` prints: per module its style, spec and notes, archgen.yml's
/// diff, the proof's outcome and what was written; as text or JSON.
struct AdoptionReport {
    var plan: AdoptionPlan
    var proof: AdoptionProof?
    /// The files written (none with --dry-run, or when the proof failed).
    var written: [String] = []
    var dryRun: Bool

    var notes: [Diagnostic] {
        plan.notes + plan.adoptions.flatMap(\.notes) + plan.settings.notes + (proof?.createdFileNotes ?? []) + (proof?.projectNotes ?? [])
    }

    var settingsDiff: String {
        guard plan.settings.text != (plan.existingSettings ?? "") else { return "" }
        return UnifiedDiff.diff(from: plan.existingSettings ?? "", to: plan.settings.text, path: plan.settingsPath)
    }

    var status: ExitCode {
        guard let proof, plan.recognised.count == plan.adoptions.count else { return .problemsFound }
        return proof.passed && plan.settings.notes.isEmpty ? .success : .problemsFound
    }

    func print(as format: AdoptOptions.Format, to console: Console) {
        switch format {
        case .json:
            console.printDocument(json.rendered())
        case .text:
            for adoption in plan.adoptions {
                let style = adoption.shape.map { shape in
                    adoption.specStyle.flatMap { $0 == shape.style ? nil : "\($0), based on \(shape.style)" } ?? shape.style
                } ?? "not recognised"
                console.print("adopt: \(adoption.module.name) (\(style)) from \(adoption.module.sourcesFolder)"
                              + (adoption.module.testsFolder.map { ", tests \($0)" } ?? ""))
                if dryRun, adoption.shape != nil { console.print("--- \(adoption.specPath)\n" + adoption.specText) }
            }
            if dryRun, !settingsDiff.isEmpty { console.print(settingsDiff) }
            console.report(notes)
            if let proof {
                if !proof.passed { proof.report.print(as: .text, to: console) }
                console.print("proof: " + (proof.passed ? "passed, " : "failed, ") + proof.report.summary)
            }
            console.print(written.isEmpty ? "wrote nothing" : "wrote " + written.joined(separator: ", "))
        }
    }

    /// `path:line:column`, or `path` for a whole file: a note's `location` in JSON.
    static func header(of note: Diagnostic) -> String {
        note.path + (note.location.map { ":\($0)" } ?? "")
    }

    var json: JSONValue {
        .object([
            ("modules", .array(plan.adoptions.map { adoption in
                .object([
                    ("module", .string(adoption.module.name)),
                    ("style", .optional(adoption.specStyle)),
                    ("recognised", .optional(adoption.shape?.style)),
                    ("sources", .string(adoption.module.sourcesFolder)),
                    ("tests", .optional(adoption.module.testsFolder)),
                    ("spec", .string(adoption.specPath)),
                    ("specText", .string(adoption.specText)),
                    ("replaces", .array(adoption.replacedFiles.map(JSONValue.string))),
                ])
            })),
            ("settings", .string(plan.settingsPath)),
            ("settingsDiff", .string(settingsDiff)),
            ("added", .array(plan.settings.added.map { .string($0.key + ": " + $0.value) })),
            ("reused", .array(plan.settings.reused.map { .string($0.key + ": " + $0.value) })),
            ("notes", .array(notes.map { note in
                .object([("location", .string(Self.header(of: note))), ("message", .string(note.message)), ("hint", .optional(note.hint))])
            })),
            ("proof", proof.map { .object([("passed", .bool($0.passed)), ("summary", .string($0.report.summary)), ("check", $0.report.json)]) }
                ?? .null),
            ("written", .array(written.map(JSONValue.string))),
        ])
    }
}
