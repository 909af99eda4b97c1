import ArchGenSource
import ArchGenSpec

/// archgen's own styles, by the names tests use for them (`spec.style = .vip`).
extension StyleDefinition {
    package static let viper = BuiltinStyles.definition("viper")!
    package static let viperS = BuiltinStyles.definition("viper-s")!
    package static let vip = BuiltinStyles.definition("vip")!

    /// Every built-in style, in the registry's order.
    package static var allBuiltIn: [StyleDefinition] { StyleRegistry.builtIn.entries.map(\.definition) }
}

extension SpecLoader {
    /// A loader whose `--style` is one of archgen's own styles (nil: none).
    package init(
        styleOverride: StyleDefinition?, defaults: SpecDefaults = SpecDefaults(),
        shared: SharedDeclarations = SharedDeclarations(), files: (any FileReading)? = nil
    ) {
        self.init(styleOverride: styleOverride?.name, defaults: defaults, shared: shared, files: files)
    }
}

extension SpecDefaults {
    /// Defaults with archgen.yml's conventions for built-in styles, by name.
    package init(settings: [String: StyleSettings]) {
        var registry = StyleRegistry.builtIn
        for (name, settings) in settings { registry.setSettings(settings, for: name) }
        self.init(styles: registry)
    }
}

extension StyleRegistry {
    /// archgen.yml's conventions for one of the built-in styles.
    package subscript(style: StyleDefinition) -> StyleSettings? {
        entry(named: style.name)?.settings
    }
}
