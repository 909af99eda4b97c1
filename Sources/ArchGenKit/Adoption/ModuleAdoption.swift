import ArchGenSource
import Foundation
import ArchGenSpec

/// What `adopt` makes of one module: its recognised shape, the spec, the
/// archgen.yml values it needs, the team's files archgen's generated ones
/// replace, and the notes on what it cannot express.
package struct ModuleAdoption: Sendable {
    package var module: ReadModule
    package var shape: ModuleShape?
    /// Where the spec goes, and its text.
    package var specPath: String
    package var specText: String = ""
    /// The style the spec names: the recognised one, or one of its own based on it (`StyleSplitting`).
    package var specStyle: String?
    /// The folder of the recognised style when it is one of the project's own (`Styles/mvp`): a style split from it reads it too.
    package var styleFolder: String?
    package var leaves: [SettingLeaf] = []
    /// The team's files whose declarations archgen generates (its contract).
    package var replacedFiles: [String] = []
    package var notes: [Diagnostic] = []

    /// `specsFolder`: where specs go; `defaultStyle`: archgen.yml's `defaults: style:`.
    package init(module: ReadModule, specsFolder: String, registry: StyleRegistry, defaultStyle: String? = nil) {
        self.module = module
        specPath = specsFolder.isEmpty || specsFolder == "." ? module.name + ".archgen" : specsFolder + "/" + module.name + ".archgen"
        guard let shape = StyleRecognition.recognise(module, registry: registry, defaultStyle: defaultStyle),
              let entry = registry.entry(named: shape.style)
        else {
            notes.append(DeclarationPlace(path: module.sourcesFolder).note(
                "no built-in style recognised: no class holds the module's protocols as a presenter, an interactor or a view model does",
                hint: "adopt reads VIPER, VIPER-S, VIP and MVVM modules; write this module's spec by hand (`archgen help spec`)"))
            notes += OwnStyleRecognition.notes(for: module, registry: registry)
            return
        }
        self.shape = shape
        let style = entry.definition
        if case .folder(let folder) = entry.origin { styleFolder = folder }
        specStyle = shape.style
        let (contract, isTeams) = ContractFile.place(of: shape, style: style)
        replacedFiles = (isTeams ? [contract] : []) + (shape.modelsPath.map { [$0] } ?? [])
        for declaration in shape.protocols.values.sorted(by: { $0.place < $1.place }) where declaration.path != contract {
            notes.append(declaration.place.note(
                "\(declaration.name) is declared outside \(contract), where archgen writes the contract",
                hint: "move it to \(contract): archgen's `files: contract:` is one file"))
        }
        for declaration in shape.protocols.values.sorted(by: { $0.place < $1.place }) {
            for member in declaration.members where member.isImplemented && member.path == contract {
                notes.append(member.place.note(
                    "\(member.name) is implemented in an extension of \(declaration.name) in the contract, which archgen writes without it",
                    hint: "move the extension to a file of the team's: it then stays, beside archgen's contract"))
            }
        }
        for property in shape.links.values.sorted(by: { $0.place < $1.place }) where property.isUnowned {
            notes.append(property.place.note(
                "`unowned var \(property.name)`: archgen's scaffolds and doubles hold it `weak`",
                hint: "the team's declaration stays as it is; archgen.yml's `wiring` names the property, not its ownership"))
        }
        for link in style.links where link.isWeak {
            guard let property = shape.links[link.key], !property.isWeak else { continue }
            notes.append(property.place.note(
                "`var \(property.name)` is held strongly: archgen's scaffolds and doubles hold it `weak`",
                hint: link.property == "delegate"
                    ? "the team's declaration stays as it is; archgen.yml's `wiring: \(link.key): {weak: false}` holds it strongly too"
                    : "the team's declaration stays as it is; `weak var \(property.name)` would match archgen's"))
        }
        let specFolder = Path.folder(of: specPath)
        let relative = UsedAppTypes.files(for: shape).mapValues { Path.relative(file: $0, from: specFolder) }
        let spec = AdoptedSpec(shape: shape, platform: StyleRecognition.platform(of: shape), replacedPaths: replacedFiles,
                               externalFiles: relative,
                               lists: entry.isBuiltIn ? nil : style.lists.map { ($0.role.key, $0.protocolKey) })
        specText = spec.text
        notes += spec.notes
        let settings = SettingsInference.leaves(for: shape, style: style, contractPath: contract)
        leaves = settings.leaves
        notes += settings.notes
        adoptSharedServices(of: shape)
    }

    /// The services the app declares, outside the module, as archgen.yml's
    /// `shared` services (their folder its `shared.sources`): the team's file
    /// is replaced by archgen's shared declarations when it declares nothing else.
    private mutating func adoptSharedServices(of shape: ModuleShape) {
        let shared = shape.services.filter(\.isShared)
        let names = Set(shared.map(\.name))
        for service in shared {
            guard let declaration = service.declaration else { continue }
            leaves.append(SettingLeaf(["shared", "sources"], SettingLeaf.scalar(Path.folder(of: declaration.path)),
                                      source: declaration.place))
            let members = declaration.members.map { "\"" + AdoptedSpec.listEntry($0.requirement).replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
            leaves.append(SettingLeaf(["shared", "services", service.name, "members"], "[" + members.joined(separator: ", ") + "]",
                                      source: declaration.place))
            let neighbours = module.appTypes.values.filter { $0.path == declaration.path }
            if neighbours.allSatisfy({ names.contains($0.name) }) {
                if !replacedFiles.contains(declaration.path) { replacedFiles.append(declaration.path) }
            } else {
                notes.append(declaration.place.note(
                    "\(service.name) shares its file with other declarations, where archgen writes the shared ones",
                    hint: "move it to a file of its own, which archgen's SharedDeclarations.swift replaces"))
            }
        }
    }
}
