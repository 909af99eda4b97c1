import ArchGenSpec

/// A team's conventions for each style, as archgen.yml's `styles:` would set
/// them: its protocol, double and scaffold type names, and VIPER's wiring.
/// The spec generator renders every other module with them.
enum TeamConventions {
    static func of(_ style: Style) -> StyleSettings {
        switch style {
        case .viper:
            return StyleSettings(
                names: NamePatterns(
                    protocols: [.view: "{module}PresenterDelegate", .events: "{module}PresenterProtocol",
                                .interactor: "{module}InteractorProtocol", .output: "{module}InteractorDelegate",
                                .routes: "{module}RouterProtocol"],
                    spy: "Mock{protocol}", mock: "{service}Stub",
                    actors: ["presenter": "{module}ViewPresenter", "router": "{module}Wireframe"]),
                wiring: WiringSettings(links: [
                    "view.presenter": .init(property: "output"), "interactor.output": .init(property: "presenter"),
                    "presenter.interactor": .init(optionality: .optional), "presenter.router": .init(isDeclared: false),
                ]))
        case .viperS:
            return StyleSettings(names: NamePatterns(
                protocols: [.view: "{module}UI", .delegate: "{module}Listener"], spy: "{protocol}Double",
                actors: ["director": "{module}Coordinator", "scene": "{module}View"]))
        case .vip:
            return StyleSettings(names: NamePatterns(
                protocols: [.interactor: "{module}Interacting", .view: "{module}Displaying"],
                actors: ["configurator": "{module}SceneBuilder", "viewController": "{module}Controller"]))
        }
    }
}
