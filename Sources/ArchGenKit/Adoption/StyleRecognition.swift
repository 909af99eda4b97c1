import ArchGenSpec

/// Recognises a module's style by its structure (`ViperRecognition`, `VIPRecognition`, `MVVMRecognition`;
/// VIPER-S, of VIPER's structure, by its names: `ViperSRecognition`; the project's own from their
/// manifests: `OwnStyleRecognition`), or nil.
package enum StyleRecognition {
    /// `defaultStyle`: archgen.yml's `defaults: style:`, which wins when styles fit alike (`OwnStyleRecognition`).
    package static func recognise(_ module: ReadModule, registry: StyleRegistry, defaultStyle: String? = nil) -> ModuleShape? {
        OwnStyleRecognition.choose(builtIn: builtIn(module, registry: registry), module, registry: registry, defaultStyle: defaultStyle)
    }

    static func builtIn(_ module: ReadModule, registry: StyleRegistry) -> ModuleShape? {
        if let viper = ViperRecognition.recognise(module) { return ViperSRecognition.choose(viper, registry: registry) }
        return VIPRecognition.recognise(module) ?? MVVMRecognition.recognise(module)
    }

    /// The platform of the module's view: `uikit` for a view controller, `swiftui` for a `View`, else `none`.
    static func platform(of shape: ModuleShape) -> String {
        guard let view = shape.actors["viewController"] ?? shape.actors["scene"] ?? shape.actors["screen"] else { return "none" }
        if view.inherited.contains(where: { $0.hasSuffix("ViewController") }) { return "uikit" }
        if view.conforms(to: "View") { return "swiftui" }
        return "none"
    }
}
