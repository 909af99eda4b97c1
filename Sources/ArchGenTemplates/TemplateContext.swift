/// The variables visible while rendering: a stack of scopes, innermost last.
///
/// The context passed to `render` is the bottom scope; each `for` loop
/// pushes one (its variable and `forloop`), and so does an include `with`
/// an object. Inner scopes shadow outer ones.
struct TemplateContext {
    /// Where a loop is: its `forloop` object is made only when a template reads it.
    struct LoopPosition {
        var offset: Int
        var count: Int

        var value: TemplateValue {
            [
                "index": .int(offset + 1),
                "index0": .int(offset),
                "first": .bool(offset == 0),
                "last": .bool(offset == count - 1),
                "length": .int(count),
            ]
        }
    }

    private var scopes: [TemplateObject]
    /// Each scope's loop position, when a `for` pushed it.
    private var loops: [LoopPosition?]

    init(_ root: TemplateObject) {
        scopes = [root]
        loops = [nil]
    }

    subscript(name: String) -> TemplateValue? {
        let isForloop = name.utf8.count == 7 && name == "forloop"
        for index in scopes.indices.reversed() {
            if isForloop, let loop = loops[index] { return loop.value }
            if let value = scopes[index][name] { return value }
        }
        return nil
    }

    /// Every name visible now, innermost first (for did-you-mean hints).
    var visibleNames: [String] {
        var seen = Set<String>()
        var names: [String] = []
        for index in scopes.indices.reversed() {
            let keys = scopes[index].keys + (loops[index] == nil ? [] : ["forloop"])
            for key in keys where seen.insert(key).inserted { names.append(key) }
        }
        return names
    }

    mutating func push(_ scope: TemplateObject = TemplateObject()) {
        scopes.append(scope)
        loops.append(nil)
    }

    mutating func pop() {
        scopes.removeLast()
        loops.removeLast()
    }

    /// Sets a variable in the innermost scope.
    mutating func set(_ name: String, _ value: TemplateValue) {
        scopes[scopes.count - 1][name] = value
    }

    /// Sets the innermost scope's loop position (`forloop`).
    mutating func setLoop(_ position: LoopPosition) {
        loops[loops.count - 1] = position
    }
}
