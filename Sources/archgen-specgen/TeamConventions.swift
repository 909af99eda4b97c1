import ArchGenSpec

/// A team's conventions for each style, as archgen.yml's `styles:` would set
/// them: its protocol (VIP's data store and data passing too), double and
/// scaffold type names, its files' names and subfolders, and its wiring (links
/// renamed, `?`, `!`, and injected through `init` in every style).
/// The spec generator renders every other module with them (several modules
/// share a target, so every file name keeps `{module}` or `{type}`).
enum TeamConventions {
    static func of(_ style: String) -> StyleSettings {
        switch style {
        case "viper":
            return StyleSettings(
                names: NamePatterns(
                    protocols: ["view": "{module}PresenterDelegate", "events": "{module}PresenterProtocol",
                                "interactor": "{module}InteractorProtocol", "output": "{module}InteractorDelegate",
                                "routes": "{module}RouterProtocol"],
                    spy: "Mock{protocol}", mock: "{service}Stub",
                    actors: ["presenter": "{module}ViewPresenter", "router": "{module}Wireframe"],
                    files: ["contract": "Contract/{module}Protocols.swift", "entities": "Contract/{module}Models.swift",
                            "presenter": "Presenter/{type}.swift", "presenterTests": "Presenter/{type}.swift",
                            "testDoubles": "Mocks/{module}Mocks.swift"]),
                wiring: WiringSettings(links: [
                    "view.presenter": .init(property: "output"), "interactor.output": .init(property: "presenter"),
                    "presenter.interactor": .init(optionality: .nonOptional),
                    "presenter.router": .init(optionality: .nonOptional, isDeclared: false),
                    "presenter.delegate": .init(property: "listener"), "router.view": .init(property: "controller"),
                ]))
        case "viper-s":
            return StyleSettings(
                names: NamePatterns(
                    protocols: ["view": "{module}UI", "delegate": "{module}Listener"], spy: "{protocol}Double",
                    actors: ["director": "{module}Coordinator", "scene": "{module}View"],
                    files: ["contract": "{module}Scene+Contract.swift", "director": "Director/{type}.swift",
                            "directorTests": "Director/{type}.swift", "testDoubles": "Doubles/{module}Doubles.swift"]),
                wiring: WiringSettings(links: [
                    "director.dataManager": .init(property: "worker", optionality: .nonOptional),
                    "director.navigator": .init(optionality: .optional), "director.delegate": .init(property: "listener"),
                    "worker.presenter": .init(property: "director"), "scene.eventsHandler": .init(property: "director"),
                ]))
        case "vip":
            return StyleSettings(
                names: NamePatterns(
                    protocols: ["interactor": "{module}Interacting", "view": "{module}Displaying",
                                "dataStore": "{module}DataStoreProtocol", "dataPassing": "{module}DataPassingProtocol"],
                    actors: ["configurator": "{module}SceneBuilder", "viewController": "{module}Controller"],
                    files: ["protocols": "Scene/{module}Protocols.swift", "models": "Scene/{module}Models.swift",
                            "interactor": "Scene/{type}.swift", "interactorTests": "Scene/{type}.swift",
                            "testDoubles": "Mocks/{module}Mocks.swift"]),
                wiring: WiringSettings(links: [
                    "interactor.presenter": .init(property: "output", optionality: .nonOptional),
                    "presenter.viewController": .init(property: "view"),
                    "viewController.router": .init(property: "wireframe", optionality: .implicitlyUnwrapped),
                ]))
        default:
            return StyleSettings()
        }
    }
}
