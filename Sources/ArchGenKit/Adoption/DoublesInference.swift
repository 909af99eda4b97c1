import ArchGenSpec

/// archgen.yml's `doubles:` for a recognised module whose tests declare a
/// type named as one of archgen's doubles would be (Clean Swift's
/// hand-written `ListOrdersPresentationLogicSpy`, at the top level of a test
/// file or nested in a test case, as CleanStore's are: `check` takes either
/// for a clash, `DeclaredTypeScanner`'s way): archgen's doubles, written
/// beside the team's, are then named `Generated{protocol}Spy`
/// (`Generated{service}Mock`), so both compile in one test target.
enum DoublesInference {
    static func leaves(for shape: ModuleShape, style: StyleDefinition, base: [String]) -> [SettingLeaf] {
        var taken: [String: DeclarationPlace] = [:]
        for file in shape.module.files where file.isTest {
            for type in DeclaredTypeScanner.types(in: file.text) where taken[type.name] == nil {
                taken[type.name] = file.place(ofLine: type.line)
            }
        }
        var leaves: [SettingLeaf] = []
        let roles: [(key: String, pattern: String, placeholder: String, names: [String])] = [
            ("spy", style.spyPattern, NamePatterns.protocolPlaceholder, shape.protocols.values.map(\.name).sorted()),
            ("mock", style.mockPattern, NamePatterns.servicePlaceholder, shape.services.filter { !$0.isShared }.map(\.name)),
        ]
        for role in roles {
            let clash = role.names.lazy.compactMap { taken[NamePatterns.fill(role.pattern, role.placeholder, with: $0)] }.first
            guard let clash else { continue }
            leaves.append(SettingLeaf(base + [role.key], SettingLeaf.scalar("Generated" + role.pattern), source: clash))
        }
        return leaves
    }
}
