import ArchGenSource

/// The names a style gives to a module's types: its manifest's patterns
/// (`StyleDefinition`), with the project's own over them (archgen.yml's
/// `styles: <style>:`). The one place names are computed, to validate specs
/// and to render modules.
package struct StyleNaming: Equatable, Sendable {
    package let style: StyleDefinition
    package let module: String
    /// The project's names (archgen.yml's `styles`), over the style's own.
    package let patterns: NamePatterns

    package init(style: StyleDefinition, module: String, patterns: NamePatterns = NamePatterns()) {
        self.style = style
        self.module = module
        self.patterns = patterns
    }

    /// The names of `spec`'s types, in its style, as its project names them.
    package init(spec: Spec) {
        self.init(style: spec.style, module: spec.module, patterns: spec.names)
    }

    private func filled(_ pattern: String) -> String {
        NamePatterns.fill(pattern, NamePatterns.modulePlaceholder, with: module)
    }

    /// The protocol of key `key` (`view`, VIP's `dataStore`): the project's pattern for it, else the style's.
    package func protocolName(key: String) -> String {
        filled(patterns.protocols[key] ?? style.protocol(key)?.namePattern ?? NamePatterns.modulePlaceholder + Casing.upperFirst(key))
    }

    /// The protocol a spec list's members go into (VIP's `events` go into `interactor`'s business logic).
    package func protocolName(for role: Role) -> String {
        protocolName(key: style.protocolKey(of: role) ?? role.key)
    }

    /// The style's scaffold types, for every platform, by kind: `Presenter`
    /// names `SignInPresenter` (in `SignInPresenter.swift`).
    package var actorKinds: [String] { style.types.map(\.kind) }

    /// The kinds of the style's scaffold types that have a scaffold test case (a file `<Kind>Tests`).
    var testedKinds: [String] {
        let kinds = Set(actorKinds)
        return style.files.compactMap { file in
            guard file.kind.hasSuffix("Tests"), case let kind = String(file.kind.dropLast(5)), kinds.contains(kind) else { return nil }
            return kind
        }
    }

    /// archgen.yml's key for an actor's kind: `viewController` for `ViewController`.
    package static func actorKey(_ kind: String) -> String {
        Casing.lowerFirst(kind)
    }

    /// A scaffold type (its file is named after it): the project's pattern
    /// for its kind (`actors: presenter:`), else the style's.
    package func actorName(_ kind: String) -> String {
        let key = Self.actorKey(kind)
        return filled(patterns.actors[key] ?? style.type(key)?.namePattern ?? NamePatterns.modulePlaceholder + kind)
    }

    /// The scaffold implementation types, for every platform.
    package var implementationNames: [String] { actorKinds.map(actorName) }

    /// The scaffold test case types.
    package var testCaseNames: [String] { testedKinds.map { actorName($0) + "Tests" } }

    /// Every protocol of the style, in the contract's order.
    package var protocolNames: [String] {
        style.protocols.map { protocolName(key: $0.key) }.removingRepeats()
    }

    /// The test double of a module protocol (`SignInViewSpy`; the project's `doubles: spy:` pattern).
    package func spyName(forProtocol name: String) -> String {
        NamePatterns.fill(patterns.spy ?? style.spyPattern, NamePatterns.protocolPlaceholder, with: name)
    }

    /// The test double of a service (`NetworkDataFetcherMock`; the project's `doubles: mock:` pattern).
    package func mockName(forService name: String) -> String {
        NamePatterns.fill(patterns.mock ?? style.mockPattern, NamePatterns.servicePlaceholder, with: name)
    }

    /// Every type name archgen generates for this module and these services:
    /// the module's namespace enum, protocols (of `protocolKeys`: those the
    /// module declares; all when nil), implementations, doubles, test cases.
    package func generatedTypeNames(services: [String], protocolKeys: [String]? = nil) -> Set<String> {
        let protocolNames = protocolKeys.map { $0.map(protocolName(key:)) } ?? self.protocolNames
        var names: Set<String> = [module]
        names.formUnion(protocolNames)
        names.formUnion(protocolNames.map(spyName(forProtocol:)))
        names.formUnion(implementationNames)
        names.formUnion(testCaseNames)
        names.formUnion(services.map(mockName(forService:)))
        return names
    }
}
