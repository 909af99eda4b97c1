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

    /// The files of a module in its spec's style, on its platform (styles.md, "Files per module").
    static func files(of spec: Spec) -> [ModuleFile] {
        let hasModels = !spec.entities.isEmpty || !spec.useCases.isEmpty
        let generated: [String]
        let scaffold: [String]
        let view: String?
        let tests: [String]
        switch spec.style {
        case .viper:
            generated = ["Contract"] + (hasModels ? ["Entities"] : [])
            scaffold = ["Presenter", "Interactor", "Router"]
            view = [.uikit: "ViewController", .swiftui: "Screen"][spec.platform]
            tests = ["PresenterTests", "InteractorTests", "RouterTests"]
        case .viperS:
            // Entities live in the contract, as in the reference.
            generated = ["Contract"]
            scaffold = ["Director", "Worker", "Navigator"]
            view = spec.platform == .none ? nil : "Scene"
            tests = ["DirectorTests", "WorkerTests", "NavigatorTests"]
        case .vip:
            generated = ["Protocols"] + (hasModels ? ["Models"] : [])
            scaffold = ["Interactor", "Presenter", "Router", "Worker", "Configurator"]
            view = [.uikit: "ViewController", .swiftui: "Screen"][spec.platform]
            tests = ["InteractorTests", "PresenterTests", "ConfiguratorTests"]
        }
        let naming = StyleNaming(spec: spec)
        let actors = StyleNaming.actorKinds(of: spec.style)
        // A scaffold type's file (and its test case's) is named after the type, as the project names it.
        func file(_ kind: String, _ ownership: PlannedFile.Ownership, _ folder: Folder) -> ModuleFile {
            let tested = kind.hasSuffix("Tests") ? String(kind.dropLast(5)) : nil
            let name = actors.contains(kind) ? naming.actorName(kind)
                : tested.flatMap { actors.contains($0) ? naming.actorName($0) + "Tests" : nil } ?? spec.module + kind
            return ModuleFile(template: (Self.sharedTemplates[kind] ?? spec.style.rawValue + "/" + kind),
                              name: name + ".swift", ownership: ownership, folder: folder)
        }
        return generated.map { file($0, .generated, .sources) }
            + (scaffold + (view.map { [$0] } ?? [])).map { file($0, .scaffold, .sources) }
            + [file("TestDoubles", .generated, .tests)]
            + tests.map { file($0, .scaffold, .tests) }
    }

    /// Files every style writes alike, from one template under `shared/`.
    static let sharedTemplates = [
        "Entities": "shared/Entities", "Models": "shared/Entities", "TestDoubles": "shared/TestDoubles",
    ]
}
