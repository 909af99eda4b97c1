import ArchGenSpec

/// The app's types a recognised module uses in what archgen generates (its
/// protocols' members, its services' members, its input), which the spec
/// must name under `external:`: those the module does not declare, Swift and
/// Foundation do not have, and the app's other files do.
public enum UsedAppTypes {
    /// `appTypes`: each type the app's other files declare, with the path of its file.
    static func files(for shape: ModuleShape, appTypes: [String: String]) -> [String: String] {
        var members = shape.protocols.values.flatMap(\.members) + shape.services.compactMap(\.declaration).flatMap(\.members)
        members.removeAll { $0.name == "init" }
        var names = members.flatMap { member -> [String] in
            guard let declaration = try? DeclarationParser.parseMember(member.signature) else { return [] }
            return declaration.referencedTypeNames
        }
        names += shape.input.compactMap(\.type).flatMap(\.nominalHeads)
        names += shape.services.filter { $0.declaration == nil }.map(\.name)
        let declared = Set(shape.module.types.map(\.name))
        var files: [String: String] = [:]
        for name in names where !declared.contains(name) && !KnownTypeNames.contains(name) {
            if let path = appTypes[name] { files[name] = path }
        }
        return files
    }

    /// The top-level types `files` declare (extensions left out), each with its file's path; the first file wins.
    public static func declared(in files: [ReadSourceFile]) -> [String: String] {
        var types: [String: String] = [:]
        for file in files {
            for declaration in file.outline.declarations where declaration.depth == 0 && declaration.keyword != "extension" {
                if types[declaration.name] == nil { types[declaration.name] = file.path }
            }
        }
        return types
    }
}
