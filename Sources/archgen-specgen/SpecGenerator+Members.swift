import ArchGenSpec

/// The members a generated spec lists: services with their properties and
/// methods, role methods with their parameters, and use cases.
extension SpecGenerator {
    // MARK: - Services

    mutating func service(named name: String) -> GeneratedService {
        var members: [GeneratedMember] = []
        var propertyNames: Set<String> = []
        for _ in 0..<random.below(4) {
            let propertyName = random.pick(["title", "items", "status", "shared", "limit", "token", "current", "next"])
            guard propertyNames.insert(propertyName).inserted else { continue }
            members.append(.property(serviceProperty(propertyName, service: name)))
        }
        var methods: [GeneratedMethod] = []
        if random.chance(15) {
            methods.append(GeneratedMethod(name: random.chance(70) ? "init" : "init?",
                                           parameters: [GeneratedParameter(label: "name", name: "name", type: "String")]))
        }
        if random.chance(20) { methods.append(GeneratedMethod(modifiers: ["static"], name: "makeDefault", returnType: "Self")) }
        for _ in 0..<random.between(1...5) {
            var method = self.method(allowsReturn: true)
            if random.chance(12) { method.modifiers.append("static") }
            if random.chance(8), !method.modifiers.contains("static") { method.modifiers.append("mutating") }
            if random.chance(8) { method.attributes.insert("@MainActor", at: 0) }
            if random.chance(5) { method.attributes.insert("@available(macOS 13, iOS 16, *)", at: 0) }
            addUnique(method, to: &methods)
            // An overload: the same name and labels, other types.
            if random.chance(15), var overload = methods.last, !overload.parameters.isEmpty {
                overload.parameters[0].type = pool.value(&random).text
                overload.parameters[0].isInout = false
                overload.parameters[0].defaultValue = nil
                addUnique(overload, to: &methods)
            }
        }
        let property = random.chance(30) ? uniqueName(random.pick(["storage", "client", "backend", "source"])) : nil
        return GeneratedService(name: name, property: property, members: members + methods.map { .method($0) })
    }

    mutating func serviceProperty(_ name: String, service: String) -> String {
        let type = name == "shared" ? GeneratedType(text: "any " + service) : pool.value(&random)
        let text = type.isFunction ? "(\(type.text))" : type.text
        let isStatic = name == "shared" || random.chance(10)
        let prefix = isStatic ? "static var" : "var"
        switch random.below(7) {
        case 0: return "\(prefix) \(name): \(text) { get set }"
        case 1 where !isStatic: return "let \(name): \(text)"
        case 2: return "\(prefix) \(name): \(text) { get async }"
        case 3: return "\(prefix) \(name): \(text) { get throws }"
        case 4: return "\(prefix) \(name): \(text) { get async throws }"
        case 5 where !errorTypes.isEmpty: return "\(prefix) \(name): \(text) { get throws(\(random.pick(errorTypes))) }"
        default: return "\(prefix) \(name): \(text) { get }"
        }
    }

    // MARK: - Methods

    /// A method of a role list: an instance method, now and then `nonisolated` or with attributes.
    mutating func roleMethod() -> GeneratedMethod {
        var method = method(allowsReturn: random.chance(30))
        if random.chance(5) {
            method.modifiers.append("nonisolated")
        } else if random.chance(5) {
            method.attributes.insert("@MainActor", at: 0)
        }
        if random.chance(3) { method.returnType = random.pick(["Self", "Self?", "[Self]"]) }
        return method
    }

    mutating func method(allowsReturn: Bool) -> GeneratedMethod {
        var method = GeneratedMethod(name: random.pick(Self.verbs) + random.pick(["", "Item", "All", "Details", "Next"]))
        switch random.below(12) {
        case 0:
            method.generics = ["T: Decodable"]
            method.parameters = [GeneratedParameter(label: nil, name: "type", type: "T.Type"),
                                 GeneratedParameter(label: "from", name: "data", type: "Data")]
            method.throwsClause = "throws"
            method.returnType = "T"
            return method
        case 1:
            method.generics = ["T: Equatable"]
            method.parameters = [GeneratedParameter(label: "of", name: "items", type: "[T]"),
                                 GeneratedParameter(label: "matching", name: "item", type: "T")]
            method.returnType = "T?"
            return method
        case 2:
            method.parameters = [GeneratedParameter(label: nil, name: "values", type: "[Int]"),
                                 GeneratedParameter(label: nil, name: "transform", type: "(Int) throws -> Int")]
            method.throwsClause = "rethrows"
            method.returnType = "[Int]"
            return method
        case 3 where !serviceNames.isEmpty:
            method.parameters = [GeneratedParameter(label: "using", name: "source", type: "some " + random.pick(serviceNames))]
        default:
            method.parameters = parameters()
        }
        if random.chance(30) { method.isAsync = true }
        switch random.below(6) {
        case 0: method.throwsClause = "throws"
        case 1 where !errorTypes.isEmpty: method.throwsClause = "throws(\(random.pick(errorTypes)))"
        default: break
        }
        if allowsReturn {
            let result = pool.value(&random)
            method.returnType = result.isFunction ? "(\(result.text))" : result.text
            if random.chance(20) { method.attributes.append("@discardableResult") }
        }
        return method
    }

    mutating func parameters() -> [GeneratedParameter] {
        var parameters: [GeneratedParameter] = []
        var names: Set<String> = []
        for _ in 0..<random.below(4) {
            var name = random.pick(Self.parameterNames)
            if names.contains(name) { continue }
            names.insert(name)
            let type = pool.value(&random)
            var parameter = GeneratedParameter(label: name, name: name, type: type.text)
            switch random.below(11) {
            case 0: parameter.label = nil
            case 10 where !parameters.contains(where: \.isVariadic):
                parameter.label = nil
                parameter.name = "_"
            case 1: parameter.label = random.pick(Self.labels)
            case 2 where !names.contains("`default`"):
                parameter.label = random.pick(Self.labels)
                name = "`default`"
                names.insert(name)
                parameter.name = name
            default: break
            }
            if parameter.label == nil, parameters.contains(where: \.isVariadic) { parameter.label = name }
            if type.isFunction {
                if random.chance(60) { parameter.type = "@escaping " + type.text }
            } else if random.chance(10) {
                parameter.isInout = true
            } else if random.chance(8), !parameters.contains(where: \.isVariadic) {
                parameter.isVariadic = true
                if parameter.label == nil, !parameters.isEmpty { parameter.label = "values" }
            } else if let value = type.defaultValue, random.chance(25) {
                parameter.defaultValue = value
            }
            parameters.append(parameter)
        }
        return parameters
    }

    /// Adds `method` unless the list already has one of its signature (name, labels, types).
    /// Adds `method` unless one of `methods` has its signature, the types
    /// compared as Swift does, through type aliases (`TimeInterval` is `Double`).
    func addUnique(_ method: GeneratedMethod, to methods: inout [GeneratedMethod]) {
        let resolved = TypeAliases(aliases)
        guard !methods.contains(where: { resolved.resolving($0.signature) == resolved.resolving(method.signature) }) else { return }
        methods.append(method)
    }

    // MARK: - Use cases

    mutating func useCase() -> GeneratedUseCase {
        GeneratedUseCase(
            name: uniqueName(random.pick(["Load", "Save", "Search", "Apply", "Sync"]) + random.pick(Self.nouns)),
            generatesMethods: random.chance(70),
            request: fields(count: random.below(3), allowFunctions: false),
            response: fields(count: random.below(3), allowFunctions: false),
            viewModel: fields(count: random.below(3), allowFunctions: false))
    }
}
