import ArchGenSource

/// A manifest's `assembly:`, `useCases:` and `files:`.
extension StyleManifestBuilder {
    static let assemblyKeys = ["in", "function", "view", "creates", "returns", "returnName", "entryPoint", "tests"]
    static let fileKeys = ["kind", "template", "generated", "tests", "when"]

    mutating func assembly(_ pair: YAMLPair?, in root: YAMLPair) -> StyleAssembly? {
        guard let pair = required("assembly", in: pair.map { [$0.key: $0] } ?? [:], of: root), let entries = mapping(pair)
        else { return nil }
        let values = knownPairs(entries, keys: Self.assemblyKeys)
        guard let holder = required("in", in: values, of: pair, hint: "name the actor whose type builds the module: 'in: router'")
                .flatMap({ scalar($0) }),
              let function = required("function", in: values, of: pair, hint: "write 'function: assemble'").flatMap({ scalar($0) })
        else { return nil }
        var viewParameter: [Platform?: String] = [nil: "view"]
        if let view = values["view"] {
            if let name = view.value.scalar {
                viewParameter[nil] = name
            } else {
                for entry in mapping(view) ?? [] {
                    if entry.key == "default" {
                        viewParameter[nil] = scalar(entry)
                    } else if let platform = Platform(rawValue: entry.key) {
                        viewParameter[platform] = scalar(entry)
                    } else {
                        error("unknown key '\(entry.key)'", at: entry.keyLocation,
                              hint: NearMiss.hint(for: entry.key, in: ["default", "uikit", "swiftui", "none"]))
                    }
                }
            }
        }
        var entryPoint = "create", inputLabel: String?, returnsByPlatform: [Platform: String] = [:]
        if let entry = values["entryPoint"] {
            if let name = entry.value.scalar {
                entryPoint = name
            } else if let entries = mapping(entry) {
                let values = knownPairs(entries, keys: ["function", "inputLabel", "returns"])
                entryPoint = text(values["function"]) ?? entryPoint
                inputLabel = text(values["inputLabel"])
                for returned in mapping(values["returns"]) ?? [] {
                    guard let platform = Platform(rawValue: returned.key), platform != .none else {
                        error("unknown platform '\(returned.key)'", at: returned.keyLocation, hint: "write 'uikit' or 'swiftui'")
                        continue
                    }
                    returnsByPlatform[platform] = scalar(returned)
                }
            }
        }
        let tests = mapping(values["tests"]).map { knownPairs($0, keys: ["links", "released"]) } ?? [:]
        var assembly = StyleAssembly(
            holder: holder, function: function, viewParameter: viewParameter, creates: (words(values["creates"]) ?? []).map(\.text),
            returns: (words(values["returns"]) ?? []).map(\.text), returnName: text(values["returnName"]), entryPoint: entryPoint,
            entryPointInputLabel: inputLabel, linkTestPattern: text(tests["links"]) ?? "{function}LinksEveryActor",
            releaseTestPattern: text(tests["released"]) ?? "moduleIsReleasedWithItsView")
        assembly.entryPointReturns = returnsByPlatform
        return assembly
    }

    /// `useCases: {request: [events, interactor], response: output, viewModel: view}`.
    mutating func useCases(_ pair: YAMLPair?) -> StyleUseCases? {
        guard let entries = mapping(pair) else { return nil }
        let values = knownPairs(entries, keys: ["request", "response", "viewModel"])
        func roles(_ pair: YAMLPair?) -> [Role] {
            (words(pair) ?? []).compactMap { word in
                let known = (Role.allCases + listRoles).removingRepeats()
                if let role = known.first(where: { $0.key == word.text }) { return role }
                error("unknown spec list '\(word.text)'", at: word.location, hint: NearMiss.hint(for: word.text, in: known.map(\.key)))
                return nil
            }
        }
        let request = roles(values["request"]), response = roles(values["response"]).first
        guard let owner = pair, let viewModel = required("viewModel", in: values, of: owner).map({ roles($0) })?.first else { return nil }
        return StyleUseCases(request: request, response: response, viewModel: viewModel)
    }

    /// `files: [{kind: Presenter}, {kind: Entities, template: shared/Entities, generated: true, when: models}, ...]`.
    mutating func files(_ pair: YAMLPair?, in root: YAMLPair) -> [StyleFile] {
        guard let pair = required("files", in: pair.map { [$0.key: $0] } ?? [:], of: root) else { return [] }
        return (sequence(pair) ?? []).compactMap { item in
            guard case .mapping(let entries) = item.value else {
                error("a file is a mapping ('{kind: Presenter}'), found \(item.kindName)", at: item.location)
                return nil
            }
            let values = knownPairs(entries, keys: Self.fileKeys)
            guard let kind = required("kind", in: values, of: YAMLPair(key: "file", keyLocation: item.location, value: item))
                    .flatMap({ scalar($0) }) else { return nil }
            guard SwiftIdentifier.isIdentifier(kind), kind.first?.isUppercase == true else {
                error("'\(kind)' is not a kind of file", at: values["kind"]!.value.location,
                      hint: "a kind is a type's key capitalised ('Presenter'), a test case's ('PresenterTests') or a word ('Contract')")
                return nil
            }
            places["file:" + kind] = places["file:" + kind] ?? item.location
            return StyleFile(
                kind: kind, template: text(values["template"]) ?? name + "/" + kind, isGenerated: boolean(values["generated"]) ?? false,
                isTest: boolean(values["tests"]) ?? false, condition: condition(values["when"]))
        }
    }
}
