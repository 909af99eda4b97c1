import ArchGenSpec

/// The state an actor sets around a service call it handles (a kept task's,
/// `ServiceTask`, or a completion's, `HandledCompletion`), from the stored
/// properties its protocol declares for the view to read (MVVM's view model:
/// `var isLoading: Bool { get }`): loading before the call, then, when the
/// service answers, not loading and the content, or the error. Each is found
/// by a closed rule, and never made up:
///
/// - loading: a `Bool` named `isLoading`, `loading`, or ending in `Loading`;
/// - content: one of the answer's type, or that type optional (`[Photo]`, `[Photo]?`);
/// - error: one of the error's type optional (`APIError?`, `(any Error)?`),
///   else a `String?` whose name ends in `Message` (`alertMessage`), given `String(describing: error)`.
///
/// An actor that keeps the state a screen observes (the manifest's `observes:`)
/// and declares no loading state gets a TODO naming what to declare instead.
struct AnswerState: Equatable {
    /// `isLoading`; nil when the protocol declares no loading state.
    var loading: String?
    /// The command told the loading state: one whose only parameter has the loading state's name and type.
    var loadingReport: AnswerReport?
    /// `photos`; nil when none is of the answer's type.
    var content: String?
    /// The content's type: the answer's, or that type optional.
    var contentType: TypeSyntax?
    /// `alertMessage`, and whether it is a message (`String(describing: error)`) rather than the error itself.
    var error: (name: String, isMessage: Bool)?
    /// Whether the actor keeps the state its screen shows: a loading state left out is a TODO.
    var keepsState: Bool

    static func == (lhs: AnswerState, rhs: AnswerState) -> Bool {
        lhs.loading == rhs.loading && lhs.loadingReport == rhs.loadingReport && lhs.content == rhs.content
            && lhs.contentType == rhs.contentType
            && lhs.error?.name == rhs.error?.name && lhs.error?.isMessage == rhs.error?.isMessage && lhs.keepsState == rhs.keepsState
    }

    /// What the actor sets before it calls the service: loading, told to the view.
    var start: [String] {
        guard let loading else {
            return keepsState ? ["// TODO: Show that it is loading: " + Self.declareLoading] : []
        }
        return ["\(SwiftIdentifier.escaped(loading)) = true"] + (loadingReport.map { [$0.call(with: "true", through: "")] } ?? [])
    }

    /// What it sets once the service answered, through `owner` (`self?.`): not loading, told to the view.
    func finish(through owner: String) -> [String] {
        guard let loading else { return [] }
        return ["\(owner)\(SwiftIdentifier.escaped(loading)) = false"] + (loadingReport.map { [$0.call(with: "false", through: owner)] } ?? [])
    }

    /// `self?.photos = photos`: the content set from the answer `local`; empty when there is none.
    func content(_ local: String, through owner: String) -> [String] {
        content.map { ["\(owner)\(SwiftIdentifier.escaped($0)) = \(local)"] } ?? []
    }

    /// `self?.alertMessage = String(describing: error)`: the error kept; empty when there is no error state.
    func error(_ local: String, through owner: String) -> [String] {
        error.map { ["\(owner)\(SwiftIdentifier.escaped($0.name)) = " + ($0.isMessage ? "String(describing: \(local))" : local)] } ?? []
    }

    /// The value the error state holds once `local` was reported, for a test.
    func errorValue(_ local: String) -> String? {
        error.map { $0.isMessage ? "String(describing: \(local))" : local }
    }

    /// Whether it sets anything at all.
    var setsState: Bool { loading != nil || content != nil || error != nil }

    /// What the TODO of a view model without a loading state asks for.
    static let declareLoading = "declare 'var isLoading: Bool { get }' among the events for archgen to set it."

    static func isLoadingName(_ name: String) -> Bool {
        name == "isLoading" || name == "loading" || (name.hasSuffix("Loading") && name != "Loading")
    }
}

extension ModuleFacts {
    /// The state the implementer of `protocolKey` sets around a service call answering `value`
    /// (nil: nothing) and, for a `Result` or a throwing call, `error` (`Error` when untyped);
    /// nil when it sets none and leaves nothing to the team.
    func answerState(
        of protocolKey: String, value: TypeSyntax?, error: TypeSyntax?, via links: [ModuleLink], besides targets: [String]
    ) -> AnswerState? {
        let properties = stateProperties(of: protocolKey)
        let keepsState = spec.style.implementer(of: protocolKey).map { actor in spec.style.view.observed.values.contains(actor.key) } ?? false
        var state = AnswerState(keepsState: keepsState)
        if let loading = properties.first(where: { AnswerState.isLoadingName($0.name) && $0.type.description == "Bool" }) {
            state.loading = loading.name
            state.loadingReport = report(via: links, besides: targets) { $0.description == "Bool" }
                .flatMap { $0.method.parameters[0].name == loading.name ? $0 : nil }
        }
        if let value, !value.isVoid {
            let content = properties.first { $0.type == value || $0.type == .optional(value) }
            state.content = content?.name
            state.contentType = content?.type
        }
        if let error {
            let errors = [error.description, "Error", "any Error"]
            if let kept = properties.first(where: { property in
                guard case .optional(let wrapped) = property.type else { return false }
                let written = wrapped.description.trimmingCharacters(in: ["(", ")"])
                return errors.contains(written)
            }) {
                state.error = (kept.name, false)
            } else if let message = properties.first(where: { property in
                property.name.hasSuffix("Message") && property.type == .optional(.nominal([NominalComponent(name: "String")]))
            }) {
                state.error = (message.name, true)
            }
        }
        return state.setsState || keepsState ? state : nil
    }

    /// The state the implementer of `protocolKey` keeps: the stored properties its protocol declares for the view to read.
    func stateProperties(of protocolKey: String) -> [PropertyDeclaration] {
        members(ofProtocol: protocolKey).compactMap { member in
            guard case .property(let property) = member.declaration, !property.isSettable,
                  PropertyImplementation.stored(member, in: "Self") != nil else { return nil }
            return property
        }
    }
}

extension ModuleFacts {
    /// `forward` with the state its caller, the implementer of `protocolKey`, sets around a service
    /// call it handles (`AnswerState`): a kept task's, or a completion's.
    func settingState(of protocolKey: String, in forward: Forward, via links: [ModuleLink], besides targets: [String]) -> Forward {
        var forward = forward
        if forward.task != nil {
            let error: TypeSyntax? = forward.method.throwsClause == nil ? nil : .nominal([NominalComponent(name: "Error")])
            forward.task?.state = answerState(of: protocolKey, value: forward.method.returnType, error: error, via: links, besides: targets)
        } else if let completion = forward.completion, completion.arity == 1 {
            forward.completion?.state = answerState(of: protocolKey, value: completion.value, error: completion.error, via: links, besides: targets)
        } else if let completion = forward.completion, case .tuple(let parameters) = completion.value, parameters.count > 1 {
            // Several values (seed 004's `success, photos, error`): the error reported, each value kept where a state takes it.
            let values = CompletionValues(parameters, errorTypes: declaredErrorTypes)
            let state = answerState(of: protocolKey, value: nil, error: values.error, via: links, besides: targets)
            forward.completion?.state = state
            forward.completion?.values = keeping(values, in: stateProperties(of: protocolKey), besides: state)
        }
        return forward
    }
}
