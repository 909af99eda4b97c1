import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// `archgen adopt FOLDER ...`: specs and settings from a team's existing modules, proved by its own code.
extension Command {
    static let adopt = Command(
        name: "adopt",
        summary: "Write specs and archgen.yml settings from existing modules, proved by the team's own code",
        signature: AdoptOptions.signature,
        discussion: """
            Reads each FOLDER's Swift files (a module's sources) and its tests folder (the folder named \
            <Module>Tests anywhere in the project): its protocols, the types conforming to them, their stored \
            properties and initializers, and the test doubles. It recognises the module's style by structure \
            (VIPER: the presenter holds the view weakly, the interactor holds the presenter's output weakly, \
            the router is the other link; VIPER-S: VIPER's structure with VIPER-S's names; VIP: the view controller holds the interactor, which holds the \
            presenter, which holds the view controller weakly; MVVM: the view model holds the view weakly; \
            a style of the project's own folder: as its style.yml says who implements which protocol and holds which, weakly or not), \
            then infers the spec (the role lists as the team's protocols declare them, the services, the \
            input, VIP's use cases, external: for the app's types) and the archgen.yml settings that \
            make archgen's contract the team's (protocol and type names, file paths, each link's property, \
            optionality and declaration, isolation, paths, the app module). Settings archgen.yml has are reused; \
            one several modules share is written once; one that differs is a note.
            Before writing, it proves the result as `archgen check` does, on a view of the project where archgen.yml \
            and the specs are written and archgen's generated contract and doubles stand in place of the team's \
            contract: the team's own implementations and tests are compiled against them (--run-tests: built \
            and run). Only when that passes are the specs and archgen.yml written. The team's files are never \
            changed, unless --replace: then archgen's generated files are written in place of the team's files \
            the proof replaced, so that `archgen check` passes from then on.
            In a Swift package (archgen.yml's package.manifest, or the Package.swift nearest the folders), a module whose folder is \
            a target's is adopted as that target: its tests are its test target's, archgen.yml gets `package`, and the proof \
            builds a copy of the package; the manifest is never changed. In an Xcode project (xcode.project, or the one \
            .xcodeproj here), archgen.yml gets `xcode` from the targets compiling the modules' files and tests (without a \
            <Module>Tests folder, the tests are the test target's folder named as the module), and --replace adds \
            archgen's new files to them.
            What archgen cannot express is a note at its file, line and column, with the closest setting.
            --dry-run prints the specs and archgen.yml's diff and writes nothing. --format json prints it all for tools.
            Exit status: 0 adopted, 1 not adopted (proof failed, or a note blocks it), 2 usage, 3 no toolchain.
            """,
        run: { arguments, context throws(UsageError) in
            let options = try AdoptOptions(arguments)
            let plan = try context.adoptionPlan(options)
            var report = AdoptionReport(plan: plan, dryRun: options.dryRun)
            if !plan.recognised.isEmpty {
                let proof = try context.prove(plan, options: options)
                report.proof = proof
                if report.status == .success, !options.dryRun {
                    report.written = context.writeAdoption(plan, proof: proof, replace: options.replace)
                }
            }
            report.print(as: options.format, to: context.console)
            if report.proof?.report.status == .environment { return .environment }
            return report.status
        })
}

extension CommandContext {
    /// Writes the specs and archgen.yml (and with `replace`, the generated
    /// files, removing the team's files they replace): the paths written.
    func writeAdoption(_ plan: AdoptionPlan, proof: AdoptionProof, replace: Bool) -> [String] {
        var files = plan.recognised.map { ($0.specPath, $0.specText) }
        if plan.settings.text != plan.existingSettings { files.append((plan.settingsPath, plan.settings.text)) }
        if replace { files += proof.generated.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
        var written: [String] = []
        for (path, text) in files {
            let folder = Path.folder(of: path)
            if folder != ".", !system.isDirectory(folder) { try? system.fileSystem.createDirectory(at: folder) }
            do {
                try system.fileSystem.writeAtomically(Array(text.utf8), to: path, permissions: nil)
                written.append(path)
            } catch {
                console.printError("\(path): error: cannot be written: \(error)")
            }
        }
        if replace {
            for path in proof.removed where (try? system.fileSystem.removeFile(at: path)) != nil {
                written.append(path + " (removed)")
            }
        }
        return written
    }
}
