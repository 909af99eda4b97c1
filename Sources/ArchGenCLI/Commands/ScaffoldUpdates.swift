import ArchGenKit
import ArchGenSource
import ArchGenSpec

extension CommandContext {
    /// For `generate`: the scaffold files of `modules` brought in line with
    /// their specs' protocols (`ScaffoldFollowing`), as planned from the
    /// disk now: `files` with the scaffold files that get stubs edited in
    /// place, and the notes to show once they are written.
    func followingScaffolds(
        _ files: [PlannedFile], modules: [(spec: Spec, layout: ModuleLayout)], options: WriteOptions, inventory: ProjectInventory
    ) -> (files: [PlannedFile], notes: [Diagnostic]) {
        // --force replaces the scaffold files themselves; with none of them on disk (a new project's), there is nothing to follow.
        guard !options.force, WritePlanner.anyScaffoldExists(files, in: system.fileSystem) else { return (files, []) }
        let actions = FileWriter(fileSystem: system.fileSystem).plan(files, options: options).actions
        // Only a scaffold file the team has (skipped) is followed, or noted: a new module's are written whole.
        var types: [String: String] = [:]
        if actions.contains(where: { $0.ownership == .scaffold && $0.kind == .skip }) {
            for module in modules {
                for file in ModuleRenderer.scaffoldTypes(of: module.spec, layout: module.layout) { types[file.path] = file.type }
            }
        }
        let members = ModuleMembers(inventory, folders: modules.flatMap { [$0.layout.sources, $0.layout.tests] })
        let result = ScaffoldFollowing.follow(
            actions, types: types, contents: { [system] path in try? system.fileSystem.contents(at: path) },
            implementedElsewhere: members.declares)
        let edited = Dictionary(result.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let services = Set(modules.flatMap { $0.spec.services.map(\.name) })
        let unheld = UnheldServices.notes(actions, types: types, services: services)
        return (files.map { edited[$0.path] ?? $0 }, (options.dryRun ? [] : result.stubs) + result.notes + unheld)
    }
}

/// The members every type declares in the Swift files of some folders,
/// read once, when first asked: whether a type implements a member in
/// another file of its module (an extension in `HomePresenter+Output.swift`).
final class ModuleMembers {
    private let inventory: ProjectInventory
    private let folders: [String]
    private lazy var keys: Set<String> = {
        var keys: Set<String> = []
        for path in inventory.swiftFiles(under: folders) {
            guard let bytes = inventory.bytes(of: path),
                  let outline = try? SwiftOutline.parse(String(decoding: bytes, as: UTF8.self)) else { continue }
            for declaration in outline.declarations {
                for key in declaration.members.compactMap(\.key) { keys.insert(declaration.name + " " + key) }
            }
        }
        return keys
    }()

    init(_ inventory: ProjectInventory, folders: [String]) {
        self.inventory = inventory
        self.folders = folders
    }

    func declares(_ type: String, _ key: String) -> Bool {
        keys.contains(type + " " + key)
    }
}
