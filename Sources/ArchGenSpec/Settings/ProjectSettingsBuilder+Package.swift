import ArchGenSource

extension ProjectSettingsBuilder {
    static let packageKeys = [
        "manifest", "target", "testTarget", "dependencies", "testDependencies", "library", "sharedTarget", "sharedTestTarget",
    ]
    static let productDependencyKeys = ["product", "package"]

    /// `package:` with `manifest` (an existing file), both name patterns, the
    /// dependencies every target and test target get, `library`, and the shared targets.
    mutating func package(_ pair: YAMLPair?) -> PackageSettings? {
        guard let pair, let entries = mapping(pair) else { return nil }
        let values = settingPairs(entries, keys: Self.packageKeys)
        let manifest = packageManifest(values["manifest"], in: pair)
        let target = values["target"].flatMap { namePattern($0, placeholder: NamePatterns.modulePlaceholder, sample: "Module", what: "target") }
        let testTarget = values["testTarget"].flatMap {
            namePattern($0, placeholder: NamePatterns.modulePlaceholder, sample: "Module", what: "test target")
        }
        let shared = values["sharedTarget"].flatMap { targetName($0.value, what: "'sharedTarget'") }
        let sharedTests = values["sharedTestTarget"].flatMap { targetName($0.value, what: "'sharedTestTarget'") }
        var settings = PackageSettings(
            manifest: manifest ?? "", targetPattern: target ?? PackageSettings.defaultTargetPattern,
            testTargetPattern: testTarget ?? PackageSettings.defaultTestTargetPattern,
            dependencies: dependencies(values["dependencies"]), testDependencies: dependencies(values["testDependencies"]),
            library: flag(values["library"]) ?? false, sharedTarget: shared, sharedTestTarget: sharedTests,
            manifestLocation: values["manifest"]?.value.location)
        if settings.targetPattern == settings.testTargetPattern, let node = values["testTarget"]?.value ?? values["target"]?.value {
            error("'testTarget' names the module's target", at: node.location,
                  hint: "a module's tests need a target of their own; write '\(settings.targetPattern)Tests'")
        }
        if let shared = settings.sharedTarget, shared == settings.sharedTestTarget, let node = values["sharedTestTarget"]?.value {
            error("'sharedTestTarget' is the target 'sharedTarget' names", at: node.location,
                  hint: "the shared mocks need a target of their own; write '\(shared)Mocks'")
            settings.sharedTestTarget = nil
        }
        guard manifest != nil else { return nil }
        return settings
    }

    private mutating func packageManifest(_ value: YAMLPair?, in package: YAMLPair) -> String? {
        guard let value else {
            error("'package' needs 'manifest'", at: package.keyLocation, hint: "write 'manifest: Package.swift', relative to archgen.yml")
            return nil
        }
        guard let text = text(value, what: "a file") else { return nil }
        guard checkPathCharacters(text, in: value.value, what: "'manifest'") else { return nil }
        let name = Path.lastComponent(of: text)
        guard name == "Package.swift" else {
            error("'manifest' must be a Package.swift, found '\(text)'", at: value.value.location,
                  hint: "write the package's manifest, like 'Package.swift' or 'Modules/Package.swift', relative to archgen.yml")
            return nil
        }
        guard fileExists(Spec.resolve(text, relativeToSpecAt: source.path)) else {
            error("no such manifest '\(text)'", at: value.value.location, hint: "'manifest' is relative to the folder holding archgen.yml")
            return nil
        }
        return text
    }

    /// `dependencies: [Core, {product: ArgumentParser, package: swift-argument-parser}]`.
    private mutating func dependencies(_ pair: YAMLPair?) -> [PackageSettings.Dependency] {
        guard let items = sequence(pair) else { return [] }
        var found: [PackageSettings.Dependency] = []
        for item in items {
            guard let dependency = dependency(item) else { continue }
            if found.contains(dependency) {
                error("'\(dependency.name)' is listed twice", at: item.location, hint: "remove this one")
            } else {
                found.append(dependency)
            }
        }
        return found
    }

    private mutating func dependency(_ item: YAMLNode) -> PackageSettings.Dependency? {
        if item.scalar != nil {
            return targetName(item, what: "a dependency").map(PackageSettings.Dependency.byName)
        }
        guard case .mapping(let entries) = item.value else {
            error("a dependency is a target's name or {product: Name, package: package-name}, found \(item.kindName)",
                  at: item.location, hint: "write 'Core', or '{product: ArgumentParser, package: swift-argument-parser}'")
            return nil
        }
        let values = settingPairs(entries, keys: Self.productDependencyKeys)
        let product = values["product"].flatMap { targetName($0.value, what: "'product'") }
        let package = values["package"].flatMap { targetName($0.value, what: "'package'") }
        for key in Self.productDependencyKeys where values[key] == nil {
            error("a product dependency needs '\(key)'", at: item.location,
                  hint: "write '{product: ArgumentParser, package: swift-argument-parser}': the product, and the package that has it")
        }
        guard let product, let package else { return nil }
        return .product(name: product, package: package)
    }

    /// A target's, product's or package's name: letters, digits, `_`, `-` and `.`.
    private mutating func targetName(_ node: YAMLNode, what: String) -> String? {
        guard let name = node.scalar else {
            error("\(what) must be a name, found \(node.kindName)", at: node.location)
            return nil
        }
        let allowed = name.unicodeScalars.allSatisfy { SwiftIdentifier.isBody($0) || $0 == "-" || $0 == "." }
        guard !name.isEmpty, allowed else {
            error("\(what) '\(name)' is not a target's name", at: node.location,
                  hint: "use letters, digits, '_', '-' and '.', as the manifest's names do")
            return nil
        }
        return name
    }

    /// `true` or `false`.
    private mutating func flag(_ pair: YAMLPair?) -> Bool? {
        guard let pair, let text = scalar(pair, what: "true or false") else { return nil }
        switch text {
        case "true": return true
        case "false": return false
        default:
            error("'\(pair.key)' must be true or false, found '\(text)'", at: pair.value.location, hint: NearMiss.hint(for: text, in: ["true", "false"]))
            return nil
        }
    }
}
