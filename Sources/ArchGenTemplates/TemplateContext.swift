/// The variables visible while rendering: a stack of scopes, innermost last.
///
/// The context passed to `render` is the bottom scope; each `for` loop
/// pushes one (its variable and `forloop`), and so does an include `with`
/// an object. Inner scopes shadow outer ones.
struct TemplateContext {
    private var scopes: [TemplateObject]

    init(_ root: TemplateObject) {
        scopes = [root]
    }

    subscript(name: String) -> TemplateValue? {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        return nil
    }

    /// Every name visible now, innermost first (for did-you-mean hints).
    var visibleNames: [String] {
        var seen = Set<String>()
        var names: [String] = []
        for scope in scopes.reversed() {
            for key in scope.keys where seen.insert(key).inserted { names.append(key) }
        }
        return names
    }

    mutating func push(_ scope: TemplateObject = TemplateObject()) {
        scopes.append(scope)
    }

    mutating func pop() {
        scopes.removeLast()
    }

    /// Sets a variable in the innermost scope.
    mutating func set(_ name: String, _ value: TemplateValue) {
        scopes[scopes.count - 1][name] = value
    }
}
