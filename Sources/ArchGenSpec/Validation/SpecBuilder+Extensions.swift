import ArchGenSource

/// Entities that extend a type (`extension Main.UserInfo.Response: MessageProtocol {}`):
/// written into the module beside its types, so they may extend only a type
/// the module has: a use-case model (or its use case, or the module's
/// namespace), an entity, a service, or a shared declaration. Extensions of
/// any other type belong under `external`.
extension SpecBuilder {
    mutating func checkEntityExtensions(of spec: Spec) {
        var owned = Set(spec.entities.filter(\.declaration.kindDeclaresType).map(\.name))
        owned.formUnion(spec.services.map(\.name))
        owned.formUnion(shared.declaredNames)
        for (type, node) in entityExtensions {
            guard let problem = Self.extensionProblem(type.name, of: spec, owned: owned) else { continue }
            error(problem.message, at: location(ofWord: problem.word, in: node), hint: problem.hint)
        }
    }

    /// Why an entity may not extend `name`, and the word to point at; nil when it may.
    private static func extensionProblem(
        _ name: String, of spec: Spec, owned: Set<String>
    ) -> (message: String, word: String, hint: String)? {
        let otherType = "extend an entity or a use-case model here; list extensions of other types under 'external'"
        guard case .nominal(let components)? = try? DeclarationParser.parseType(name),
              components.allSatisfy(\.genericArguments.isEmpty), let head = components.first?.name else {
            return ("an entity extends a type declared here; '\(name)' is not one", "extension", otherType)
        }
        guard !spec.module.isEmpty, head == spec.module, !spec.useCases.isEmpty else {
            if owned.contains(head) { return nil }
            return ("an entity extends a type declared here; '\(name)' is not one", head, otherType)
        }
        guard components.count > 1 else { return nil }
        let useCaseName = components[1].name
        guard spec.useCases.contains(where: { $0.name == useCaseName }) else {
            let names = spec.useCases.map(\.name)
            return ("module '\(spec.module)' has no use case '\(useCaseName)'", useCaseName,
                    NearMiss.hint(for: useCaseName, in: names) ?? "its use cases: " + names.joined(separator: ", "))
        }
        guard components.count > 2 else { return nil }
        let modelName = components[2].name
        let models = UseCase.Model.allCases.map(\.rawValue)
        guard models.contains(modelName) else {
            return ("use case '\(useCaseName)' has no model '\(modelName)'", modelName,
                    NearMiss.hint(for: modelName, in: models) ?? "its models are Request, Response and ViewModel")
        }
        guard components.count > 3 else { return nil }
        return ("'\(spec.module).\(useCaseName).\(modelName)' has no nested types", components[3].name,
                "extend the model itself: 'extension \(spec.module).\(useCaseName).\(modelName): P {}'")
    }
}
