import ArchGenSpec

/// VIPER-S (ariok/VIPER-S) has VIPER's structure, link for link: the
/// director holds the scene weakly (`ui`), the worker (its data manager),
/// the navigator and the delegate; the worker holds the director's output
/// back weakly; the scene holds the director (its events handler). The two
/// differ in who builds the module and in names, not in who holds whom, so
/// a module of that structure is VIPER-S when more of its protocols and
/// types have VIPER-S's names (`ItemsList_DisplayUI`, `ItemsListDirector`)
/// than VIPER's, and VIPER otherwise. Its parts are then VIPER-S's.
enum ViperSRecognition {
    static let actors = ["presenter": "director", "interactor": "worker", "router": "navigator", "viewController": "scene"]
    static let links = [
        "view.presenter": "scene.eventsHandler", "presenter.view": "director.ui", "presenter.interactor": "director.dataManager",
        "presenter.router": "director.navigator", "presenter.delegate": "director.delegate", "interactor.output": "worker.presenter",
    ]

    /// `shape` (VIPER's) as VIPER-S's when its names are more VIPER-S's than VIPER's.
    static func choose(_ shape: ModuleShape, registry: StyleRegistry) -> ModuleShape {
        guard shape.style == "viper", let viper = registry.entry(named: "viper")?.definition,
              let viperS = registry.entry(named: "viper-s")?.definition else { return shape }
        let renamed = asViperS(shape)
        return matches(renamed, viperS) > matches(shape, viper) ? renamed : shape
    }

    /// How many of the shape's protocols and types have the style's default name.
    static func matches(_ shape: ModuleShape, _ style: StyleDefinition) -> Int {
        let module = shape.module.name
        func named(_ pattern: String?, _ name: String) -> Bool {
            pattern.map { NamePatterns.fill($0, NamePatterns.modulePlaceholder, with: module) == name } ?? false
        }
        return shape.protocols.filter { named(style.protocol($0.key)?.namePattern, $0.value.name) }.count
            + shape.actors.filter { named(style.type($0.key)?.namePattern, $0.value.name) }.count
    }

    /// The same parts under VIPER-S's keys: the director keeps the input, the worker the services.
    static func asViperS(_ shape: ModuleShape) -> ModuleShape {
        var renamed = shape
        renamed.style = "viper-s"
        renamed.actors = Dictionary(uniqueKeysWithValues: shape.actors.map { (actors[$0.key] ?? $0.key, $0.value) })
        renamed.links = Dictionary(uniqueKeysWithValues: shape.links.map { (links[$0.key] ?? $0.key, $0.value) })
        renamed.servicesHolder = "worker"
        renamed.inputHolder = "director"
        return renamed
    }
}
