import ArchGenSource

/// A spec list a style accepts (`events:`, or a list of its own, `useCase:`),
/// and the protocol its members go into: methods, and properties where the
/// protocol takes them (`StyleProtocol.takesProperties`).
package struct StyleList: Equatable, Sendable {
    package var role: Role
    /// The key of the protocol it goes into: VIP's `events` go into `interactor`, its business logic.
    package var protocolKey: String

    package init(role: Role, protocolKey: String) {
        self.role = role
        self.protocolKey = protocolKey
    }

    /// The keys of every spec that are not lists: no style's list is named like one.
    package static let specKeys = [
        "module", "style", "platform", "tests", "isolation", "observation", "access", "imports", "appModule", "entities", "services", "external",
        "input", "useCases", "description",
    ]
}

/// A protocol of a style's contract.
package struct StyleProtocol: Equatable, Sendable {
    /// archgen.yml's key for its name (`protocols: view:`), and the templates' (`names.view`).
    package var key: String
    /// `{module}View`.
    package var namePattern: String
    /// Who calls whom: the protocol's comment in the contract ("Presenter → view: display commands.").
    package var doc: String
    /// Why the protocol is declared, empty, when the spec leaves its lists
    /// out ("the presenter and the router hold the view through it"); nil
    /// when it is dropped then. A protocol no list fills is always declared.
    package var keepReason: String?
    /// Whether it declares the module's input as properties (VIP's data store).
    package var declaresInput: Bool
    /// Whether a spec list's members going into it may be properties: state its
    /// caller reads (`var isLoading: Bool { get }`) and closures it sets (the
    /// manifest's `properties: true`); only methods otherwise.
    package var takesProperties: Bool
    /// Its own isolation (`isolation: nonisolated`); nil: the module's.
    package var isolation: StyleIsolation?
    /// Where it is in the manifest, for a located message about it.
    package var location: SourceLocation

    package init(
        key: String, namePattern: String, doc: String, keepReason: String? = nil, declaresInput: Bool = false,
        takesProperties: Bool = false, isolation: StyleIsolation? = nil,
        location: SourceLocation = SourceLocation(line: 1, column: 1)
    ) {
        self.isolation = isolation
        self.key = key
        self.namePattern = namePattern
        self.doc = doc
        self.keepReason = keepReason
        self.declaresInput = declaresInput
        self.takesProperties = takesProperties
        self.location = location
    }

    /// The doc in a message's words: "presenter → view: display commands".
    package var summary: String {
        var text = doc
        if text.hasSuffix(".") { text.removeLast() }
        return Casing.lowerFirst(text)
    }
}

/// A scaffold type: archgen.yml's `actors:` key and its name pattern.
package struct StyleType: Equatable, Sendable {
    package let key: String
    package var namePattern: String
    /// The kind of file named after it: `ViewController` for `viewController`
    /// (stored: every file name and type name of a module asks for it).
    package let kind: String

    package init(key: String, namePattern: String) {
        self.key = key
        self.namePattern = namePattern
        kind = Casing.upperFirst(key)
    }
}
