import ArchGenSpec

/// `archgen help styles <style>`: the style's reference text (its folder's
/// `reference.md`), looked up in the styles the current project can name
/// (archgen's own, and archgen.yml's `styles:`), so a project's own style
/// folder gets its reference printed inside that project.
struct StyleHelp {
    /// What `help styles <name>` prints, or the usage error it is.
    enum Answer: Equatable {
        case text(String)
        case unknown(UsageError)
    }

    var registry: StyleRegistry

    func answer(for name: String) -> Answer {
        guard let entry = registry.entry(named: name) else {
            return .unknown(UsageError("no style '\(name)'", hint: registry.unknownStyleHint(for: name)))
        }
        let definition = entry.definition
        switch entry.origin {
        case .builtIn:
            return .text(definition.reference ?? missing(definition, folder: "Templates/\(name)"))
        case .derived(let base):
            let heading = "'\(name)' is archgen.yml's style over '\(base)': below is \(base)'s reference; "
                + "archgen.yml's conventions for '\(name)' (names, wiring, templates) apply over it.\n\n"
            return .text(heading + (definition.reference ?? missing(definition, folder: "Templates/\(base)")))
        case .folder(let folder):
            return .text(definition.reference ?? missing(definition, folder: folder))
        }
    }

    /// The manifest's title and summary, and where the reference would go.
    private func missing(_ definition: StyleDefinition, folder: String) -> String {
        """
        # \(definition.title)

        \(definition.summary)

        '\(definition.name)' has no reference text: \(folder)/\(StyleManifestReader.referenceFileName) \
        is printed here when it exists.
        """
    }
}
