/// Where the template a name resolves to comes from, as `templates list`
/// shows it.
package enum TemplateOrigin: Equatable, Sendable, CustomStringConvertible {
    /// Compiled into archgen from the package's `Templates/` folder.
    case builtIn
    /// A file in the override folder (`--templates DIR`), read at run time.
    /// `replacesBuiltIn` is false for a name archgen has no template of (a
    /// template of the user's own, or a misspelt override that changes
    /// nothing).
    case file(path: String, replacesBuiltIn: Bool)

    /// `built-in`, or the file's path.
    package var description: String {
        switch self {
        case .builtIn: "built-in"
        case .file(let path, _): path
        }
    }
}
