import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// A module as the build check compiles it: every `.swift` file of its
/// sources and tests folders as it is on disk (user code included), or as it
/// will be once `pending` files (path → text) are written, plus its spec's
/// `external` types, and its project's shared declarations when it is
/// compiled with them (`Project.compilesShared(with:)`): then an `external`
/// entry the shared declarations have too (the same file, or the same
/// declaration) is compiled once, with them. So is an entry an earlier
/// module of the same app module has (`compiledExternals`, by app module):
/// the app's modules are compiled as one target (`AppTargets`).
extension CommandContext {
    func sandboxModule(
        _ spec: Spec, layout: ModuleLayout, project: Project, pending: [String: String] = [:],
        compiledExternals: inout [String: Set<String>]
    ) throws(Diagnostic) -> SandboxModule {
        var spec = spec
        var shared: SandboxModule.SharedCode?
        if project.compilesShared(with: spec), let settingsPath = project.settingsPath {
            shared = try sharedCode(of: project, pending: pending)
            let sharedEntries = Set(project.settings.shared.external.map { $0.identity(inFileAt: settingsPath) })
            spec.external.removeAll { sharedEntries.contains($0.identity(inFileAt: spec.path)) }
        }
        let earlier = compiledExternals[spec.appModule, default: []]
        spec.external.removeAll { earlier.contains($0.identity(inFileAt: spec.path)) }
        compiledExternals[spec.appModule, default: []].formUnion(spec.external.map { $0.identity(inFileAt: spec.path) })
        let external: MappedSource?
        do {
            external = spec.external.isEmpty ? nil : try ExternalSources.source(of: spec) { path in
                String(decoding: try system.readFile(path), as: UTF8.self)
            }
        } catch {
            throw Diagnostic(severity: .error, message: "cannot read an external file of this spec", path: spec.path)
        }
        return SandboxModule(
            name: spec.module, appModule: spec.appModule,
            sources: try files(in: layout.sources, pending: pending),
            tests: try files(in: layout.tests, pending: pending),
            external: external, shared: shared)
    }

    /// The shared declarations of `project` as its modules compile them: the
    /// Swift files of the shared folders (on disk, or `pending`) and the
    /// shared `external` types; nil when it has none.
    private func sharedCode(of project: Project, pending: [String: String]) throws(Diagnostic) -> SandboxModule.SharedCode? {
        let shared = project.settings.shared
        guard !shared.isEmpty, let settingsPath = project.settingsPath else { return nil }
        let external: MappedSource?
        do {
            external = shared.external.isEmpty ? nil : try ExternalSources.source(of: shared, settingsPath: settingsPath) { path in
                String(decoding: try system.readFile(path), as: UTF8.self)
            }
        } catch {
            throw Diagnostic(severity: .error, message: "cannot read an external file of the shared declarations", path: settingsPath)
        }
        let layout = project.sharedLayout
        return SandboxModule.SharedCode(
            sources: try files(in: layout.sources, pending: pending), tests: try files(in: layout.tests, pending: pending),
            external: external)
    }

    /// The `.swift` files below `folder`, on disk and pending, sorted by path.
    private func files(in folder: String, pending: [String: String]) throws(Diagnostic) -> [SandboxModule.File] {
        let prefix = Path.join(folder, "")
        let onDisk = system.isDirectory(folder) ? system.findFiles(folder, ".swift") : []
        let paths = Set(onDisk + pending.keys.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".swift") })
        var files: [SandboxModule.File] = []
        for path in paths.sorted() {
            let contents: String
            if let text = pending[path] {
                contents = text
            } else if let bytes = try? system.readFile(path) {
                contents = String(decoding: bytes, as: UTF8.self)
            } else {
                throw Diagnostic(severity: .error, message: "cannot be read", path: path)
            }
            files.append(SandboxModule.File(path: path, name: String(path.dropFirst(prefix.count)), contents: contents))
        }
        return files
    }
}

extension External {
    /// What the entry stands for, whichever file lists it: a file's path from
    /// the current folder, or a declaration's text.
    fileprivate func identity(inFileAt listingPath: String) -> String {
        switch self {
        case .declaration(let declaration, _): return "declaration \(declaration)"
        case .file(let path, _): return "file " + ExternalSources.path(of: path, inSpecAt: listingPath)
        }
    }
}
