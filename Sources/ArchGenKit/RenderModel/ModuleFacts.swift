import ArchGenSpec
import ArchGenTemplates

/// What every style renders the same way: headers, imports, entities,
/// services and the doubles' names, computed once from the validated spec.
final class ModuleFacts {
    let spec: Spec
    let naming: StyleNaming
    let catalog: TypeCatalog
    let samples: SampleValues
    let kit: TestKit
    /// Each protocol's members by `signatureKey` (the first of each key), by
    /// the protocol's key, for finding the same call on another protocol.
    let membersBySignature: [String: [String: Member]]
    /// Each protocol's members (`Spec.members(ofProtocol:)`), by the protocol's key.
    private let protocolMembers: [String: [Member]]
    /// Each receiver's methods and their doubles' stems, as forwarded calls find them (`receiverMethods`).
    var receiverMethodsByKey: [String: (methods: [MethodDeclaration], stems: [String])] = [:]
    /// The same for each service, by the service's name.
    let serviceMembersBySignature: [String: [String: Member]]

    // Computed once per module, on first use: each is read for several files.
    /// The protocols the assembly is given, not created: the delegate's (`findExternalProtocols`).
    private(set) lazy var externalProtocols: [String] = findExternalProtocols()
    /// `samples` without the spies of the module's protocols, for code off the main actor (`unstubbedSample`).
    private(set) lazy var offMainActorSamples = SampleValues(catalog: catalog.removingDoubles(of: naming.protocolNames))
    /// Whether a member of a role or a service, or the input, mentions a URL loading type.
    private(set) lazy var membersUseURLLoading: Bool = findURLLoadingInMembers()
    /// The entities, the use-case models, then the entities' extensions, as Swift.
    private(set) lazy var entitiesSource: [String] = entityDeclarations + (useCaseModels.map { [$0] } ?? []) + entityExtensions
    /// Whether an entity or a use-case model mentions a URL loading type.
    private(set) lazy var entitiesUseURLLoading: Bool = findURLLoadingInEntities()
    /// Whether the module's scaffold and test files import FoundationNetworking (`findURLLoadingAnywhere`).
    private(set) lazy var scaffoldsUseURLLoading: Bool = findURLLoadingAnywhere()

    init(spec: Spec) {
        self.spec = spec
        naming = StyleNaming(spec: spec)
        var catalog = TypeCatalog(spec: spec)
        for name in naming.protocolNames { catalog.registerDouble(naming.spyName(forProtocol: name), forProtocol: name) }
        for service in spec.services { catalog.registerDouble(naming.mockName(forService: service.name), forProtocol: service.name) }
        self.catalog = catalog
        samples = SampleValues(catalog: catalog)
        kit = TestKit(framework: spec.tests)
        let protocolMembers = Dictionary(spec.style.protocols.map { ($0.key, spec.members(ofProtocol: $0.key)) }, uniquingKeysWith: { first, _ in first })
        self.protocolMembers = protocolMembers
        membersBySignature = protocolMembers.mapValues(Self.bySignature)
        serviceMembersBySignature = Dictionary(spec.services.map { ($0.name, Self.bySignature($0.members)) }, uniquingKeysWith: { first, _ in first })
    }

    var module: String { spec.module }

    /// The members of the protocol `key`, as `Spec.members(ofProtocol:)` gives them (computed once).
    func members(ofProtocol key: String) -> [Member] {
        protocolMembers[key] ?? spec.members(ofProtocol: key)
    }

    /// What a source file imports: the spec's modules, plus FoundationNetworking
    /// (where it exists) for a file that uses URL loading types. UIKit and
    /// SwiftUI are imported where they exist, as the view code is compiled;
    /// Foundation, which they bring along, is then imported first.
    func importLines(networking: Bool) -> [String] {
        // A member naming UIKit's types (`PlatformGuard`) needs UIKit where it exists.
        let imports = spec.imports + (membersNeedUIKit && !spec.imports.contains("UIKit") ? ["UIKit"] : [])
        let guarded = imports.contains(where: Self.guardedImports.contains)
        var lines = guarded && !imports.contains("Foundation") ? ["import Foundation"] : []
        lines += imports.flatMap { name in
            Self.guardedImports.contains(name) ? ["#if canImport(\(name))", "import " + name, "#endif"] : ["import " + name]
        }
        if networking { lines += Self.foundationNetworkingImport }
        return lines
    }

    /// Whether a member of a list names one of UIKit's types (a router's factory);
    /// computed once, for the imports of every file.
    private(set) lazy var membersNeedUIKit: Bool =
        spec.listRoles.contains { spec.members(of: $0).contains { PlatformGuard.framework(of: $0.declaration) != nil } }

    /// The frameworks of the view code: a module builds without them (on Linux, on a Mac for macOS).
    static let guardedImports: Set<String> = ["UIKit", "SwiftUI"]

    /// What test files import: the module's imports, the test framework and the app module.
    func testImportLines(networking: Bool) -> [String] {
        var lines = importLines(networking: networking)
        if !spec.imports.contains(kit.importName) { lines.append("import " + kit.importName) }
        lines.append("@testable import " + spec.appModule)
        if let mocks = spec.sharedMocksModule { lines.append("@testable import " + mocks) }
        return lines
    }

