import ArchGenSpec

/// The next step of a use case after one of its methods: a request's
/// response to the output (`presentGreet(response:)`), or a response's view
/// model to the view (`displayGreet(viewModel:)`).
struct UseCaseStep {
    /// `response`, `viewModel`: the next method's parameter, and the local the step builds.
    var name: String
    /// `Main.Greet.Response`.
    var type: String
    /// The next method (`presentGreet`), and the role list that has it.
    var method: String
    var role: Role
    /// The fields of the model the step builds.
    var fields: [FieldDeclaration]
    /// The model the method is given (its `request` parameter), and that model's fields.
    var given: ParameterDeclaration?
    var givenFields: [FieldDeclaration]
    /// The use case's `from:`: the source each of `fields` takes when its name differs, by field.
    var sources: [String: FieldSource] = [:]
    /// Whether the actor building the model keeps the module's input, passed to its `init` (VIP's interactor,
    /// the data store), so that a field may take one of the input's (`from: response.total: input.amount`).
    var keepsInput = false
    /// The services the actor holds (not optionally), by name: its link's receiver (`restaurantStore`),
    /// so that a field may take a method's result (`from: response.names: RestaurantStore.restaurantNames`).
    var services: [String: String] = [:]

    /// `Main.Greet.Response(name: request.name)`: each field from the given
    /// model's field its `from:` names (`total: request.amount`), the input's
    /// (`total: amount`), a service's result (`names: restaurantStore.restaurantNames()`),
    /// else the given model's field of its name, of the same type; nil when a field has none
    /// (archgen makes up no value that would look like it works). `forTest`: as a test expects
    /// it, the input read on `sut` (`total: sut.amount`), a result from the local stubbed (`names: restaurantNames`).
    func value(forTest: Bool = false) -> String? {
        var arguments: [String] = []
        for field in fields {
            let source = sources[field.name] ?? .field(field.name)
            switch source {
            case .field(let name):
                guard let given, givenFields.contains(where: { $0.name == name && $0.type.description == field.type.description })
                else { return nil }
                arguments.append(field.name + ": " + SwiftIdentifier.escaped(given.name) + "." + SwiftIdentifier.escaped(name))
            case .input(let name):
                // The type was checked against the input's when the spec was read.
                guard keepsInput else { return nil }
                // `self.` where the method's parameter would hide the input of its name.
                let owner = forTest ? "sut." : name == given?.name ? "self." : ""
                arguments.append(field.name + ": " + owner + SwiftIdentifier.escaped(name))
            case .service(let service, let method):
                guard let receiver = services[service] else { return nil }
                arguments.append(field.name + ": " + (forTest ? "" : receiver + ".") + SwiftIdentifier.escaped(method) + (forTest ? "" : "()"))
            }
        }
        return type + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The work left to the team when `value` is nil, naming the model to build.
    var todo: String {
        let model = type + "(" + fields.map { $0.name + ":" }.joined() + ")"
        return name == "response" ? "Do the work, then present its result as \(model)." : "Turn the response into \(model), then display it."
    }
}

extension ModuleFacts {
    /// The step after `member`, a void method of a use case in the protocol `protocolKey`; nil for any other member.
    func useCaseStep(after member: Member, from protocolKey: String) -> UseCaseStep? {
        guard case .useCase(let name) = member.origin, let useCase = spec.useCases.first(where: { $0.name == name }),
              let lists = spec.style.useCases, let method = member.method, method.returnType?.isVoid ?? true
        else { return nil }
        let prefix = module + "." + name + "."
        func given(_ model: String) -> ParameterDeclaration? {
            method.parameters.first { $0.type.description == prefix + model }
        }
        // `from:`, for the model a step builds: `response.total: request.amount` gives `total: .field("amount")`.
        func sources(_ model: String) -> [String: FieldSource] {
            Dictionary(uniqueKeysWithValues: useCase.sources.compactMap { key, source in
                key.hasPrefix(model + ".") ? (String(key.dropFirst(model.count + 1)), source) : nil })
        }
        if lists.request.contains(where: { spec.style.protocolKey(of: $0) == protocolKey }), let response = lists.response {
            let keepsInput = spec.style.implementer(of: protocolKey).flatMap(inputOptionality(of:)) == .nonOptional
            return UseCaseStep(name: "response", type: prefix + "Response", method: "present" + name, role: response,
                               fields: useCase.response, given: given("Request"), givenFields: useCase.request,
                               sources: sources("response"), keepsInput: keepsInput)
        }
        guard protocolKey == lists.response.flatMap(spec.style.protocolKey(of:)) else { return nil }
        return UseCaseStep(name: "viewModel", type: prefix + "ViewModel", method: "display" + name, role: lists.viewModel,
                           fields: useCase.viewModel, given: given("Response"), givenFields: useCase.response, sources: sources("viewModel"))
    }

    /// How `holder` keeps the module's input: archgen.yml's `<holder>.input` wiring, else its manifest's; nil when it keeps none.
    func inputOptionality(of holder: StyleActor) -> WiringSettings.Optionality? {
        guard let holding = holder.input else { return nil }
        return spec.wiring.links[ModuleModel.holdingKey(holder, "input")]?.optionality ?? holding.optionality
    }
}

extension ModuleFacts {
    /// The lines a test stubs each service result `step` reads with, once a method
    /// (`let restaurantNames: [String] = ["restaurantNames"]`, `restaurantStore.restaurantNamesReturnValue = restaurantNames`);
    /// nil when the actor holds no such service through `links`, or archgen cannot build a result.
    func stubbedResults(of step: UseCaseStep, via links: [ModuleLink]) -> [String]? {
        var lines: [String] = [], stubbed: Set<String> = []
        for field in step.fields {
            guard case .service(let service, let method)? = step.sources[field.name], !stubbed.contains(method) else { continue }
            stubbed.insert(method)
            guard let found = receivers(StyleForwarding.services, via: links).first(where: { $0.key == "service " + service })
            else { return nil }
            let doubles = receiverMethods(found.key, of: found.members)
            guard let position = doubles.methods.firstIndex(where: { $0.name == method && $0.parameters.isEmpty && !$0.isStatic }),
                  let stub = DoubleMethod(doubles.methods[position], stem: doubles.stems[position]).returnValue,
                  let declaration = samples.declaration(method, of: field.type)
            else { return nil }
            lines += declaration + ["\(found.link.name).\(stub.name) = \(SwiftIdentifier.escaped(method))"]
        }
        return lines
    }
}
