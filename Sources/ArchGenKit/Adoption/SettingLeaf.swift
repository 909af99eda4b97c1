/// One archgen.yml value `adopt` inferred: its key path
/// (`styles`, `viper`, `wiring`, `view.presenter`, `optional`), its YAML
/// text (`"!"`), whether it is archgen's default (then written only to
/// override another value), and the declaration it was read from.
package struct SettingLeaf: Sendable, Equatable {
    package var path: [String]
    package var value: String
    package var isDefault: Bool
    package var source: DeclarationPlace

    package init(_ path: [String], _ value: String, isDefault: Bool = false, source: DeclarationPlace) {
        self.path = path
        self.value = value
        self.isDefault = isDefault
        self.source = source
    }

    /// `styles.viper.wiring.view.presenter.optional`.
    package var key: String { path.joined(separator: ".") }

    /// A YAML scalar for `text`: quoted when it holds what YAML reads otherwise (`!`, `{`, `:`).
    static func scalar(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "/" || $0 == "." || $0 == "-" }
        return plain && !text.isEmpty ? text : "\"" + text + "\""
    }
}