    /// The use cases' models (spec-format.md, "Use cases"): `enum M { enum UseCase
    /// { struct Request; struct Response; struct ViewModel } }`; nil without use cases.
    var useCaseModels: String? {
        guard !spec.useCases.isEmpty else { return nil }
        let cases = spec.useCases.map { useCase in
            let structs = UseCase.Model.allCases.map { model in
                let fields = useCase.fields(of: model), name = model.rawValue
                let conformance = Self.inheritanceClause(
                    useCase.conformances[model] ?? [], equatable: fields.allSatisfy { catalog.isEquatable($0.type) })
                return fields.isEmpty ? "        struct \(name)\(conformance) {}\n"
                    : "        struct \(name)\(conformance) {\n" + fields.map { "            var \($0.description)\n" }.joined() + "        }\n"
            }
            return "    enum \(useCase.name) {\n" + structs.joined(separator: "\n") + "    }\n"
        }
        return "enum \(module) {\n" + cases.joined(separator: "\n") + "}"
    }

    /// Whether a service's protocol is `Sendable`: when the module's actors
    /// call it across isolation (one of its members is `async`), or a Swift
    /// actor keeps it (`isolation: actor`): the assembly passes it into the actor.
    func isSendable(_ service: Service) -> Bool {
        spec.style.actors.contains { $0.isolation == .actor && $0.services != nil } || service.members.contains { member in
            switch member.declaration {
            case .method(let method): return method.isAsync && !method.attributes.contains("@MainActor")
            case .property(let property): return property.isAsync
            }
        }
    }

    /// The services whose protocol and mock the module declares: not the
    /// shared ones (archgen.yml's shared declarations have them).
    var ownServices: [Service] {
        spec.services.filter { !$0.isShared }
    }

    /// The template values of the services' protocols.
    var serviceProtocols: [TemplateValue] {
        let publicNames = publicTypeNames
        return ownServices.map { service in
            .object([
                "name": .string(service.name),
                "access": .string(publicNames.contains(service.name) ? Access.public.modifier : ""),
                "inheritance": .string(isSendable(service) ? ": Sendable" : ""),
                "properties": .array(service.members.filter { $0.method == nil }.map { .string($0.requirementDescription) }),
                "methods": .array(service.members.filter { $0.method != nil }.map { .string($0.requirementDescription) }),
                "defaults": Self.defaultArguments(of: service.members.map(\.declaration)),
            ])
        }
    }

    /// A module protocol as the contract templates print it: `name`, `doc`,
    /// its isolation's `attribute` (the module's unless its manifest says otherwise),
    /// the `wiring` properties (VIPER's) and the `members` as requirements.
    /// Members naming UIKit's types (`PlatformGuard`) are `guarded`: the contract writes them inside `#if canImport(UIKit)`.
    func protocolValue(
        _ name: String, doc: String, isolation: Isolation? = nil, isSendable: Bool = false, wiring: [String] = [],
        requirements: [(declaration: MemberDeclaration, text: String)]
    ) -> TemplateValue {
        let isGuarded = requirements.map { PlatformGuard.framework(of: $0.declaration) != nil }
        return .object([
            "name": .string(name),
            "access": .string(modifier(ofType: name)),
            "doc": .string(doc),
            "attribute": .string(Self.attribute(of: isolation ?? spec.isolation)),
            // A Swift actor's protocol is `Sendable`: its implementation is used from other isolations.
            "inheritance": .string(isSendable ? ": AnyObject, Sendable" : ": AnyObject"),
            "wiring": .array(wiring.map { .string($0) }),
            "members": .array(zip(requirements, isGuarded).filter { !$1 }.map { .string($0.0.text) }),
            "guarded": .array(zip(requirements, isGuarded).filter { $1 }.map { .string($0.0.text) }),
            "defaults": Self.defaultArguments(of: requirements.map(\.declaration)),
        ])
    }

    /// The methods of the protocol's extension that keep its default arguments (`DefaultArguments`).
    static func defaultArguments(of members: [MemberDeclaration]) -> TemplateValue {
        .array(DefaultArguments.methods(of: members).map(\.templateValue))
    }

    /// The SwiftUI view of the module (`shared/ObservingScreen`; `shared/Screen` for a model keeping
    /// no state): its name, its model's, what it is, its `body`,
    /// whether it reads its `DismissAction` for a route that dismisses.
    func screenContext(name: String, modelName: String, doc: String, body: ScreenBody, dismisses: Bool) -> TemplateValue {
        ["name": .string(name), "modelName": .string(modelName), "module": .string(module), "doc": .string(doc),
         "body": .array(body.lines.map { .string($0) }), "observable": .bool(spec.observation == .observable),
         "dismisses": .bool(dismisses),
         // The entry point returns it: public with it, and its `body` with it.
         "access": .string(entryPointModifier)]
    }

    /// What every style's templates read alike: the headers, the platform,
    /// the protocols and services of the contract, the entities and use-case
    /// models, and the doubles (the module protocols' spies, then the services' mocks).
    func templateContext(protocols: [TemplateValue], spies: [TestDoubleModel]) -> TemplateObject {
        var context = headerContext
        addDoubles(spies + serviceDoubles, to: &context)
        context["uikit"] = .bool(spec.platform == .uikit)
        context["swiftui"] = .bool(spec.platform == .swiftui)
        // How the SwiftUI screen model is observed: `@Observable`, else `ObservableObject`.
        context["observable"] = .bool(spec.observation == .observable)
        context["protocols"] = .array(protocols)
        context["services"] = .array(serviceProtocols)
        context["entities"] = .array(entitiesSource.map { .string($0) })
        context["isolation"] = isolationContext
        return context
    }
}
