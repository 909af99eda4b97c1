import ArchGenSpec

/// A target a manifest spells out, `.target(name: "Cart", path: "Features/Cart")`,
/// wherever it is (an `#if` block too).
struct DeclaredTarget: Equatable {
    enum Path: Equatable {
        /// No `path:`: SwiftPM's folder for the target's kind.
        case none
        case literal(String)
        /// A `path:` that is not a plain string literal.
        case unknown
    }

    var name: String
    /// `target`, `testTarget`, `executableTarget`, ...
    var factory: String
    var path: Path
    /// The token of the name's string literal.
    var nameToken: Int

    /// The folder from the package's, when the manifest says it plainly.
    var folder: String? {
        switch path {
        case .none: return factory == "testTarget" ? "Tests/" + name : "Sources/" + name
        case .literal(let path): return PackagePath.normalized(path)
        case .unknown: return nil
        }
    }
}

extension ManifestStructure {
    static let targetFactories: Set = [
        "target", "testTarget", "executableTarget", "macro", "plugin", "binaryTarget", "systemLibrary",
    ]
    static let productFactories: Set = ["library", "executable", "plugin"]

    /// Every target spelt out with a plain name, in the manifest's order.
    var declaredTargets: [DeclaredTarget] {
        factoryCalls(Self.targetFactories, in: 0..<tokens.count, productsOnly: false).compactMap { call in
            let arguments = arguments(ofCallAt: call.open)
            guard let name = arguments.first(where: { $0.label == "name" }), name.value.count == 1,
                  let text = stringLiteral(at: name.value.lowerBound) else { return nil }
            var path = DeclaredTarget.Path.none
            if let value = arguments.first(where: { $0.label == "path" })?.value {
                path = value.count == 1 ? stringLiteral(at: value.lowerBound).map(DeclaredTarget.Path.literal) ?? .unknown : .unknown
            }
            return DeclaredTarget(name: text, factory: call.factory, path: path, nameToken: name.value.lowerBound)
        }
    }

    /// The name of every product spelt out with a plain name (`.library(name: "Cart", ...)`).
    var declaredProducts: [String] {
        factoryCalls(Self.productFactories, in: 0..<tokens.count, productsOnly: true).compactMap { call in
            guard let name = arguments(ofCallAt: call.open).first(where: { $0.label == "name" }), name.value.count == 1 else { return nil }
            return stringLiteral(at: name.value.lowerBound)
        }
    }

    /// `.factory(` and `Target.factory(` calls in `range`: the factory and the call's `(`.
    /// A product's `.plugin(name:targets:)` is told from a target's by its
    /// `targets:` argument, a target's `.target(name: "Core")` from a
    /// dependency on it by the list it is in (`dependencies: [...]`).
    private func factoryCalls(_ factories: Set<String>, in range: Range<Int>, productsOnly: Bool) -> [(factory: String, open: Int)] {
        range.dropFirst().dropLast(2).compactMap { index in
            guard tokens[index].isPunctuation("."), tokens[index + 1].isWord, factories.contains(tokens[index + 1].text),
                  tokens[index + 2].isPunctuation("("), label(ofListAround: index) != "dependencies" else { return nil }
            let factory = tokens[index + 1].text
            if factory == "plugin" {
                let isProduct = arguments(ofCallAt: index + 2).contains { $0.label == "targets" }
                guard isProduct == productsOnly else { return nil }
            }
            return (factory, index + 2)
        }
    }

    /// The label of the argument whose list holds token `index` (`dependencies` for `dependencies: [.target(...)]`).
    func label(ofListAround index: Int) -> String? {
        guard let open = enclosingBracket(of: index), tokens[open].isPunctuation("["), open >= 2 else { return nil }
        return tokens[open - 1].isPunctuation(":") && tokens[open - 2].isWord ? tokens[open - 2].text : nil
    }

    /// The text of a plain string literal (`"Cart"`, `#"Cart"#`) at token
    /// `index`; nil for anything else (interpolation, escapes, several lines).
    func stringLiteral(at index: Int) -> String? {
        guard tokens[index].kind == .stringLiteral else { return nil }
        var text = Substring(tokens[index].text)
        while text.hasPrefix("#"), text.hasSuffix("#"), text.count > 2 { text = text.dropFirst().dropLast() }
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\"") else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("\\"), !inner.contains("\n"), !inner.contains("\"") else { return nil }
        return String(inner)
    }
}
