import ArchGenSpec

/// A requirement of a protocol archgen generates: `func retry(after seconds: Int)`
/// of `HomePresentation`, in `Sources/Home/HomeContract.swift`.
package struct Requirement: Equatable, Sendable {
    package var protocolName: String
    /// `SwiftOutline.Member.key`: `func retry(after:)`, `var delegate`.
    package var key: String
    /// Its declaration as the protocol writes it, on one line.
    package var declaration: String
    /// The generated file that declares it.
    package var path: String

    /// Its name (`retry`, `delegate`).
    package var name: String {
        let afterIntroducer = key.split(separator: " ", maxSplits: 1).last ?? Substring(key)
        return String(afterIntroducer.prefix { $0 != "(" })
    }

    /// `retry(after:)`, `delegate`: its key without `func` or `var`.
    package var shortName: String {
        key.hasPrefix("func ") || key.hasPrefix("var ") ? String(key.drop { $0 != " " }.dropFirst()) : key
    }

    /// Whether it is a property (`var delegate`).
    package var isProperty: Bool {
        key.hasPrefix("var ")
    }
}

/// What a spec change did to the protocols of a module's generated files:
/// the requirements each protocol gained and lost, and the protocols that
/// are new or gone. Read from the files' texts before and after
/// (`FileAction.oldContents` and `contents` of a generated file's update).
package struct RequirementChanges: Equatable, Sendable {
    package var added: [Requirement] = []
    package var removed: [Requirement] = []
    /// Protocols the new texts declare and the old ones did not.
    package var newProtocols: Set<String> = []
    /// Protocols the old texts declared and the new ones do not, with the file that declared them.
    package var removedProtocols: [String: String] = [:]

    package init() {}

    /// The changes of every generated file `actions` update.
    package init(_ actions: [FileAction]) {
        for action in actions where action.ownership == .generated && action.kind == .update {
            guard let oldText = action.oldContents, action.path.hasSuffix(".swift") else { continue }
            let old = Self.requirements(in: oldText, path: action.path)
            let new = Self.requirements(in: action.contents, path: action.path)
            let oldKeys = Set(old.map { $0.protocolName + " " + $0.key })
            let newKeys = Set(new.map { $0.protocolName + " " + $0.key })
            added += new.filter { !oldKeys.contains($0.protocolName + " " + $0.key) }
            removed += old.filter { !newKeys.contains($0.protocolName + " " + $0.key) }
            let oldProtocols = Set(Self.protocols(in: oldText)), newProtocols = Set(Self.protocols(in: action.contents))
            self.newProtocols.formUnion(newProtocols.subtracting(oldProtocols))
            for name in oldProtocols.subtracting(newProtocols) { removedProtocols[name] = action.path }
        }
    }

    package var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && removedProtocols.isEmpty
    }

    /// The requirements of the protocols `text` declares, in order (none when it cannot be read).
    static func requirements(in text: String, path: String) -> [Requirement] {
        guard let outline = try? SwiftOutline.parse(text) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return outline.declarations.filter { $0.keyword == "protocol" }.flatMap { declaration in
            declaration.members.compactMap { member -> Requirement? in
                guard let key = member.key else { return nil }
                let text = lines[(member.lines.lowerBound - 1)..<member.lines.upperBound]
                    .map { $0.trimmingPrefix(while: \.isWhitespace) }
                    .filter { !$0.hasPrefix("@") || $0.contains(" ") }
                    .joined(separator: " ")
                return Requirement(protocolName: declaration.name, key: key, declaration: Self.oneLine(text), path: path)
            }
        }
    }

    private static func protocols(in text: String) -> [String] {
        ((try? SwiftOutline.parse(text))?.declarations ?? []).filter { $0.keyword == "protocol" }.map(\.name)
    }

    /// A declaration wrapped over lines, on one: `func f(\n a: Int,\n b: Int\n)` → `func f(a: Int, b: Int)`.
    static func oneLine(_ text: String) -> String {
        text.replacing("( ", with: "(").replacing(", )", with: ")").replacing(" )", with: ")")
    }
}
