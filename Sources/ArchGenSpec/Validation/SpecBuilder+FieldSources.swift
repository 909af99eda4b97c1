import ArchGenSource

/// A use case's `from:`: where a field of its response or view model comes
/// from when its name differs from the field it takes, in Clean Swift's
/// terms and nothing else: a response field takes a request field, a field
/// of the module's input (which the interactor keeps as the data store) or
/// the result of a service's method the interactor calls, a view model field
/// a response field, of the same type (`FieldSource`).
///
/// ```yaml
/// from:
///   response.total: request.amount
///   response.currency: input.currency
///   response.names: RestaurantStore.restaurantNames
///   viewModel.text: response.total
/// ```
///
/// Decided here, once: the interactor and the presenter then pass the value
/// on (`UseCaseStep`), and their tests compare the model each step built.
extension SpecBuilder {
    /// The sources `pair` names, by `response.total`; each error is located at its entry.
    mutating func fieldSources(
        _ pair: YAMLPair, of useCase: UseCase, input: [FieldDeclaration], services: [Service]
    ) -> [String: FieldSource] {
        guard let entries = mapping(pair) else { return [:] }
        var sources: [String: FieldSource] = [:]
        for entry in entries {
            guard let target = field(entry.key, of: [.response, .viewModel], in: useCase, at: entry.keyLocation,
                                     what: "expected a field of the response or the view model")
            else { continue }
            let before: UseCase.Model = target.model == .response ? .request : .response
            guard let text = scalar(entry) else { continue }
            let isResponse = target.model == .response
            if isResponse, let result = serviceResult(text, for: entry.key, of: target.field, in: services, at: entry.value.location) {
                if let result { sources[entry.key] = result }
                continue
            }
            let found: (field: FieldDeclaration, source: FieldSource)
            if isResponse && text.hasPrefix("input.") {
                guard let field = inputField(String(text.dropFirst("input.".count)), for: entry.key, of: target.field,
                                             in: input, at: entry.value.location)
                else { continue }
                found = (field, .input(field.name))
            } else {
                let what = "'\(entry.key)' takes a field of the \(Self.title(before))" + (isResponse ? ", of the input or a service's result" : "")
                guard let field = field(text, of: [before], in: useCase, at: entry.value.location, what: what,
                                        alsoAllowed: isResponse ? ["'input.<field>'", "'<Service>.<method>'"] : [])
                else { continue }
                found = (field.field, .field(field.field.name))
            }
            guard found.field.type.description == target.field.type.description else {
                error("'\(entry.key)' is '\(target.field.type)' and '\(text)' is '\(found.field.type)'", at: entry.value.location,
                      hint: "a field takes one of the same type: change one, or leave the field to the team")
                continue
            }
            sources[entry.key] = found.source
        }
        return sources
    }

    /// The result of the method `written` names (`RestaurantStore.restaurantNames`), of a service of `services`,
    /// for the entry `key` filling `target`: a synchronous method without parameters returning the field's type;
    /// nil after an error saying why, or when `written` names no service (the caller says what it takes).
    private mutating func serviceResult(
        _ written: String, for key: String, of target: FieldDeclaration, in services: [Service], at location: SourceLocation
    ) -> FieldSource?? {
        let parts = written.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let service = services.first(where: { $0.name == parts[0] }) else { return .none }
        let methods = service.members.compactMap(\.method).filter { !$0.isStatic }
        let named = methods.filter { $0.name == parts[1] }
        guard !named.isEmpty else {
            error("service '\(service.name)' has no method '\(parts[1])'", at: location,
                  hint: NearMiss.hint(for: parts[1], in: methods.map(\.name)) ?? "its methods are "
                      + (methods.isEmpty ? "none" : methods.map { "'\($0.name)'" }.joined(separator: ", ")))
            return .some(nil)
        }
        guard let method = named.first(where: { $0.parameters.isEmpty && !$0.isAsync && $0.throwsClause == nil }) else {
            error("'\(written)' cannot give '\(key)': it takes arguments, is 'async' or 'throws'", at: location,
                  hint: "a field takes the result of a synchronous method without parameters; call this one in the interactor yourself")
            return .some(nil)
        }
        let result = method.returnType?.description ?? "Void"
        guard result == target.type.description else {
            error("'\(key)' is '\(target.type)' and '\(written)' returns '\(result)'", at: location,
                  hint: "a field takes one of the same type: change one, or leave the field to the team")
            return .some(nil)
        }
        return .service(service.name, method: method.name)
    }

    /// The field `name` of the module's input, for the entry `key` filling `target`; nil after an error saying why.
    private mutating func inputField(
        _ name: String, for key: String, of target: FieldDeclaration, in input: [FieldDeclaration], at location: SourceLocation
    ) -> FieldDeclaration? {
        guard !input.isEmpty else {
            error("'\(key)' takes a field of the module's input, and the module has no input", at: location,
                  hint: "declare it, as 'input: (\(name): \(target.type))', or take a field of the request")
            return nil
        }
        guard let field = input.first(where: { $0.name == name }) else {
            error("the module's input has no field '\(name)'", at: location,
                  hint: NearMiss.hint(for: name, in: input.map(\.name)) ?? "its fields are " + input.map { "'\($0.name)'" }.joined(separator: ", "))
            return nil
        }
        return field
    }

    /// The field `written` (`response.total`) names, of one of `models`; nil after an error saying why.
    /// `alsoAllowed` are the other forms the entry could take, for the hint (`'input.<field>'`).
    private mutating func field(
        _ written: String, of models: [UseCase.Model], in useCase: UseCase, at location: SourceLocation, what: String,
        alsoAllowed: [String] = []
    ) -> (model: UseCase.Model, field: FieldDeclaration)? {
        let parts = written.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let allowed = models.map { "'\($0.key).<field>'" } + alsoAllowed
        guard parts.count == 2, let model = models.first(where: { $0.key == parts[0] }) else {
            error("\(what), found '\(written)'", at: location,
                  hint: "write " + (allowed.count > 2 ? allowed.dropLast().joined(separator: ", ") + " or " + allowed[allowed.count - 1] : allowed.joined(separator: " or ")))
            return nil
        }
        let fields = useCase.fields(of: model)
        guard let field = fields.first(where: { $0.name == parts[1] }) else {
            error("the \(Self.title(model)) of use case '\(useCase.name)' has no field '\(parts[1])'", at: location,
                  hint: NearMiss.hint(for: parts[1], in: fields.map(\.name))
                      ?? "its fields are " + (fields.isEmpty ? "none" : fields.map { "'\($0.name)'" }.joined(separator: ", ")))
            return nil
        }
        return (model, field)
    }

    private static func title(_ model: UseCase.Model) -> String {
        model == .viewModel ? "view model" : model.key
    }
}
