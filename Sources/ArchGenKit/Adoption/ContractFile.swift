import ArchGenSpec

/// The file archgen's contract takes the place of: the team's file of the
/// module's protocols (the view's first), one that declares none of the
/// module's actors, which archgen's contract would replace with it (or
/// the one file of every protocol, its actors then notes). Clean
/// Swift's own templates declare each protocol in the file of the type
/// conforming to it (`ListOrdersBusinessLogic` above `ListOrdersInteractor`):
/// no file of the team's is then the contract, and archgen's goes where the
/// style puts it, a new file (each protocol outside it is a note).
enum ContractFile {
    /// The contract's path, and whether it is a file of the team's (which archgen's replaces).
    static func place(of shape: ModuleShape, style: StyleDefinition) -> (path: String, isTeams: Bool) {
        let actorFiles = Set(shape.actors.values.map(\.path))
        let view = shape.protocols["view"].map { [$0] } ?? []
        let files = (view + shape.protocols.values.sorted { $0.place < $1.place }).map(\.path)
        if let file = files.first(where: { !actorFiles.contains($0) }) { return (file, true) }
        // One file of every protocol and the actors too: the contract, each actor in it a note (`SettingsInference`).
        if Set(files).count == 1, let file = files.first { return (file, true) }
        let kind = StyleNaming.fileKinds(of: style).first { $0.isGenerated && $0.folder == .sources }?.name ?? "Contract"
        return (shape.module.sourcesFolder + "/" + StyleNaming(style: style, module: shape.module.name).filePath(kind), false)
    }
}
