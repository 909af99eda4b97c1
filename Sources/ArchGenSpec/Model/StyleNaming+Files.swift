/// The files of a module (its style's `files:`): each kind's place and name,
/// the style's own or the project's (`styles: <style>: files:`).
extension StyleNaming {
    /// One kind of file a style writes: `Presenter`, `PresenterTests`, `Contract`.
    package struct FileKind: Equatable, Sendable {
        package enum Folder: Equatable, Sendable {
            case sources, tests
        }

        /// The kind as the templates name it (`PresenterTests`, `Contract`).
        package let name: String
        package let folder: Folder
        /// Generated (archgen's: contract, entities, doubles) rather than scaffold (the team's).
        package let isGenerated: Bool

        /// archgen.yml's key for it: `presenterTests`, `contract`.
        package var key: String { StyleNaming.actorKey(name) }
    }

    /// Every file of the style's modules, for every platform, in the order they are written.
    package static func fileKinds(of style: StyleDefinition) -> [FileKind] {
        style.files.map { FileKind(name: $0.kind, folder: $0.isTest ? .tests : .sources, isGenerated: $0.isGenerated) }
    }

    /// The files a module of `spec` has, in the order they are written (`when:` decides).
    package static func fileKinds(of spec: Spec) -> [FileKind] {
        spec.style.files.filter { $0.condition.map(spec.holds) ?? true }
            .map { FileKind(name: $0.kind, folder: $0.isTest ? .tests : .sources, isGenerated: $0.isGenerated) }
    }

    /// The type a file of `kind` is named after (an actor, a test case), or
    /// nil for a file of several declarations (contract, entities, doubles).
    package func typeName(ofFile kind: String) -> String? {
        let isActor = { (kind: String) in style.types.contains { $0.kind == kind } }
        if isActor(kind) { return actorName(kind) }
        if kind.hasSuffix("Tests"), case let actor = String(kind.dropLast(5)), isActor(actor) {
            return actorName(actor) + "Tests"
        }
        return nil
    }

    /// A file's path below its folder (the module's sources or tests): the
    /// project's pattern for its kind, else its type's name (`SignInPresenter.swift`)
    /// or the module's name and the kind (`SignInContract.swift`).
    package func filePath(_ kind: String) -> String {
        let type = typeName(ofFile: kind)
        guard let pattern = patterns.files[Self.actorKey(kind)] else { return (type ?? module + kind) + ".swift" }
        let path = NamePatterns.fill(pattern, NamePatterns.modulePlaceholder, with: module)
        return type.map { NamePatterns.fill(path, NamePatterns.typePlaceholder, with: $0) } ?? path
    }
}
