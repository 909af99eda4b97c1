import ArchGenSource

/// `useCases:` — request / response / view-model triples, and the methods
/// they add to the role lists.
extension SpecBuilder {
    static let useCaseKeys = ["request", "response", "viewModel", "methods", "from"]

    /// `input` and `services`: the module's, which a response field may take (`response.total: input.amount`, `RestaurantStore.names`).
    mutating func useCases(_ pair: YAMLPair?, input: [FieldDeclaration], services: [Service]) -> [UseCase] {
        guard let entries = mapping(pair) else { return [] }
        return entries.compactMap { useCase($0, input: input, services: services) }
    }

    private mutating func useCase(_ entry: YAMLPair, input: [FieldDeclaration], services: [Service]) -> UseCase? {
        let nameIsValid = checkTypeName(entry.key, what: "use case name", at: entry.keyLocation)
        var useCase = UseCase(name: entry.key, request: [], response: [], viewModel: [], generatesMethods: true,
                              location: entry.keyLocation)
        let fields: [YAMLPair]
        switch entry.value.value {
        case .mapping(let pairs): fields = pairs
        case .null: fields = []
        default:
            error("use case '\(entry.key)' must be a mapping of request, response and viewModel, found \(entry.value.kindName)",
                  at: entry.value.location)
            return nil
        }
        var sources: YAMLPair?
        for field in fields {
            switch field.key {
            case "request": useCase.request = model(field, .request, into: &useCase)
            case "from": sources = field
            case "response": useCase.response = model(field, .response, into: &useCase)
            case "viewModel": useCase.viewModel = model(field, .viewModel, into: &useCase)
            case "methods":
                guard let value = scalar(field) else { break }
                switch value {
                case "none": useCase.generatesMethods = false
                case "all": useCase.generatesMethods = true
                default:
                    error("unknown methods '\(value)' for use case '\(entry.key)'", at: field.value.location,
                          hint: NearMiss.hint(for: value, in: ["none", "all"]) ?? "use 'none' (models only) or 'all'")
                }
            default:
                error("unknown key '\(field.key)' in use case '\(entry.key)'", at: field.keyLocation,
                      hint: NearMiss.hint(for: field.key, in: Self.useCaseKeys))
            }
        }
        if let sources { useCase.sources = fieldSources(sources, of: useCase, input: input, services: services) }
        return nameIsValid ? useCase : nil
    }

    /// A model's fields, its conformances recorded in `useCase`; missing or null is no fields.
    private mutating func model(_ pair: YAMLPair, _ model: UseCase.Model, into useCase: inout UseCase) -> [FieldDeclaration] {
        guard !pair.value.isNull else { return [] }
        guard let declaration = parseFragment(
            pair.value, what: "a field list such as (name: Type), and its conformances", DeclarationParser.parseModel)?.0
        else { return [] }
        guard checkFieldList(declaration.fields, at: pair.value) else { return [] }
        if !declaration.conformances.isEmpty { useCase.conformances[model] = declaration.conformances }
        return declaration.fields
    }

    /// Adds each use case's methods to the role lists, after the written ones;
    /// a method written by hand with the same name wins.
    mutating func mergeUseCaseMethods(into spec: inout Spec) {
        guard let lists = spec.style.useCases else { return }
        for useCase in spec.useCases where useCase.generatesMethods {
            for (role, method) in UseCaseMethods(module: spec.module, useCase: useCase, lists: lists).methods {
                var members = spec.members(of: role)
                guard !members.contains(where: { $0.declaration.name == method.name }) else { continue }
                members.append(Member(declaration: .method(method), text: method.signatureText,
                                      location: useCase.location, origin: .useCase(useCase.name)))
                spec.roles[role] = members
            }
        }
    }
}

/// The methods a use case adds (spec-format.md, "Use cases"), to the lists
/// its style's manifest names (`useCases:`): `fetchItems(request:)` to
/// events and interactor, `presentFetchItems(response:)` to output,
/// `displayFetchItems(viewModel:)` to view.
struct UseCaseMethods {
    let module: String
    let useCase: UseCase
    let lists: StyleUseCases

    var methods: [(Role, MethodDeclaration)] {
        let request = method(Casing.lowerFirst(useCase.name), label: "request", model: "Request")
        return lists.request.map { ($0, request) }
            + (lists.response.map { [($0, method("present" + useCase.name, label: "response", model: "Response"))] } ?? [])
            + [(lists.viewModel, method("display" + useCase.name, label: "viewModel", model: "ViewModel"))]
    }

    private func method(_ name: String, label: String, model: String) -> MethodDeclaration {
        let type = TypeSyntax.nominal([NominalComponent(name: module), NominalComponent(name: useCase.name),
                                       NominalComponent(name: model)])
        return MethodDeclaration(name: name, parameters: [ParameterDeclaration(label: label, name: label, type: type)])
    }
}

extension MethodDeclaration {
    /// The method as a spec would write it: `fetchItems(request: M.FetchItems.Request)`.
    var signatureText: String {
        let parameters = self.parameters.map { parameter in
            let names = parameter.label == parameter.name ? parameter.name : "\(parameter.label ?? "_") \(parameter.name)"
            return "\(names): \(parameter.type)"
        }
        return name + "(" + parameters.joined(separator: ", ") + ")"
    }
}
