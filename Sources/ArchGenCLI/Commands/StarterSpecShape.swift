import ArchGenSpec
import ArchGenTemplates

/// What the starter spec of a style holds, in the style's own words: the
/// lists it accepts, each with the comment of the protocol it goes into (the
/// manifest's `doc`: "view model → view: what the view shows"), a use case
/// where the style's events are its interactor's requests (VIP), and a
/// service where no interactor list stands between the events and the
/// services (MVVM). Any style, a project's own included, gets its own words.
struct StarterSpecShape {
    /// The comment of each list the starter writes, by spec key.
    var lists: [(key: String, comment: String)]
    /// Who calls whom for a use case's request, response and view model; nil without one.
    var useCase: (request: String, response: String, viewModel: String)?
    /// The words of the actor a service is given to ("view model"); nil without a service.
    var serviceHolder: String?
    /// Whether the style takes use cases the starter does not show (VIPER's, not MVVM's).
    var otherUseCases: Bool

    init(style: StyleDefinition) {
        let comments = Self.comments(of: style)
        // VIP: the view's events are the interactor's requests (one protocol), so a use case shows the cycle.
        let events = style.protocolKey(of: .events)
        if events != nil, events == style.protocolKey(of: .interactor), let cases = style.useCases,
           let request = cases.request.first, let response = cases.response {
            useCase = (Self.flow(of: request, in: style), Self.flow(of: response, in: style), Self.flow(of: cases.viewModel, in: style))
            // The use case fills the lists its methods go to: they are left out.
            let carried = Set((cases.request + [response, cases.viewModel]).map(\.key))
            lists = comments.filter { !carried.contains($0.key) }
        } else {
            useCase = nil
            lists = comments
        }
        serviceHolder = style.list(.interactor) == nil ? style.actors.first { $0.services != nil }.map { Self.words($0.key) } : nil
        otherUseCases = style.useCases != nil && useCase == nil
    }

    /// Sets the template's values: `lists` (each list's comment by key), `useCase`, `serviceHolder` and `otherUseCases`.
    func fill(_ values: inout TemplateObject) {
        values["lists"] = .object(TemplateObject(lists.map { ($0.key, TemplateValue.string($0.comment)) }))
        values["useCase"] = useCase.map { flow in
            .object(["request": .string(flow.request), "response": .string(flow.response), "viewModel": .string(flow.viewModel)])
        } ?? .null
        values["serviceHolder"] = serviceHolder.map(TemplateValue.string) ?? .null
        values["otherUseCases"] = .bool(otherUseCases)
    }

    /// The starter's lists (no delegate: a starter module is presented by no one), each with its protocol's doc.
    private static func comments(of style: StyleDefinition) -> [(key: String, comment: String)] {
        [Role.view, .events, .interactor, .output, .routes].compactMap { role in
            guard let key = style.protocolKey(of: role), let doc = style.protocol(key) else { return nil }
            return (role.key, doc.summary)
        }
    }

    /// Who calls whom through the protocol of `role`: "view controller → interactor".
    private static func flow(of role: Role, in style: StyleDefinition) -> String {
        let summary = style.protocolKey(of: role).flatMap(style.protocol)?.summary ?? ""
        return String(summary.prefix { $0 != ":" })
    }

    /// An actor's key as words: `viewModel` → "view model".
    private static func words(_ key: String) -> String {
        key.reduce(into: "") { text, character in
            if character.isUppercase { text += " " + character.lowercased() } else { text.append(character) }
        }
    }
}
