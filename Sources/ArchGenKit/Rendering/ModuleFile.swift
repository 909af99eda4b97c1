import ArchGenSpec

/// One file of a module as a style defines it: the template that renders it,
/// its path below its folder, its owner, and whether it belongs with the tests.
struct ModuleFile: Equatable {
    typealias Folder = StyleNaming.FileKind.Folder

    /// The template's name under `Templates/` (`viper/Contract`).
    var template: String
    /// The path below the module's sources or tests folder (`SignInContract.swift`,
    /// or where the project's `files:` puts it: `Presenter/SignInPresenter.swift`).
    var name: String
    var ownership: PlannedFile.Ownership
    var folder: Folder
    /// The kind of file (`Presenter`, `PresenterTests`, `Contract`: `StyleNaming.FileKind`).
    var kind: String

    /// The files of a module in its spec's style, on its platform (styles.md, "Files per module").
    static func files(of spec: Spec) -> [ModuleFile] {
        let naming = StyleNaming(spec: spec)
        return StyleNaming.fileKinds(of: spec).map { kind in
            ModuleFile(
                template: Self.sharedTemplates[kind.name] ?? spec.style.rawValue + "/" + kind.name,
                name: naming.filePath(kind.name), ownership: kind.isGenerated ? .generated : .scaffold, folder: kind.folder,
                kind: kind.name)
        }
    }

    /// The file's path: `name` below the layout's sources or tests folder.
    func path(in layout: ModuleLayout) -> String {
        ModuleLayout.join(folder == .sources ? layout.sources : layout.tests, name)
    }

    /// Files every style writes alike, from one template under `shared/`.
    static let sharedTemplates = [
        "Entities": "shared/Entities", "Models": "shared/Entities", "TestDoubles": "shared/TestDoubles",
    ]
}
