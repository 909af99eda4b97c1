import ArchGenSpec

/// Writes one random, valid spec from a seed, covering the language: every
/// top-level key, entities and external types of every kind, services with
/// every member shape (properties with and without effects, `static` members,
/// initializers, `Self` results, generics, typed throws, `rethrows`, `inout`,
/// variadics, escaping and `@Sendable` closures, default arguments,
/// attributes, overloads, keywords as labels), an input, a delegate, role
/// lists whose calls forward to each other, and use cases.
///
/// Every name a spec declares ends with `index`, so the specs of one run can
/// share a Swift module without clashing.
struct SpecGenerator {
    var random: SeededRandom
    let index: Int
    private var pool = TypePool()
    private var errorTypes: [String] = []
    private var serviceNames: [String] = []
    private var usedNames: Set<String> = []
    /// The type aliases the spec declares: a name and the type it names.
    private var aliases: [String: String] = [:]

    init(seed: UInt64, index: Int) {
        random = SeededRandom(seed: seed)
        self.index = index
    }

    static let modules = ["Checkout", "Profile", "Feed", "Search", "Settings", "Cart", "Login", "Gallery", "Inbox", "Player",
                          "Map", "Onboarding", "Wallet", "Booking"]
    static let nouns = ["Item", "Order", "Photo", "Track", "Place", "Message", "Account", "Coupon", "Review", "Slot", "Badge",
                        "Ticket", "Note", "Song"]
    static let verbs = ["load", "show", "select", "refresh", "save", "delete", "open", "close", "update", "fetch", "present",
                        "display", "apply", "toggle", "lock", "reset", "start", "finish", "sync", "track"]
    static let parameterNames = ["item", "value", "index", "id", "name", "count", "completion", "handler", "items", "flag",
                                 "text", "view", "presenter", "sut", "delegate", "model", "scene", "output", "state", "amount"]
    static let labels = ["in", "for", "at", "with", "from", "to", "by", "default", "is", "as", "where", "on", "`inout`", "repeat"]
    static let cases = ["idle", "loading", "ready", "failed", "draft", "sent", "paid", "open", "closed"]

    mutating func generate() -> GeneratedSpec {
        var spec = GeneratedSpec(module: random.pick(Self.modules) + "\(index)")
        usedNames.insert(spec.module)
        if random.chance(40) { spec.keys["style"] = random.pick(StyleRegistry.builtIn.builtInNames) }
        if random.chance(40) { spec.keys["platform"] = random.pick(["uikit", "swiftui", "none"]) }
        if random.chance(40) { spec.keys["tests"] = random.pick(["xctest", "swift-testing"]) }
        if random.chance(20) { spec.keys["appModule"] = "App\(index)" }
        if random.chance(30) { spec.keys["description"] = "A generated module.\nIts second line." }
        if random.chance(30) { spec.imports = random.chance(50) ? ["Foundation"] : ["Foundation", "Dispatch"] }

        for _ in 0..<random.below(5) { spec.entities.append(typeDeclaration(external: false)) }
        for _ in 0..<random.below(3) { spec.external.append(typeDeclaration(external: true)) }
        let serviceCount = random.below(4)
        for _ in 0..<serviceCount {
            let name = uniqueName(random.pick(Self.nouns) + random.pick(["Store", "Client", "Service", "Tracker"]))
            serviceNames.append(name)
            pool.services.append(GeneratedType(text: "any " + name))
        }
        for name in serviceNames { spec.services.append(service(named: name)) }
        spec.input = fields(count: random.below(5), allowFunctions: true)

        var lists: [String: [GeneratedMethod]] = [:]
        for key in GeneratedSpec.roleKeys where random.chance(key == "delegate" ? 40 : 75) {
            var methods: [GeneratedMethod] = []
            for _ in 0..<random.between(1...4) { addUnique(roleMethod(), to: &methods) }
            lists[key] = methods
        }
        // Calls the scaffold forwards: the same signature on the next actor.
        for (from, targets) in [("events", ["interactor", "routes"]), ("output", ["view", "routes", "delegate"])] {
            guard let source = lists[from], !source.isEmpty, random.chance(60) else { continue }
            let target = random.pick(targets)
            addUnique(random.pick(source), to: &lists[target, default: []])
        }
        // VIPER's presenter implements `events` and `output`: a method of both is declared alike.
        if let events = lists["events"] {
            let resolved = TypeAliases(aliases)
            lists["output"]?.removeAll { method in
                events.contains {
                    resolved.resolving($0.signature) == resolved.resolving(method.signature) && $0.withoutDefaults != method.withoutDefaults
                }
            }
            if lists["output"]?.isEmpty == true { lists["output"] = nil }
        }
        spec.roles = lists
        spec.useCases = (0..<random.below(3)).map { _ in useCase() }
        // Last, so a seed's other choices stay what they were before isolation was a key.
        if random.chance(50) { spec.keys["isolation"] = random.pick(["mainActor", "preconcurrency", "none"]) }
        return spec
    }

    // MARK: - Names

    private mutating func uniqueName(_ base: String) -> String {
        var name = base + "\(index)"
        var suffix = 2
        while usedNames.contains(name) {
            name = base + "\(suffix)x\(index)"
            suffix += 1
        }
        usedNames.insert(name)
        return name
    }

