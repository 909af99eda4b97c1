import ArchGenSpec

/// The app's types a recognised module uses, which the spec must name under
/// `external:`: in what archgen generates (its protocols' members, its
/// services' members, its input), and in the team's own code the proof
/// compiles with it (`CodeNames`); those the module does not declare, Swift
/// and Foundation do not have, and the app's other files do.
package enum UsedAppTypes {
    static func files(for shape: ModuleShape) -> [String: String] {
        let own = shape.services.filter { !$0.isShared }
        var members = shape.protocols.values.flatMap(\.members) + own.compactMap(\.declaration).flatMap(\.members)
        members.removeAll { $0.name == "init" }
        var names = members.flatMap { member -> [String] in
            guard let declaration = try? DeclarationParser.parseMember(member.signature) else { return [] }
            return declaration.referencedTypeNames
        }
        names += shape.input.compactMap(\.type).flatMap(\.nominalHeads)
        let declared = Set(shape.module.types.map(\.name))
        var files: [String: String] = [:]
        for name in names where !declared.contains(name) && !KnownTypeNames.contains(name) {
            if let path = shape.module.appTypes[name]?.path { files[name] = path }
        }
        // The shared services are archgen.yml's, whose declarations archgen writes.
        let code = shape.module.files.filter { !$0.isTest }
        let appTypes = shape.module.appTypes.filter { name, _ in !shape.services.contains { $0.name == name } }
        for type in CodeNames.appTypes(usedBy: code, among: appTypes)
        where !declared.contains(type.name) && !KnownTypeNames.contains(type.name) && !files.values.contains(type.path) {
            files[type.name] = type.path
        }
        return files
    }
}
