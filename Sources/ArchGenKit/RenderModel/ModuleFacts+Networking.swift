import ArchGenSpec

/// URL loading (URLRequest, URLSession, …) lives in FoundationNetworking on
/// Linux, in Foundation elsewhere: which files of a module import it.
extension ModuleFacts {
    /// The guarded import of FoundationNetworking.
    static let foundationNetworkingImport = ["#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif"]

    static let urlLoadingTypes = [
        "URLRequest", "URLResponse", "HTTPURLResponse", "URLSession", "URLSessionConfiguration", "URLSessionTask",
        "URLSessionDataTask", "URLCache",
    ]

    /// Whether a member of a role or a service, or the input, mentions a URL loading type.
    func findURLLoadingInMembers() -> Bool {
        let members = spec.listMembers + ownServices.flatMap(\.members)
        return members.contains { Self.usesURLLoading($0.text) } || spec.input.contains { Self.usesURLLoading($0.description) }
    }

    /// Whether an entity or a use-case model mentions a URL loading type.
    func findURLLoadingInEntities() -> Bool {
        entitiesSource.contains(where: Self.usesURLLoading)
    }

    /// Whether anything the spec writes that a scaffold or a test can print (a member of a list
    /// or of any service, the input, an entity, a use-case model, a shared entity it knows)
    /// names a URL loading type. The templates never name one, so this is decided once from
    /// the spec: then every scaffold and test file of the module imports FoundationNetworking
    /// (the files are the user's to grow), else none does; each file is rendered once, and no
    /// rendered text is scanned.
    func findURLLoadingAnywhere() -> Bool {
        // The members' check covers the lists, the module's own services and the input; the shared services remain.
        entitiesUseURLLoading || membersUseURLLoading
            || spec.services.contains { $0.isShared && $0.members.contains { Self.usesURLLoading($0.text) } }
            || spec.sharedEntities.contains { Self.usesURLLoading($0.declaration.swiftSource()) }
    }

    /// Whether "URL" occurs in `text`: a scan of its bytes (Foundation's `contains` costs several times more).
    private static func mentionsURL(_ text: String) -> Bool {
        var last: UInt8 = 0, beforeLast: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "L"), last == UInt8(ascii: "R"), beforeLast == UInt8(ascii: "U") { return true }
            beforeLast = last
            last = byte
        }
        return false
    }

    /// Whether `swift` names a URL loading type (as a whole word).
    static func usesURLLoading(_ swift: String) -> Bool {
        // Every URL loading type's name has "URL" in it: most text has not, and is not split into words.
        guard mentionsURL(swift) else { return false }
        return swift.utf8.split { !SwiftIdentifier.isASCIIBody($0) }
            .contains { word in urlLoadingTypes.contains { $0.utf8.elementsEqual(word) } }
    }
}
