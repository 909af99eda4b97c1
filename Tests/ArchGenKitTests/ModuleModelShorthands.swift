@testable import ArchGenKit
import ArchGenSpec
import ArchGenTemplates
import XCTest

/// The render model read the way its tests ask: by the manifest's keys.
extension ModuleModel {
    /// The actor (or the view's holder) of key `key`.
    func actor(_ key: String) -> StyleActor {
        guard let actor = style.actor(key) else { preconditionFailure("\(style.name) has no actor '\(key)'") }
        return actor
    }

    /// What the actor `key` holds.
    func links(of key: String) -> [ModuleLink] { links(of: actor(key)) }

    /// The test case of the actor `key`.
    func testCase(of key: String) -> TestCaseModel { testCase(of: actor(key)) }

    /// Where each method the actor `key` implements in the protocol `protocolKey` goes.
    func forwards(of key: String, in protocolKey: String) -> [Forward?] {
        guard let implementation = implementations(of: actor(key)).first(where: { $0.key == protocolKey }) else { return [] }
        return implementation.members.map(implementation.forward)
    }

    /// Where the actor `key` sends `member`, as a method of its protocol `protocolKey`.
    func forward(_ member: Member, of key: String, in protocolKey: String) -> Forward? {
        implementations(of: actor(key)).first { $0.key == protocolKey }?.forward(member)
    }

    /// The context of the actor `key`'s scaffold.
    func context(of key: String) -> TemplateObject { context(of: actor(key)) }

    /// The strings of a list of the template context.
    static func strings(_ value: TemplateValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }
}

extension ModuleModel {
    /// The body of the view model's first event (MVVM).
    var firstEventBody: [String] {
        guard case .object(let methods)? = context(of: "viewModel")["methods"],
              case .array(let events)? = methods["events"], case .object(let first)? = events.first
        else { return [] }
        return Self.strings(first["body"])
    }
}
