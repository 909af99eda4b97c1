import ArchGenKit
import ArchGenSource
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
    private var neighboursByRoot: [String: SpecNeighbours] = [:]
    private var filesByFolder: [String: [String]] = [:]
    private var bytesByPath: [String: [UInt8]?] = [:]
    private var typesByPath: [String: [DeclaredTypeScanner.DeclaredType]] = [:]
    private var wordsByPath: [String: Set<UInt64>] = [:]
    /// Specs the command loaded already, as this would load them (no `--style`), by normalized path.
    private var loadedSpecs: [String: Spec] = [:]

    init(_ context: CommandContext) {
        self.context = context
        self.catalog = ProjectCatalog(context)
    }

    private var system: SystemEnvironment { context.system }

    /// Specs the command has loaded (without `--style`): `specs(of:)` does not load them again.
    func remember(_ specs: [(path: String, spec: Spec)]) {
        for (path, spec) in specs { loadedSpecs[Path.normalized(path)] = spec }
    }

    /// Every spec of `project`, by path (normalized, sorted), with its spec when it is valid.
    func specs(of project: Project) -> [(path: String, spec: Spec?)] {
        if let known = specsByRoot[project.root] { return known }
        let paths = project.specPaths(system).map(Path.normalized).filter { path in
            project.settingsPath == nil
                ? catalog.settingsPath(governingFilesIn: Path.folder(of: path)) == nil : project.owns(specAt: path)
        }
        let loaded = loadedSpecs
        let specs = paths.concurrentMap { [context] path in
            loaded[path] ?? context.loadSpec(at: path, style: nil, project: project).spec
        }
        let result = Array(zip(paths, specs)).map { (path: $0, spec: $1) }
        specsByRoot[project.root] = result
        return result
    }

    /// What the valid specs of `project` declare and write, each known by its
    /// normalized path, for the checks of one spec against the others.
    func neighbours(in project: Project) -> SpecNeighbours {
        if let known = neighboursByRoot[project.root] { return known }
        let specs = specs(of: project)
        var neighbours = SpecNeighbours(specs.compactMap { path, spec in spec.map { (path, $0) } })
        neighbours.unreadModules = Set(specs.filter { $0.spec == nil }.map { entry in
            String(Path.lastComponent(of: entry.path).dropLast(".archgen".count))
        })
        neighboursByRoot[project.root] = neighbours
        return neighbours
    }

    /// The Swift files below `folders`, sorted, each once (`FileSearch`'s folders skipped).
    func swiftFiles(under folders: [String]) -> [String] {
        let files = folders.filter(system.isDirectory).flatMap { folder in
            if let known = filesByFolder[folder] { return known }
            let found = system.findFiles(folder, ".swift").map(Path.normalized)
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

    /// Whether the file's text has one of `names` as a word (comments and
    /// strings included): a quick look, by hashes of its words read once,
    /// before the file is tokenized (`declaredTypes(in:)`).
    func mentions(_ path: String, anyOf names: Set<String>) -> Bool {
        let words: Set<UInt64>
        if let known = wordsByPath[path] {
            words = known
        } else {
            words = Self.wordHashes(bytes(of: path) ?? [])
            wordsByPath[path] = words
        }
        return names.contains { words.contains(Self.hash(Array($0.utf8)[...])) }
    }

    /// The FNV-1a hash of each run of identifier bytes (ASCII letters,
    /// digits, `_`, and any byte of a non-ASCII character).
    private static func wordHashes(_ bytes: [UInt8]) -> Set<UInt64> {
        var hashes: Set<UInt64> = []
        var start: Int?
        for index in 0...bytes.count {
            let isWord = index < bytes.count && Self.isWordByte(bytes[index])
            if isWord, start == nil { start = index }
            if !isWord, let first = start {
                hashes.insert(hash(bytes[first..<index]))
                start = nil
            }
        }
        return hashes
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func hash(_ word: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
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
        // No Swift file in the modules' folders (a new project's) is no orphan: every spec's paths are not needed.
        let found = swiftFiles(under: project.moduleFolders)
        guard !found.isEmpty, specs.allSatisfy({ $0.spec != nil }) else { return [] }
        var written = Set(specs.flatMap { entry in
            ModuleRenderer.filePaths(of: entry.spec!, layout: project.layout(for: entry.spec!, specPath: entry.path)).map(\.path)
        }.map(Path.normalized))
        if !project.settings.shared.isEmpty { written.formUnion(SharedFiles.paths(in: project.sharedLayout).map(Path.normalized)) }
        return found.filter { !written.contains($0) }.compactMap { path in
            guard let bytes = bytes(of: path), FileOrigin(bytes: bytes).isArchgens else { return nil }
            return Orphan(path: path, origin: FileOrigin(bytes: bytes), bytes: bytes)
        }
    }
}
