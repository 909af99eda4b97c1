import ArchGenSource

/// The one check of a name that becomes a Swift type and a file name (a
/// module, an entity, a service, the app module), for every file that names
/// one: a spec, and archgen.yml's `defaults.appModule`. A name is never used
/// as a path before it has passed it.
extension YAMLTreeReader {
    /// `appModule`, in a spec or in archgen.yml's `defaults`: the module generated tests `@testable import`.
    mutating func appModule(_ pair: YAMLPair?) -> String? {
        guard let pair, let name = scalar(pair, what: "a name") else { return nil }
        return checkTypeName(name, what: "app module name", at: pair.value.location) ? name : nil
    }

    /// Checks a name that becomes a Swift type and a file name; says exactly what is wrong.
    @discardableResult
    mutating func checkTypeName(_ name: String, what: String, at location: SourceLocation) -> Bool {
        let article = what.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        let identifierHint = "\(article) \(what) is a Swift identifier: letters, digits and '_', not starting with a digit"
        let shown = InvisibleScalar.revealed(name)
        if name.isEmpty {
            error("\(what) is empty", at: location, hint: identifierHint)
        } else if name.contains("/") || name.contains("\\") {
            error("\(what) '\(shown)' contains a path separator", at: location, hint: identifierHint)
        } else if name.contains("..") {
            error("\(what) '\(shown)' contains '..'", at: location, hint: identifierHint)
        } else if let problem = NameLookalikes.problem(in: name) {
            error("\(what) '\(shown)' \(problem.message)", at: location, hint: problem.hint)
        } else if SwiftIdentifier.isKeyword(name) {
            error("\(what) '\(name)' is a Swift keyword", at: location,
                  hint: "choose another name; generated types and files are named after it")
        } else if SwiftIdentifier.reservedTypeNames.contains(name) {
            error("\(what) '\(name)' is reserved by Swift", at: location, hint: "choose another name")
        } else if !SwiftIdentifier.isIdentifier(name) {
            error("\(what) '\(shown)' is not a valid Swift identifier", at: location, hint: identifierHint)
        } else {
            return true
        }
        return false
    }
}
