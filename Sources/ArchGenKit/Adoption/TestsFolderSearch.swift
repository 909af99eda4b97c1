/// Where a module's tests are, among the project's Swift files: the folder
/// named `<Module>Tests` nearest the top (`AppTests/LoginTests`); else, for a
/// tests tree mirroring the sources (Clean Swift's CleanStore:
/// `CleanStore/Scenes/ListOrders` tested in `CleanStoreTests/Scenes/ListOrders`),
/// the folder named as the module below a folder whose name ends in `Tests`.
package enum TestsFolderSearch {
    package static func folder(of module: String, among files: [String]) -> String? {
        nearestTop(files.compactMap { folder(named: module + "Tests", in: $0, underTests: false) })
            ?? nearestTop(files.compactMap { folder(named: module, in: $0, underTests: true) })
    }

    /// The folder of `path` named `name` (below a `…Tests` folder where `underTests`).
    private static func folder(named name: String, in path: String, underTests: Bool) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard let index = parts.dropLast().firstIndex(of: name) else { return nil }
        if underTests, !parts[..<index].contains(where: { $0.hasSuffix("Tests") }) { return nil }
        return parts[...index].joined(separator: "/")
    }

    private static func nearestTop(_ folders: [String]) -> String? {
        folders.min { ($0.count, $0) < ($1.count, $1) }
    }
}