    private mutating func fields(count: Int, allowFunctions: Bool) -> [GeneratedField] {
        var names: Set<String> = []
        return (0..<count).compactMap { _ in
            let name = random.pick(["title", "count", "items", "date", "price", "flag", "owner", "tags", "onClose", "ratio",
                                    "initial", "identifier", "limit", "lookup"])
            guard names.insert(name).inserted else { return nil }
            return GeneratedField(name: name, type: pool.value(&random, allowFunctions: allowFunctions).text)
        }
    }

    // MARK: - Types

    /// An entity or an external type of a random kind; its type joins the pool.
    private mutating func typeDeclaration(external: Bool) -> String {
        let noun = random.pick(Self.nouns)
        switch random.below(external ? 12 : 11) {
        case 0, 1:
            let name = uniqueName(noun)
            let fields = fields(count: random.below(4), allowFunctions: true)
            pool.declared.append(GeneratedType(text: name))
            return name + GeneratedField.list(fields)
        case 2:
            let name = uniqueName(noun + "Kind")
            let cases = caseNames(random.between(1...4))
            pool.declared.append(.named(name, hashable: true, default: "." + cases[0]))
            return "enum \(name) { case " + cases.joined(separator: ", ") + " }"
        case 3:
            let name = uniqueName(noun + "Error")
            errorTypes.append(name)
            pool.declared.append(.named(name, hashable: true))
            return "enum \(name): Error { case " + caseNames(random.between(1...3)).joined(separator: ", ") + " }"
        case 4:
            let name = uniqueName(noun + "State")
            let cases = caseNames(random.between(2...4))
            let payloads = cases.enumerated().map { index, name -> String in
                guard index > 0 else { return name }
                let type = pool.value(&random, depth: 1).text
                return random.chance(50) ? "\(name)(\(type))" : "\(name)(value: \(type), note: String)"
            }
            pool.declared.append(GeneratedType(text: name))
            return "enum \(name) { case " + payloads.joined(separator: ", ") + " }"
        case 5:
            let name = uniqueName(noun + "Code")
            pool.declared.append(.named(name, hashable: true, default: ".first"))
            return "enum \(name): String { case first, second = \"2nd\" }"
        case 6:
            let name = uniqueName(noun + "Summary")
            let hashable = random.chance(50)
            let fields = (0..<random.between(1...3)).map { index in
                (index, hashable ? pool.hashable(&random) : pool.value(&random, depth: 1))
            }
            let body = fields.map { index, type in (index % 2 == 0 ? "var" : "let") + " field\(index): \(type.text)" }
            pool.declared.append(GeneratedType(text: name, isHashable: hashable))
            return "struct \(name)\(hashable ? ": Hashable" : "") { " + body.joined(separator: "; ") + " }"
        case 7:
            let name = uniqueName(noun + "Session")
            let type = pool.value(&random, depth: 1)
            pool.declared.append(GeneratedType(text: name))
            let parameter = (type.isFunction ? "@escaping " : "") + type.text
            return "final class \(name) { let token: \(type.text); var isOpen = false; init(token: \(parameter)) { self.token = token } }"
        case 8:
            let name = uniqueName(noun + "ID")
            let aliased = pool.hashable(&random)
            pool.declared.append(GeneratedType(text: name, isHashable: true, defaultValue: aliased.defaultValue))
            aliases[name] = aliased.text
            return "typealias \(name) = \(aliased.text)"
        case 9:
            let name = uniqueName(noun + "Providing")
            pool.declared.append(GeneratedType(text: "any " + name))
            return "protocol \(name) { var value: Int { get }; func refresh() async }"
        case 10:
            let name = uniqueName(noun + "Counter")
            pool.declared.append(GeneratedType(text: name))
            return "actor \(name) { var count = 0; func increment() { count += 1 } }"
        default:
            let name = uniqueName(noun.lowercased() + "Shout")
            return "extension String { var \(name): String { uppercased() } }"
        }
    }

    private mutating func caseNames(_ count: Int) -> [String] {
        var names: [String] = []
        while names.count < count {
            let name = random.pick(Self.cases)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    // MARK: - Services

    private mutating func service(named name: String) -> GeneratedService {
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

    private mutating func serviceProperty(_ name: String, service: String) -> String {
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
    private mutating func roleMethod() -> GeneratedMethod {
        var method = method(allowsReturn: random.chance(30))
        if random.chance(5) {
            method.modifiers.append("nonisolated")
        } else if random.chance(5) {
            method.attributes.insert("@MainActor", at: 0)
        }
        if random.chance(3) { method.returnType = random.pick(["Self", "Self?", "[Self]"]) }
        return method
    }

    private mutating func method(allowsReturn: Bool) -> GeneratedMethod {
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

    private mutating func parameters() -> [GeneratedParameter] {
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
    private func addUnique(_ method: GeneratedMethod, to methods: inout [GeneratedMethod]) {
        let resolved = TypeAliases(aliases)
        guard !methods.contains(where: { resolved.resolving($0.signature) == resolved.resolving(method.signature) }) else { return }
        methods.append(method)
    }

    // MARK: - Use cases

    private mutating func useCase() -> GeneratedUseCase {
        GeneratedUseCase(
            name: uniqueName(random.pick(["Load", "Save", "Search", "Apply", "Sync"]) + random.pick(Self.nouns)),
            generatesMethods: random.chance(70),
            request: fields(count: random.below(3), allowFunctions: false),
            response: fields(count: random.below(3), allowFunctions: false),
            viewModel: fields(count: random.below(3), allowFunctions: false))
    }
}
