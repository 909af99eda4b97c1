import ArchGenSpec

/// A manifest's own way of making a target, followed when it is a simple
/// call: `.feature("Cart")` (a static func in an extension on `Target`),
/// `feature("Cart")` (a function), one string argument. What a call makes
/// is learnt from SwiftPM's reading of the manifest as it is; a new call is
/// used only where it would make the target needed, folder and
/// dependencies alike (and SwiftPM checks it after the edit).
struct HelperCall: Equatable {
    /// The text before and after the string argument: `.feature(` and `)`.
    var prefix: String
    var suffix: String
    /// The argument: `Cart`.
    var argument: String
    /// The function's name: `feature`.
    var function: String

    /// The call with `argument` in place of its own.
    func text(with argument: String) -> String {
        prefix + ManifestPrinter.literal(argument) + suffix
    }

    /// The call that would make `target`, judging by what this call made
    /// (the target of `dump` named after its argument, of the kind its
    /// function's name suggests); nil when it would make another.
    func call(making target: PackageTarget, dump: PackageDump) -> String? {
        let testLike = function.lowercased().contains("test")
        let candidates = dump.targets.filter { $0.name.contains(argument) }
        guard let made = candidates.first(where: { ($0.type == "test") == testLike && $0.name == argument })
                ?? candidates.first(where: { ($0.type == "test") == testLike }),
              made.type == target.kind.rawValue,
              let range = made.name.firstRange(of: argument) else { return nil }
        let (before, after) = (made.name[..<range.lowerBound], made.name[range.upperBound...])
        guard target.name.hasPrefix(before), target.name.hasSuffix(after),
              target.name.count > before.count + after.count else { return nil }
        let stem = String(target.name.dropFirst(before.count).dropLast(after.count))
        let folder = made.folder.replacing(argument, with: stem)
        let dependencies = made.dependencies.map { dependency -> PackageDump.Dependency in
            switch dependency {
            case .byName(let name): return .byName(name.replacing(argument, with: stem))
            case .target(let name): return .target(name.replacing(argument, with: stem))
            case .product: return dependency
            }
        }
        let predicted = PackageDump.Target(name: target.name, type: made.type, path: folder, dependencies: dependencies)
        guard folder == PackagePath.normalized(target.path), target.dependencies.allSatisfy(predicted.has) else { return nil }
        return text(with: stem)
    }
}

extension ManifestStructure {
    /// The helper calls among a site's elements, in order.
    func helperCalls(at site: ListSite) -> [HelperCall] {
        let elements: [Range<Int>]
        switch site {
        case .literal(let open, let close): elements = self.elements(from: open, to: close)
        case .appendCalls(_, let open, let close): elements = [(open + 1)..<close]
        case .newArgument: elements = []
        }
        return elements.compactMap(helperCall)
    }

    /// `.name("X")`, `Target.name("X")` or `name("X")` where `name` is no
    /// factory of PackageDescription's and the argument a plain string.
    private func helperCall(_ range: Range<Int>) -> HelperCall? {
        var index = range.lowerBound
        if tokens[index].isKeyword("Target"), tokens[index + 1].isPunctuation(".") { index += 1 }
        if tokens[index].isPunctuation(".") { index += 1 }
        guard index + 1 < range.upperBound, tokens[index].isWord, !Self.targetFactories.contains(tokens[index].text),
              tokens[index + 1].isPunctuation("("), manifest.partner[index + 1] == range.upperBound - 1 else { return nil }
        let arguments = arguments(ofCallAt: index + 1)
        guard arguments.count == 1, arguments[0].value.count == 1, let argument = stringLiteral(at: arguments[0].value.lowerBound)
        else { return nil }
        let literal = arguments[0].value.lowerBound
        return HelperCall(
            prefix: manifest.source(range.lowerBound, upTo: literal), suffix: manifest.source(after: literal, through: range.upperBound - 1),
            argument: argument, function: tokens[index].text)
    }
}
