import ArchGenSource
import ArchGenSpec

/// archgen.yml's `wiring:` for a recognised module: for each link the team's
/// property name, how it is optional (`none`: passed to `init`), and whether
/// the holder's protocol declares it; then how the services and the input are held.
enum WiringInference {
    static func leaves(for shape: ModuleShape, style: StyleDefinition, base: [String]) -> [SettingLeaf] {
        var leaves: [SettingLeaf] = []
        for link in style.links {
            guard let property = shape.links[link.key] else { continue }
            let path = base + [link.key]
            leaves.append(.init(path + ["property"], property.name, isDefault: property.name == link.property,
                                source: property.place))
            if !link.isWeak {
                let optional = optionality(of: property, in: shape.actors[holderKey(link.holder)])
                leaves.append(.init(path + ["optional"], SettingLeaf.scalar(optional),
                                    isDefault: optional == link.defaultOptionality.rawValue, source: property.place))
            }
            let declared = declares(property, holder: link.holder, in: shape, style: style)
            leaves.append(.init(path + ["declared"], declared ? "true" : "false", isDefault: !declared, source: property.place))
        }
        // A link the module lacks keeps its default name, unless one of the team's links took it.
        let taken = Set(style.links.compactMap { link in shape.links[link.key].map { link.holder + "." + $0.name } })
        for link in style.links where shape.links[link.key] == nil && taken.contains(link.holder + "." + link.property) {
            leaves.append(.init(base + [link.key, "property"], "module" + Casing.upperFirst(link.property),
                                source: DeclarationPlace(path: shape.module.sourcesFolder)))
        }
        for (holder, properties) in [(shape.servicesHolder + ".services", shape.services.map(\.property)),
                                     (shape.inputHolder + ".input", shape.input)] {
            guard let property = properties.first else { continue }
            let holderKey = String(holder.split(separator: ".")[0])
            let optional = optionality(of: property, in: shape.actors[holderKey])
            leaves.append(.init(base + [holder, "optional"], SettingLeaf.scalar(optional), isDefault: optional == "none",
                                source: property.place))
            let declared = declares(property, holder: holderKey, in: shape, style: style)
            leaves.append(.init(base + [holder, "declared"], declared ? "true" : "false", isDefault: !declared,
                                source: property.place))
        }
        return leaves
    }

    /// `none` for a property the holder's `init` takes (or a non-optional one), else its `?` or `!`.
    static func optionality(of property: StoredProperty, in holder: ReadType?) -> String {
        let initialized = holder?.initializers.contains { $0.contains { $0.name == property.name } } ?? false
        return initialized ? "none" : property.optionality
    }

    /// The style's type key of a link's holder: VIPER's `view` is its `viewController`.
    static func holderKey(_ holder: String) -> String {
        holder == "view" ? "viewController" : holder
    }

    /// Whether the protocol the holder implements first declares the property (a style of the project's own folder: as its manifest says).
    private static func declares(_ property: StoredProperty, holder: String, in shape: ModuleShape, style: StyleDefinition) -> Bool {
        let ownKey = BuiltinStyles.names.contains(style.templateFolder) ? nil : style.actor(holder)?.implements.first
        let protocolKey = ownKey ?? ["view": "view", "presenter": "events", "interactor": "interactor", "viewModel": "events",
                           "scene": "view", "director": "events", "worker": "interactor", "viewController": "view"][holder]
        guard let key = protocolKey, let declaration = shape.protocols[key] else { return false }
        return declaration.members.contains { $0.key == "var \(property.name)" }
    }
}
