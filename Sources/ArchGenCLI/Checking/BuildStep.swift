import ArchGenSource
import Foundation
import ArchGenKit
import ArchGenSpec
import ArchGenTemplates

/// The build check as `new` and `check` run it: find `swift`, prove the
/// modules compile in the project's sandbox (the fast proof or `swift
/// build`; and run their tests), show progress.
/// `specs` (the modules' spec texts, and archgen.yml's with shared
/// declarations) and `templates` count among what the build depends on: when they, the modules' files and the toolchain are
/// as they were at the last successful build, that build is reused.
/// With `testFilter`, only the tests it selects run (`TestFilter`).
extension CommandContext {
    func buildCheck(
        _ modules: [SandboxModule], specs: [String], templates: LayeredTemplateLoader, runTests: Bool, proof: CompileProof,
        swift option: String?, project: Project, destination: BuildDestination = .host, testFilter: String? = nil
    ) -> Result<BuildCheckResult, BuildCheckError> {
        do throws(BuildCheckError) {
            let swift = try Toolchain.locate(option: option, variables: system.variables, search: system.executables)
            let (absoluteRoot, sandbox) = try sandboxDirectory(of: project)
            // Sandboxes of projects no check has seen for a month go, this project's never.
            defer { SandboxPruner(cacheRoot: absoluteRoot).prune(now: Date(), keeping: sandbox.path) }
            var checker = BuildChecker(
                swift: swift, runner: system.processRunner, sandbox: sandbox,
                now: system.now, readFile: { [system] path in (try? system.readFile(path)).map { String(decoding: $0, as: UTF8.self) } })
            // The compiler's module cache (the SDK's modules, built once) serves every project's sandbox.
            checker.moduleCache = absolute(SandboxDirectory.moduleCache(cacheRoot: absoluteRoot, variables: system.variables))
            let inputs = BuildInputs(
                specs: specs, templates: templatesHash(templates, project: project),
                toolchain: ToolchainIdentity.of(swift: swift, variables: system.variables))
            let display = BuildProgressDisplay(console: console, modules: modules.flatMap(\.moduleNames), runTests: runTests)
            defer { display.finish() }
            return .success(try checker.check(
                SandboxPackage(modules: AppTargets.joined(modules), languageMode: project.languageMode), inputs: inputs,
                runTests: runTests, proof: proof, destination: destination, testFilter: testFilter, progress: display.update))
        } catch {
            return .failure(error)
        }
    }

    /// archgen's cache folder (absolute), and `project`'s sandbox in it.
    func sandboxDirectory(of project: Project) throws(BuildCheckError) -> (cacheRoot: String, sandbox: SandboxDirectory) {
        guard let cacheRoot = SandboxDirectory.cacheRoot(variables: system.variables) else {
            throw .sandbox("no cache folder: set ARCHGEN_CACHE_DIR (or HOME)")
        }
        let absoluteRoot = absolute(cacheRoot)
        return (absoluteRoot, SandboxDirectory(cacheRoot: absoluteRoot, projectRoot: absolute(project.root)))
    }

    /// archgen.yml's text when any of `modules` is compiled with its shared
    /// declarations (their `external` lines map to it), to count among the
    /// build's inputs beside the specs; else nothing.
    func sharedInputs(of project: Project, for modules: [SandboxModule]) -> [String] {
        guard let path = project.settingsPath, modules.contains(where: { $0.shared != nil }) else { return [] }
        return [String(decoding: (try? system.readFile(path)) ?? [], as: UTF8.self)]
    }

    /// How to prove that modules compile: `swift build` with --full-build,
    /// else as archgen.yml's `build.proof` says (fast by default).
    /// `--run-tests` builds with `swift build` whatever this says (`BuildChecker`).
    func compileProof(_ options: BuildOptions, project: Project) -> CompileProof {
        options.fullBuild ? .full : project.settings.proof
    }

    /// What to build for: the iOS simulator on a Mac whose Xcode has its SDK
    /// (unless `--no-simulator`), so UIKit code compiles; else this machine.
    func buildDestination(_ options: BuildOptions) -> BuildDestination {
        #if os(macOS)
        if !options.noSimulator, let simulator = SimulatorDetection.detect(
            runner: system.processRunner, search: system.executables, path: system.variables["PATH"]) {
            return simulator
        }
        #endif
        return .host
    }

    /// A hash of every template `loader` has: each name with its text, built
    /// in or read from the override folder; then each file of the templates
    /// folders of `project`'s own styles.
    func templatesHash(_ loader: LayeredTemplateLoader, project: Project) -> String {
        var hasher = StableHasher()
        for style in project.ownStyles {
            guard let folder = style.templates.map({ DirectoryTemplateLoader(directory: $0, files: LocalFileSystem()) }) else { continue }
            hasher.combine(style.name)
            for name in folder.templateNames {
                hasher.combine(name)
                hasher.combine(folder.path(of: name).flatMap { try? system.readFile($0) } ?? [])
            }
        }
        for name in loader.templateNames {
            hasher.combine(name)
            switch loader.origin(of: name) {
            case .file(let path, _)?: hasher.combine((try? system.readFile(path)) ?? [])
            case .builtIn?, nil: hasher.combine(BuiltinTemplates.texts[name] ?? "")
            }
        }
        return hasher.value
    }

    /// `path` from the current folder, made absolute and tidied: one project, one sandbox, from any subfolder.
    func absolute(_ path: String) -> String {
        Path.absolute(path, from: system.currentDirectory)
    }
}



extension Diagnostic {
    /// A build check that could not run, as a diagnostic about the toolchain or the sandbox.
    init(_ error: BuildCheckError) {
        self.init(severity: .error, message: error.message, path: "archgen", hint: error.hint)
    }
}
