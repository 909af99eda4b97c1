import ArchGenSource

extension ProjectLint {
    /// An error for each type the module's generated files declare (the
    /// protocol of a role, a service, an entity) that one of `types` (the
    /// app's) has already: both would be compiled into the app module.
    package static func declarationClashes(of spec: Spec, with types: [ProjectType]) -> [SpecError] {
        guard !types.isEmpty else { return [] }
        var placeOf: [String: String] = [:]
        for type in types where placeOf[type.name] == nil { placeOf[type.name] = type.place }
        let protocols = moduleProtocols(of: spec).map { (name: $0.name, location: $0.location, what: "protocol") }
        // The use cases' models are declared in the module's namespace, an enum of the module's name.
        let namespace = spec.useCases.isEmpty ? [] : [(name: spec.module, location: spec.moduleLocation, what: "module namespace")]
        var errors: [SpecError] = []
        for (name, location, what) in protocols + namespace + spec.declaredTypes {
            guard let place = placeOf.removeValue(forKey: name) else { continue }
            let rename = switch what {
            case "protocol": "name archgen's protocol otherwise (archgen.yml's 'protocols:'), or rename your type"
            case "module namespace": "rename your type or the module (archgen declares 'enum \(name)' for the use cases' models)"
            default: "rename your type or the spec's \(what), or declare it once under archgen.yml's 'shared:'"
            }
            errors.append(SpecError(
                "\(what) '\(name)' has the name of a type of the project (\(place))", at: location,
                hint: rename + "; both would be compiled into app module '\(spec.appModule)'"))
        }
        return errors
    }

    /// Every name the checks above look for: the module's doubles, protocols,
    /// services and entities, and the types of `newFiles`. A file that does
    /// not mention one cannot clash, and need not be read further.
    package static func checkedNames(of spec: Spec, newFiles: [(type: String, fileKey: String, path: String)]) -> Set<String> {
        let naming = StyleNaming(spec: spec)
        let protocols = moduleProtocols(of: spec).map(\.name)
        return Set(protocols + protocols.map(naming.spyName(forProtocol:)) + spec.services.map { naming.mockName(forService: $0.name) }
            + (spec.useCases.isEmpty ? [] : [spec.module])
            + spec.declaredTypes.map(\.name) + newFiles.map(\.type))
    }

    /// The protocols the module declares (a protocol left out has none:
    /// `Spec.declaresProtocol`), each with where its list is in the spec.
    static func moduleProtocols(of spec: Spec) -> [(name: String, location: SourceLocation)] {
        let naming = StyleNaming(spec: spec)
        return spec.style.protocols.filter { spec.declaresProtocol($0.key) }.map { declared in
            let location = spec.lists(ofProtocol: declared.key).lazy.compactMap { spec.roleLocations[$0] }.first
            return (naming.protocolName(key: declared.key), location ?? spec.moduleLocation)
        }
    }
}
