import ArchGenKit
import ArchGenSource
import ArchGenTemplates
import ArchGenSpec

/// `adopt`'s proof: the project as it would be with archgen.yml and the
/// specs written and archgen's generated files (contracts, doubles, shared
/// declarations) in place of the team's they replace, checked as `archgen
/// check` checks it (the fast proof, or `--run-tests`), on a view of the
/// files: nothing is written.
struct AdoptionProof {
    /// What `check` said.
    var report: CheckReport
    /// The generated files, by path, as `--replace` writes them.
    var generated: [String: String]
    /// The scaffold files archgen would create where the team has none (a test case), among `generated`.
    var created: [String]
    /// The team's files they replace, left out of the proof.
    var removed: [String]
    /// Notes about the Xcode project file (a removed file it still lists).
    var projectNotes: [Diagnostic] = []

    var passed: Bool { report.status == .success }

    /// A note for each scaffold file archgen wrote where the team has none
    /// (a test case) that the compiler found an error in: archgen's test case
    /// builds the module its way, which the team's code need not follow.
    var createdFileNotes: [Diagnostic] {
        let failing = Set(report.findings.filter { $0.kind == .compile }.map(\.diagnostic.path))
        return created.filter(failing.contains).map { path in
            Diagnostic(
                severity: .note, message: "archgen's scaffold, written where the team has no such file, does not compile with the team's code",
                path: path, hint: "write the team's own \(Path.lastComponent(of: path)) there: adopt then leaves it to the team")
        }
    }
}

extension CommandContext {
    func prove(_ plan: AdoptionPlan, options: AdoptOptions) throws(UsageError) -> AdoptionProof {
        let adoptions = plan.recognised
        var changes: [String: [UInt8]?] = [plan.settingsPath: Array(plan.settings.text.utf8)]
        for adoption in adoptions {
            changes[adoption.specPath] = Array(adoption.specText.utf8)
            for path in adoption.replacedFiles { changes[path] = .some(nil) }
        }
        var viewed = self
        viewed.system = system.overlaid(with: changes)
        viewed.quiet = true
        var generated: [String: String] = [:]
        var created: [String] = []
        var written: [PlannedFile] = [], layouts: [ModuleLayout] = []
        let (loaded, diagnostics) = viewed.loadProject()
        console.report(diagnostics)
        guard let project = loaded else {
            throw UsageError("the inferred archgen.yml is invalid", hint: "run adopt --dry-run and report it")
        }
        let loader = BuiltinTemplates.layeredLoader(overridingWith: project.templatesFolder)
        for adoption in adoptions {
            let loaded = viewed.loadSpec(at: adoption.specPath, style: nil, project: project)
            guard let spec = loaded.spec else {
                console.report(loaded.errors)
                throw UsageError("the inferred spec of \(adoption.module.name) is invalid", hint: "run adopt --dry-run and report it")
            }
            let layout = project.layout(for: spec, specPath: adoption.specPath)
            layouts.append(layout)
            do throws(TemplateError) {
                for file in try ModuleRenderer(loader: loader).render(spec, layout: layout) {
                    // A scaffold file the team has no counterpart of (a test case) is archgen's, proved with the rest.
                    guard file.ownership == .generated || !system.fileExists(file.path) else { continue }
                    generated[file.path] = file.contents
                    written.append(file)
                    if file.ownership == .scaffold { created.append(file.path) }
                }
            } catch {
                throw UsageError(error.diagnostic.message)
            }
        }
        if !project.settings.shared.isEmpty, let files = try? project.sharedFiles(with: loader) {
            for file in files { generated[file.path] = file.contents }
            written += files
            layouts.append(project.sharedLayout)
        }
        // In an Xcode project, archgen's files join its targets as `generate` adds them: the project file is one more generated file.
        let xcode = viewed.adoptedXcodeProject(
            adding: written, created: written.map(\.path).filter { !system.fileExists($0) },
            removed: changes.compactMap { $0.value == nil && generated[$0.key] == nil ? $0.key : nil }.sorted(), layouts: layouts, project: project)
        if let file = xcode.file { generated[file.path] = file.contents }
        for (path, text) in generated { changes[path] = Array(text.utf8) }
        viewed.system = system.overlaid(with: changes)
        let arguments = options.checkArguments(adoptions.map(\.specPath))
        let parsed = try ArgumentParser.parse(arguments, as: CheckOptions.signature)
        let report = try viewed.check(try CheckOptions(parsed))
        let removed = changes.compactMap { $0.value == nil ? $0.key : nil }.sorted()
        return AdoptionProof(report: report, generated: generated, created: created.sorted(), removed: removed, projectNotes: xcode.notes)
    }
}
