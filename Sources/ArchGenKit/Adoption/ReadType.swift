import Foundation
import ArchGenSpec

/// A type of a module's files, with its extensions: what `adopt` infers from.
package struct ReadType: Sendable, Equatable {
    /// `class`, `struct`, `enum`, `actor` or `protocol`.
    package var keyword: String
    package var name: String
    /// Where it is declared.
    package var place: DeclarationPlace
    /// `@MainActor`, `final`, `@preconcurrency`... written before its keyword.
    package var attributes: [String]
    /// What it inherits or conforms to, its extensions' included, as written.
    package var inherited: [String]
    /// Its members, its extensions' included, in order.
    package var members: [ReadMember]
    /// Whether it is declared in a test file.
    package var isTest: Bool
    /// The whole declaration's code on one line, comments left out (for an entity).
    package var code: String
    /// Whether it is written on one line (as a spec's `entities:` take it).
    package var isOneLine: Bool

    package var isProtocol: Bool { keyword == "protocol" }
    package var path: String { place.path }
    /// `path:line`.
    package var location: String { place.description }

    /// Its stored instance properties, in order.
    package var storedProperties: [StoredProperty] {
        members.compactMap { StoredProperty(member: $0) }
    }

    /// The types its property requirements hold: a protocol's `var dataStore: MDataStore? { get }` gives `MDataStore`.
    package var requiredPropertyTypes: [String] {
        members.compactMap { member in
            let signature = member.signature
            guard member.key?.hasPrefix("var ") == true, let colon = signature.firstIndex(of: ":") else { return nil }
            let written = signature[signature.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return (try? DeclarationParser.parseType(written)).flatMap(StoredProperty.name(of:))
        }
    }

    /// Its initializers' parameters, each initializer's in order.
    package var initializers: [[ParameterDeclaration]] {
        members.compactMap { member in
            guard member.name == "init", case .method(let method)? = try? DeclarationParser.parseMember(member.signature)
            else { return nil }
            return method.parameters
        }
    }

    /// Whether it conforms to or inherits `name` (written `any name` or plain).
    package func conforms(to name: String) -> Bool {
        inherited.contains { $0 == name || $0 == "@MainActor \(name)" || $0 == "@preconcurrency \(name)" }
    }
}

/// One member of a read type: its key, its code, where it is.
package struct ReadMember: Sendable, Equatable {
    /// `func show(user:)`, `var title`, `init(name:)`; nil when unreadable.
    package var key: String?
    package var name: String
    /// Its declaration's code, comments left out, on one line (its body included).
    package var code: String
    package var place: DeclarationPlace
    package var hasBody: Bool

    package var path: String { place.path }
    /// `path:line`.
    package var location: String { place.description }

    /// Whether it has code of its own (a method's body, a getter), not only a requirement's accessors (`{ get set }`).
    package var isImplemented: Bool {
        guard hasBody, let brace = code.firstIndex(of: "{") else { return false }
        let words = code[brace...].filter { $0 != "{" && $0 != "}" }.split(separator: " ")
        return !(key?.hasPrefix("var ") == true && words.allSatisfy { ["get", "set", "async", "throws"].contains($0) })
    }

    /// A protocol's requirement as the spec lists it: its code, a property's accessors (`{ get }`) kept.
    package var requirement: String {
        key?.hasPrefix("var ") == true ? code : signature
    }

    /// The declaration without its body or initial value: `func signIn(username: String)`, `weak var view: V?`.
    package var signature: String {
        var text = code
        if hasBody, let brace = text.firstIndex(of: "{") { text = String(text[..<brace]) }
        if key?.hasPrefix("var ") == true || key?.hasPrefix("let ") == true,
           let equals = text.range(of: " = ") ?? text.range(of: "=") {
            text = String(text[..<equals.lowerBound])
        }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
