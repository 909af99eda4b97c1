import ArchGenSource

/// Turns a style's manifest (`Templates/<style>/style.yml`) into a
/// `StyleDefinition`: decode → YAML tree → definition, every error located
/// and reported together, then cross-checked (`StyleManifestChecks`).
package struct StyleManifestReader: Sendable {
    /// The manifest's file name in a style's folder.
    package static let fileName = "style.yml"
    /// The reference text's file name beside it (`archgen help styles <name>`).
    package static let referenceFileName = "reference.md"

    package init() {}

    /// The style `name` as `source` describes it, with its reference text.
    package func read(_ source: SourceText, name: String, reference: String? = nil) -> StyleManifestResult {
        let root: YAMLNode?, syntaxErrors: [YAMLError]
        do {
            (root, syntaxErrors) = try YAMLParser.parseRecovering(source)
        } catch {
            return StyleManifestResult(errors: [Diagnostic(error, in: source)])
        }
        var builder = StyleManifestBuilder(source: source, name: name)
        var definition = builder.build(root)
        if var checked = definition, builder.errors.isEmpty, syntaxErrors.isEmpty {
            checked.reference = reference
            builder.check(checked)
            definition = checked
        }
        let errors = (syntaxErrors.map { StyleManifestError($0.message, at: $0.location, hint: $0.hint) } + builder.errors)
            .sortedByLocation().map { Diagnostic($0, in: source) }
        return StyleManifestResult(definition: errors.isEmpty ? definition : nil, errors: errors)
    }

    /// `read` from bytes: a file too large or not UTF-8 is a located error.
    package func read(bytes: [UInt8], path: String, name: String, reference: String? = nil) -> StyleManifestResult {
        do {
            return read(try SpecLoader.decode(bytes: bytes, path: path), name: name, reference: reference)
        } catch {
            return StyleManifestResult(errors: [error])
        }
    }
}

/// What reading a manifest gives: the definition when it is valid, and the errors.
package struct StyleManifestResult: Sendable {
    /// Nil whenever `errors` is not empty.
    package var definition: StyleDefinition?
    package var errors: [Diagnostic]

    package init(definition: StyleDefinition? = nil, errors: [Diagnostic] = []) {
        self.definition = definition
        self.errors = errors
    }
}
