import ArchGenSpec

/// One file of a module as a style defines it: the template that renders it,
/// its name, its owner, and whether it belongs with the tests.
struct ModuleFile: Equatable {
    enum Folder: Equatable {
        case sources, tests
    }

    /// The template's name under `Templates/` (`viper/Contract`).
    var template: String
    /// The file name (`SignInContract.swift`).
    var name: String
    var ownership: PlannedFile.Ownership
    var folder: Folder

    /// The files of a VIPER module (styles.md, "Files per module").
    static func viper(module: String, platform: Platform, hasEntities: Bool) -> [ModuleFile] {
        var files = [ModuleFile(template: "viper/Contract", name: module + "Contract.swift", ownership: .generated, folder: .sources)]
        if hasEntities {
            files.append(ModuleFile(template: "viper/Entities", name: module + "Entities.swift", ownership: .generated, folder: .sources))
        }
        files += [
            ModuleFile(template: "viper/Presenter", name: module + "Presenter.swift", ownership: .scaffold, folder: .sources),
            ModuleFile(template: "viper/Interactor", name: module + "Interactor.swift", ownership: .scaffold, folder: .sources),
            ModuleFile(template: "viper/Router", name: module + "Router.swift", ownership: .scaffold, folder: .sources),
        ]
        switch platform {
        case .uikit:
            files.append(ModuleFile(template: "viper/ViewController", name: module + "ViewController.swift", ownership: .scaffold, folder: .sources))
        case .swiftui:
            files.append(ModuleFile(template: "viper/Screen", name: module + "Screen.swift", ownership: .scaffold, folder: .sources))
        case .none:
            break
        }
        files += [
            ModuleFile(template: "viper/TestDoubles", name: module + "TestDoubles.swift", ownership: .generated, folder: .tests),
            ModuleFile(template: "viper/PresenterTests", name: module + "PresenterTests.swift", ownership: .scaffold, folder: .tests),
            ModuleFile(template: "viper/InteractorTests", name: module + "InteractorTests.swift", ownership: .scaffold, folder: .tests),
            ModuleFile(template: "viper/RouterTests", name: module + "RouterTests.swift", ownership: .scaffold, folder: .tests),
        ]
        return files
    }
}
