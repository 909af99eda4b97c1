import ArchGenKit
import ArchGenSpec

/// What a run knows about each project it meets beyond the specs it was
/// given, each read once: every spec the project owns, and the Swift files
/// below its folders with who wrote each (`FileOrigin`) and the types it
/// declares. A project without archgen.yml owns the specs below its folder
/// that no archgen.yml governs.
final class ProjectInventory {
    let context: CommandContext
    private let catalog: ProjectCatalog
    private var specsByRoot: [String: [(path: String, spec: Spec?)]] = [:]
    private var filesByFolder: [String: [String]] = [:]
    private var bytesByPath: [String: [UInt8]?] = [:]
    private var typesByPath: [String: [DeclaredTypeScanner.DeclaredType]] = [:]

    init(_ context: CommandContext) {
        self.context = context
        self.catalog = ProjectCatalog(context)
    }

    private var system: SystemEnvironment { context.system }

    /// Every spec of `project`, by path (normalized, sorted), with its spec when it is valid.
    func specs(of project: Project) -> [(path: String, spec: Spec?)] {
        if let known = specsByRoot[project.root] { return known }
        let paths = project.specPaths(system).map(WritePath.normalized).filter { path in
            project.settingsPath == nil
                ? catalog.settingsPath(governingFilesIn: ModuleLayout.folder(of: path)) == nil : project.owns(specAt: path)
        }
        let specs = paths.concurrentMap { [context] path in context.loadSpec(at: path, style: nil, project: project).spec }
        let result = Array(zip(paths, specs)).map { (path: $0, spec: $1) }
        specsByRoot[project.root] = result
        return result
    }

    /// The Swift files below `folders`, sorted, each once (`FileSearch`'s folders skipped).
    func swiftFiles(under folders: [String]) -> [String] {
        let files = folders.filter(system.isDirectory).flatMap { folder in
            if let known = filesByFolder[folder] { return known }
            let found = system.findFiles(folder, ".swift").map(WritePath.normalized)
            filesByFolder[folder] = found
            return found
        }
        return Set(files).sorted()
    }

    /// The file's bytes; nil when it cannot be read.
    func bytes(of path: String) -> [UInt8]? {
        if let known = bytesByPath[path] { return known }
        let bytes = try? system.readFile(path)
        bytesByPath[path] = bytes
        return bytes
    }

    /// The types a Swift file declares, at any nesting (`DeclaredTypeScanner`).
    func declaredTypes(in path: String) -> [DeclaredTypeScanner.DeclaredType] {
        if let known = typesByPath[path] { return known }
        let types = bytes(of: path).map { DeclaredTypeScanner.types(in: String(decoding: $0, as: UTF8.self)) } ?? []
        typesByPath[path] = types
        return types
    }
}

extension ProjectInventory {
    /// A file archgen wrote (its header says so) where no spec of its
    /// project writes one any more: a generated file, which archgen removes
    /// only when it is unchanged since written (its digest matches), or a
    /// scaffold file, which is the team's.
    struct Orphan: Equatable {
        var path: String
        var origin: FileOrigin
        var bytes: [UInt8]
    }

    /// The orphans below `project`'s module folders, sorted; none when a
    /// spec of the project is invalid (which files it writes is unknown).
    func orphans(of project: Project) -> [Orphan] {
        let specs = specs(of: project)
        guard specs.allSatisfy({ $0.spec != nil }) else { return [] }
        var written = Set(specs.flatMap { entry in
            ModuleRenderer.filePaths(of: entry.spec!, layout: project.layout(for: entry.spec!, specPath: entry.path)).map(\.path)
        }.map(WritePath.normalized))
        if !project.settings.shared.isEmpty { written.formUnion(SharedFiles.paths(in: project.sharedLayout).map(WritePath.normalized)) }
        return swiftFiles(under: project.moduleFolders).filter { !written.contains($0) }.compactMap { path in
            guard let bytes = bytes(of: path), FileOrigin(bytes: bytes).isArchgens else { return nil }
            return Orphan(path: path, origin: FileOrigin(bytes: bytes), bytes: bytes)
        }
    }
}
