import ArchGenSource

/// A use case's `from:`: where a field of its response or view model comes
/// from when its name differs from the field it takes, in Clean Swift's
/// terms and nothing else: a response field takes a request field, a view
/// model field a response field, of the same type.
///
/// ```yaml
/// from:
///   response.total: request.amount
///   viewModel.text: response.total
/// ```
///
/// Decided here, once: the interactor and the presenter then pass the value
/// on (`UseCaseStep`), and their tests compare the model each step built.
extension SpecBuilder {
    /// The sources `pair` names, by `response.total`; each error is located at its entry.
    mutating func fieldSources(_ pair: YAMLPair, of useCase: UseCase) -> [String: String] {
        guard let entries = mapping(pair) else { return [:] }
        var sources: [String: String] = [:]
        for entry in entries {
            guard let target = field(entry.key, of: [.response, .viewModel], in: useCase, at: entry.keyLocation,
                                     what: "expected a field of the response or the view model")
            else { continue }
            let before: UseCase.Model = target.model == .response ? .request : .response
            guard let text = scalar(entry),
                  let source = field(text, of: [before], in: useCase, at: entry.value.location,
                                     what: "'\(entry.key)' takes a field of the \(Self.title(before))")
            else { continue }
            guard source.field.type.description == target.field.type.description else {
                error("'\(entry.key)' is '\(target.field.type)' and '\(text)' is '\(source.field.type)'", at: entry.value.location,
                      hint: "a field takes one of the same type: change one, or leave the field to the team")
                continue
            }
            sources[entry.key] = source.field.name
        }
        return sources
    }

    /// The field `written` (`response.total`) names, of one of `models`; nil after an error saying why.
    private mutating func field(
        _ written: String, of models: [UseCase.Model], in useCase: UseCase, at location: SourceLocation, what: String
    ) -> (model: UseCase.Model, field: FieldDeclaration)? {
        let parts = written.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let allowed = models.map(\.key)
        guard parts.count == 2, let model = models.first(where: { $0.key == parts[0] }) else {
            error("\(what), found '\(written)'", at: location,
                  hint: "write " + allowed.map { "'\($0).<field>'" }.joined(separator: " or "))
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
