import ArchGenSource
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

    /// The files of a module in its spec's style, on its platform (its manifest's `files:`).
    static func files(of spec: Spec) -> [ModuleFile] {
        let naming = StyleNaming(spec: spec)
        return spec.style.files.filter { $0.condition.map(spec.holds) ?? true }.map { file in
            ModuleFile(
                template: file.template, name: naming.filePath(file.kind), ownership: file.isGenerated ? .generated : .scaffold,
                folder: file.isTest ? .tests : .sources, kind: file.kind)
        }
    }

    /// The file's path: `name` below the layout's sources or tests folder.
    func path(in layout: ModuleLayout) -> String {
        Path.join(folder == .sources ? layout.sources : layout.tests, name)
    }
}
