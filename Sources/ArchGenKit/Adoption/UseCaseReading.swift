import ArchGenSource
import ArchGenSpec

/// A use case of a Clean Swift module, as its models file declares it:
/// `enum <Module> { enum <UseCase> { struct Request; struct Response; struct ViewModel } }`,
/// each model's stored fields as a spec writes them (`(orders: [Order])`).
package struct AdoptedUseCase: Sendable {
    package var name: String
    /// The models' fields by model (`request`, `response`, `viewModel`): `(orders: [Order])`, `()` for none.
    package var fields: [String: String]
    /// What a model declares that a field list cannot say (a nested type, a field of no written type).
    package var unexpressed: [(place: DeclarationPlace, what: String)]

    /// The methods archgen generates for it, by role list:
    /// `fetchOrders(request:)`, `presentFetchOrders(response:)`, `displayFetchOrders(viewModel:)`.
    var generatedKeys: [String: String] {
        ["interactor": "func \(Casing.lowerFirst(name))(request:)", "output": "func present\(name)(response:)",
         "view": "func display\(name)(viewModel:)"]
    }
}

enum UseCaseReading {
    static let models = ["Request": "request", "Response": "response", "ViewModel": "viewModel"]

    /// The use cases of the module's namespace (`enum <Module>`), and the file declaring it.
    static func useCases(of module: ReadModule) -> (path: String, useCases: [AdoptedUseCase])? {
        for file in module.files where !file.isTest {
            let declarations = file.outline.declarations
            guard let start = declarations.firstIndex(where: { $0.depth == 0 && $0.keyword == "enum" && $0.name == module.name })
            else { continue }
            let inside = Array(declarations[(start + 1)...].prefix { $0.depth > 0 })
            var useCases: [AdoptedUseCase] = []
            for (index, declaration) in inside.enumerated() where declaration.depth == 1 && declaration.keyword == "enum" {
                var useCase = AdoptedUseCase(name: declaration.name, fields: [:], unexpressed: [])
                for model in inside[(index + 1)...].prefix(while: { $0.depth > 1 }) where model.depth == 2 {
                    guard let key = models[model.name] else { continue }
                    useCase.fields[key] = fields(of: model, in: file, unexpressed: &useCase.unexpressed)
                }
                useCases.append(useCase)
            }
            return (file.path, useCases)
        }
        return nil
    }

    /// `(name: Type, ...)`: the model's stored properties; a nested type or an untyped field is unexpressed.
    private static func fields(of model: SwiftOutline.TypeDeclaration, in file: ReadSourceFile,
                               unexpressed: inout [(place: DeclarationPlace, what: String)]) -> String {
        var fields: [String] = []
        for member in ReadModule.members(of: model, in: file) {
            if let key = member.key, ["struct ", "enum ", "class "].contains(where: key.hasPrefix) {
                unexpressed.append((member.place, "\(model.name) declares \(key), which a use case's field list cannot"))
            } else if let property = StoredProperty(member: member) {
                guard let type = property.type else {
                    unexpressed.append((member.place, "\(model.name).\(property.name) has no written type"))
                    continue
                }
                fields.append("\(property.name): \(type.description)")
            }
        }
        return "(" + fields.joined(separator: ", ") + ")"
    }
}
