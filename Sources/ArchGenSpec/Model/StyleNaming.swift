/// The names a style gives to a module's types (styles.md): the one place the
/// naming rules live, used to validate specs and to render modules.
public struct StyleNaming: Equatable, Sendable {
    public let style: Style
    public let module: String
    /// The project's names (archgen.yml's `styles`), over the style's own.
    public let patterns: NamePatterns

    public init(style: Style, module: String, patterns: NamePatterns = NamePatterns()) {
        self.style = style
        self.module = module
        self.patterns = patterns
    }

    /// The names of `spec`'s types, in its style, as its project names them.
    public init(spec: Spec) {
        self.init(style: spec.style, module: spec.module, patterns: spec.names)
    }

    /// The protocol a role list becomes (VIP merges `events` and `interactor`):
    /// the project's pattern for the role, else the style's name.
    public func protocolName(for role: Role) -> String {
        let patternRole = style == .vip && role == .events ? Role.interactor : role
        if let pattern = patterns.protocols[patternRole] {
            return NamePatterns.fill(pattern, NamePatterns.modulePlaceholder, with: module)
        }
        return builtInProtocolName(for: role)
    }

    /// The style's own name of a role's protocol.
    func builtInProtocolName(for role: Role) -> String {
        switch (style, role) {
        case (.viper, .view): return module + "View"
        case (.viper, .events): return module + "Presentation"
        case (.viper, .interactor): return module + "Interaction"
        case (.viper, .output): return module + "InteractorOutput"
        case (.viper, .routes): return module + "Routable"
        case (.viperS, .view): return module + "_DisplayUI"
        case (.viperS, .events): return module + "_HandleUIEvents"
        case (.viperS, .interactor): return module + "_ManageData"
        case (.viperS, .output): return module + "_PresentData"
        case (.viperS, .routes): return module + "_Navigate"
        case (.viperS, .delegate): return module + "_Delegate"
        case (.vip, .view): return module + "DisplayLogic"
        case (.vip, .events), (.vip, .interactor): return module + "BusinessLogic"
        case (.vip, .output): return module + "PresentationLogic"
        case (.vip, .routes): return module + "RoutingLogic"
        case (_, .delegate): return module + "Delegate"
        }
    }

    /// VIP's data store: what the interactor keeps for the router to pass on (`protocols: dataStore:`).
    public var dataStoreName: String {
        patterns.dataStore.map { NamePatterns.fill($0, NamePatterns.modulePlaceholder, with: module) } ?? module + "DataStore"
    }

    /// VIP's data passing: the router's data store (`protocols: dataPassing:`).
    public var dataPassingName: String {
        patterns.dataPassing.map { NamePatterns.fill($0, NamePatterns.modulePlaceholder, with: module) } ?? module + "DataPassing"
    }

    /// Protocols the style adds beyond the role lists.
    public var extraProtocolNames: [String] {
        style == .vip ? [dataStoreName, dataPassingName] : []
    }

    /// The style's scaffold types, for every platform, by kind: `Presenter`
    /// names `SignInPresenter` (in `SignInPresenter.swift`).
    public static func actorKinds(of style: Style) -> [String] {
        switch style {
        case .viper: return ["ViewController", "Screen", "ScreenModel", "Presenter", "Interactor", "Router"]
        case .viperS: return ["Scene", "SceneModel", "Director", "Worker", "Navigator"]
        case .vip: return ["ViewController", "Screen", "ScreenModel", "Interactor", "Presenter", "Router", "Worker", "Configurator"]
        }
    }

    /// The kinds of the style's scaffold types that have a scaffold test case.
    static func testedKinds(of style: Style) -> [String] {
        switch style {
        case .viper: return ["Presenter", "Interactor", "Router"]
        case .viperS: return ["Director", "Worker", "Navigator"]
        case .vip: return ["Interactor", "Presenter", "Configurator"]
        }
    }

    /// archgen.yml's key for an actor's kind: `viewController` for `ViewController`.
    public static func actorKey(_ kind: String) -> String {
        kind.prefix(1).lowercased() + kind.dropFirst()
    }

    /// A scaffold type (its file is named after it): the project's pattern
    /// for its kind (`actors: presenter:`), else the module's name and the kind.
    public func actorName(_ kind: String) -> String {
        patterns.actors[Self.actorKey(kind)].map { NamePatterns.fill($0, NamePatterns.modulePlaceholder, with: module) }
            ?? module + kind
    }

    /// The scaffold implementation types, for every platform.
    public var implementationNames: [String] {
        Self.actorKinds(of: style).map(actorName)
    }

    /// The scaffold test case types.
    public var testCaseNames: [String] {
        Self.testedKinds(of: style).map { actorName($0) + "Tests" }
    }

    /// Every protocol of the module, in role order, without repeats.
    public var protocolNames: [String] {
        (Role.allCases.map(protocolName(for:)) + extraProtocolNames).removingRepeats()
    }

    /// The test double of a module protocol (`SignInViewSpy`; the project's `doubles: spy:` pattern).
    public func spyName(forProtocol name: String) -> String {
        patterns.spy.map { NamePatterns.fill($0, NamePatterns.protocolPlaceholder, with: name) } ?? name + "Spy"
    }

    /// The test double of a service (`NetworkDataFetcherMock`; the project's `doubles: mock:` pattern).
    public func mockName(forService name: String) -> String {
        patterns.mock.map { NamePatterns.fill($0, NamePatterns.servicePlaceholder, with: name) } ?? name + "Mock"
    }

    /// Every type name archgen generates for this module and these services:
    /// the module's namespace enum, protocols, implementations, doubles, test cases.
    public func generatedTypeNames(services: [String]) -> Set<String> {
        var names: Set<String> = [module]
        names.formUnion(protocolNames)
        names.formUnion(protocolNames.map(spyName(forProtocol:)))
        names.formUnion(implementationNames)
        names.formUnion(testCaseNames)
        names.formUnion(services.map(mockName(forService:)))
        return names
    }
}
