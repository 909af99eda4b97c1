import ArchGenSpec

/// The names code uses, outside `#if` blocks (which a build for another
/// platform leaves out, as `check` on Linux leaves out `#if canImport(UIKit)`):
/// how `UsedAppTypes` finds the app's types the team's own implementations
/// use (CleanStore's `OrdersWorker(ordersStore: OrdersMemStore())`), which
/// the proof compiles with them, and the types those types use in turn.
enum CodeNames {
    /// The words of `code` outside `#if` blocks, comments and string literals left out.
    static func names(in code: String) -> Set<String> {
        guard let tokens = try? SwiftTokenizer.tokenize(code) else { return [] }
        var depth = 0
        var names: Set<String> = []
        for token in tokens {
            if token.kind == .poundWord {
                if token.text == "#if" { depth += 1 } else if token.text == "#endif" { depth = max(0, depth - 1) }
            } else if depth == 0, token.isWord {
                names.insert(token.text)
            }
        }
        return names
    }

    /// The app's types `files` use outside `#if` blocks, with those their declarations use in turn.
    static func appTypes(usedBy files: [ReadSourceFile], among appTypes: [String: ReadType]) -> [ReadType] {
        var pending = files.reduce(into: Set<String>()) { $0.formUnion(names(in: $1.text)) }
        var found: [String: ReadType] = [:]
        while let name = pending.popFirst() {
            guard found[name] == nil, let type = appTypes[name] else { continue }
            found[name] = type
            pending.formUnion(names(in: type.code).subtracting(found.keys))
        }
        return found.values.sorted { $0.place < $1.place }
    }
}
