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
    var pool = TypePool()
    var errorTypes: [String] = []
    var serviceNames: [String] = []
    var usedNames: Set<String> = []
    /// The type aliases the spec declares: a name and the type it names.
    var aliases: [String: String] = [:]

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

    mutating func uniqueName(_ base: String) -> String {
        var name = base + "\(index)"
        var suffix = 2
        while usedNames.contains(name) {
            name = base + "\(suffix)x\(index)"
            suffix += 1
        }
        usedNames.insert(name)
        return name
    }

    mutating func fields(count: Int, allowFunctions: Bool) -> [GeneratedField] {
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
    mutating func typeDeclaration(external: Bool) -> String {
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

    mutating func caseNames(_ count: Int) -> [String] {
        var names: [String] = []
        while names.count < count {
            let name = random.pick(Self.cases)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}
