import ArchGenSource
import ArchGenSpec

/// The spec `adopt` writes for a recognised module: its style and platform,
/// the services, the app's types it uses (`external:`, files relative to the
/// spec), the input and each role list with the protocol's members as the
/// team wrote them, the links it declares left out (archgen.yml's `declared`).
package struct AdoptedSpec: Sendable {
    package var text: String
    package var notes: [Diagnostic]

    /// `replacedPaths`: the team's files archgen's generated ones replace (the contract, VIP's models), whose entities the spec must declare.
    /// `externalFiles`: the app's types the module uses, by name, with the
    /// path of the file declaring each, relative to the spec.
    /// `lists`: the spec lists and their protocols' keys, for a style of the project's own (a built-in style's are its keys).
    init(shape: ModuleShape, platform: String, replacedPaths: [String], externalFiles: [String: String],
         lists: [(name: String, protocolKey: String)]? = nil) {
        var notes: [Diagnostic] = []
        let module = shape.module
        var lines = ["# Adopted by archgen from \(module.sourcesFolder).", "module: \(module.name)", "style: \(shape.style)",
                     "platform: \(platform)"]
        if module.testsImportTesting {
            lines.append("tests: swift-testing")
        }
        let held = Set(shape.links.values.map(\.name) + shape.services.map(\.property.name))
        let replaced = shape.entities.filter { replacedPaths.contains($0.path) }
        let entities = replaced.compactMap { $0.isOneLine ? AdoptedSpec.oneLine($0.code) : EntityLine.line(of: $0) }
        for type in replaced where !type.isOneLine && EntityLine.line(of: type) == nil {
            notes.append(type.place.note(
                "\(type.name) is written over several lines in a file archgen replaces",
                hint: "write it on one line under `entities:`, or move it to a file of its own"))
        }
        if !entities.isEmpty {
            lines.append("entities:")
            lines += entities.map { "  - " + $0 }
        }
        if !shape.services.isEmpty {
            lines.append("services:")
            for service in shape.services {
                lines.append("  \(service.name):")
                lines.append("    property: \(service.property.name)")
                // A shared service is archgen.yml's: the spec names it, with no members.
                guard let declaration = service.declaration, !service.isShared else { continue }
                let members = declaration.members.map { Self.listEntry($0.requirement) }
                lines.append(members.isEmpty ? "    members: []" : "    members:")
                lines += members.map { "      - " + $0 }
            }
        }
        // The contract's protocols no list takes are the team's: declared as they are, beside archgen's.
        let kept = shape.unplacedProtocols.filter { replacedPaths.contains($0.path) }
        let external = Array(Set(externalFiles.values)).sorted() + kept.map(Self.declaration(of:))
        if !external.isEmpty {
            lines.append("external:")
            lines += external.map { "  - " + $0 }
        }
        if !shape.input.isEmpty {
            let fields = shape.input.map { "\($0.name): \($0.type.map(Self.unwrapped) ?? "Any")" }
            lines.append("input: (" + fields.joined(separator: ", ") + ")")
        }
        let useCases = AdoptedUseCases(shape: shape)
        lines += useCases.lines
        notes += useCases.notes
        let builtInLists = ["view", "events", "interactor", "output", "routes", "delegate"].map { (name: $0, protocolKey: $0) }
        for (key, protocolKey) in lists ?? builtInLists {
            guard let declaration = shape.protocols[protocolKey] else { continue }
            // A member with a body is an extension's default implementation, no requirement.
            let members = declaration.members.filter { member in
                !member.isImplemented && !(member.key?.hasPrefix("var ") == true && held.contains(member.name))
                    && !useCases.generatedKeys.contains(member.key ?? "")
            }
            lines.append(members.isEmpty ? "\(key): []" : "\(key):")
            lines += members.map { "  - " + Self.listEntry($0.requirement) }
        }
        text = lines.joined(separator: "\n") + "\n"
        self.notes = notes
    }

    /// A protocol on one line, as `external:` takes it: `@MainActor protocol Named: AnyObject { var name: String { get } }`.
    static func declaration(of type: ReadType) -> String {
        let head = (type.attributes + ["protocol", type.name]).joined(separator: " ")
            + (type.inherited.isEmpty ? "" : ": " + type.inherited.joined(separator: ", "))
        let members = type.members.map(\.requirement)
        return head + (members.isEmpty ? " {}" : " { " + members.joined(separator: "; ") + " }")
    }

    /// A member as a list entry: `func` dropped (`signIn(username: String)`).
    static func listEntry(_ signature: String) -> String {
        signature.hasPrefix("func ") ? String(signature.dropFirst(5)) : signature
    }

    /// A declaration's code on one line, its spacing tidied.
    static func oneLine(_ code: String) -> String {
        code.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// `User` for `User!` or `User?`: the input's field type as the assembly passes it.
    static func unwrapped(_ type: TypeSyntax) -> String {
        switch type {
        case .implicitlyUnwrapped(let wrapped): return wrapped.description
        default: return type.description
        }
    }
}
