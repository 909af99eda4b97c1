import ArchGenKit
import ArchGenPackage
import ArchGenSource
import ArchGenSpec
import Foundation

/// `check` in a package project (archgen.yml's `package`): each module is
/// a target of the team's own manifest, so the check reads the manifest
/// with SwiftPM (a module whose target is missing, of another kind or at
/// another folder is a problem located in it) and proves the modules with
/// `swift build` of the package itself, not a sandbox: `PackageBuilder`.
extension CommandContext {
    /// SwiftPM's reading of `project`'s manifest (as staged, with
    /// --staged), and each problem of `modules`' targets (and the shared
    /// targets) in it. No reading when the manifest cannot be read (that is
    /// the one problem), nor without a toolchain (the build then says so).
    func packageMembership(
        of project: Project, modules: [(module: String, layout: ModuleLayout)], swift: String?
    ) -> (membership: PackageMembership?, findings: [CheckFinding]) {
        guard let path = project.manifestPath,
              let evaluator = try? dumpPackageEvaluator(forManifestAt: path, swift: swift) else { return (nil, []) }
        do throws(Diagnostic) {
            let addition = try packageAddition(of: modules, project: project)
            guard let bytes = readSource(at: path) else { throw fileError(at: path) }
            let text = String(decoding: bytes, as: UTF8.self)
            let source = SourceText(path: path, text: text)
            let evaluation: ManifestEvaluation
            do throws(ManifestUpdateError) { evaluation = try evaluator.evaluate(text, folders: []) } catch {
                switch error {
                case .manifest(let error): throw Diagnostic(error, in: source)
                case .evaluation(let message): throw Diagnostic(severity: .error, message: message, path: path)
                }
            }
            let membership: PackageMembership
            do throws(ManifestError) { membership = try PackageMembership(evaluation, of: text) } catch {
                throw Diagnostic(error, in: source)
            }
            return (membership, membership.problems(with: addition).map { CheckFinding(kind: .manifest, diagnostic: Diagnostic($0, in: source)) })
        } catch {
            return (nil, [CheckFinding(kind: .manifest, diagnostic: error)])
        }
    }

    /// Builds the package's targets of `modules` (with their tests, and
    /// runs those, for `runTests`) as the working tree has them, or as the
    /// index does (`staged`: in a copy of the package in the project's
    /// sandbox folder), or as adopt's view does (`overlaidPackageCopy`, a
    /// copy too). Nil when no module's targets can be built.
    func packageBuildCheck(
        _ modules: [(module: String, layout: ModuleLayout)], membership: PackageMembership?, project: Project,
        runTests: Bool, staged: Bool, swift option: String?, destination: BuildDestination
    ) -> Result<BuildCheckResult?, BuildCheckError> {
        do throws(BuildCheckError) {
            guard let packageFolder = project.packageFolder else { throw .sandbox("no package in archgen.yml") }
            let swift = try Toolchain.locate(option: option, variables: system.variables, search: system.executables)
            guard let membership else { throw .cannotRun("\(swift) could not read the manifest, \(project.manifestPath ?? "")") }
            // A module whose targets are not as they should be is a problem found already: it is not built.
            let modules = modules.filter { module in
                (try? packageAddition(of: [module], project: project)).map { membership.problems(with: $0).isEmpty } ?? false
            }
            guard !modules.isEmpty, let addition = try? packageAddition(of: modules, project: project) else { return .success(nil) }
            let (cacheRoot, sandbox) = try sandboxDirectory(of: project)
            defer { SandboxPruner(cacheRoot: cacheRoot).prune(now: Date(), keeping: sandbox.path) }
            let lock = try sandbox.lock()
            defer { lock.release() }
            // adopt's proof builds a copy of the package as adopt would leave it; --staged, the index's; else the team's own.
            let adopted = staged ? nil : try overlaidPackageCopy(of: packageFolder, in: sandbox)
            let packagePath = if let adopted {
                adopted
            } else if staged {
                try stagedPackageCopy(of: packageFolder, in: sandbox)
            } else {
                absolute(packageFolder)
            }
            let scratch = adopted != nil ? "adopted-build" : staged ? "staged-build" : "package-build"
            let builder = PackageBuilder(
                env: envExecutable, swift: swift, runner: system.processRunner, now: system.now,
                readFile: { [system] path in (try? system.readFile(path)).map { String(decoding: $0, as: UTF8.self) } })
            let request = PackageBuilder.Request(
                packagePath: packagePath, scratchPath: Path.join(sandbox.path, scratch),
                scope: membership.buildTargets(of: addition).map(PackageBuilder.PackageScope.targets) ?? .package,
                testTargets: membership.testTargets(of: addition),
                userPath: { Path.normalized(Path.join(packageFolder, $0)) })
            let display = BuildProgressDisplay(console: console, modules: modules.map(\.module), runTests: runTests)
            defer { display.finish() }
            return .success(try builder.check(request, runTests: runTests, destination: destination, progress: display.update))
        } catch {
            return .failure(error)
        }
    }

    /// The targets `modules` need in the package (and the shared ones), as `new` and `generate` add them.
    private func packageAddition(
        of modules: [(module: String, layout: ModuleLayout)], project: Project
    ) throws(Diagnostic) -> PackageAddition {
        guard let settings = project.settings.package else { return PackageAddition() }
        var folders: [(module: String, folders: PackageAddition.Folders)] = []
        for (module, layout) in modules {
            guard let found = project.packageFolders(of: layout, currentDirectory: system.currentDirectory) else {
                throw outsidePackage(layout, of: "module \(module)", project: project)
            }
            folders.append((module, found))
        }
        let shared = project.packageFolders(of: project.sharedLayout, currentDirectory: system.currentDirectory) ?? ("", "")
        var addition = PackageAddition.modules(folders, shared: shared, settings: settings)
        if shared.sources.isEmpty { addition.targets.removeAll { $0.path.isEmpty } }
        return addition
    }
}
