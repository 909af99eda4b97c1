import ArchGenSpec

extension EntityDeclaration {
    /// The entity as Swift: a declaration as written; a shorthand
    /// `Item(name: String)` as a struct of `var`s with `conformance` (`: Equatable`).
    func swiftSource(conformance: String = "") -> String {
        switch self {
        case .declaration(let declaration):
            return declaration.text
        case .shorthand(let name, let fields, _):
            return "struct \(name)\(conformance) {\n" + fields.map { "    var \($0.description)\n" }.joined() + "}"
        }
    }
}
