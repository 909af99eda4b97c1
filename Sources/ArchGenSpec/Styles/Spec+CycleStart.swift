/// How the UIKit view starts its module's cycle when it loads (issue 36: VIP's
/// view controller sends the first request in `viewDidLoad`).
extension Spec {
    /// The event the UIKit view sends when it loads: the events' plain
    /// `viewDidLoad()` (the spec's lifecycle event), or else the first use case
    /// whose request the view sends and whose request has no field, sent empty
    /// (a request with fields would need values archgen would make up: the team
    /// sends that one). Nil on another platform, or when the view sends neither.
    package var cycleStart: Member? {
        guard platform == .uikit, let key = style.protocolKey(of: .events), declaresProtocol(key) else { return nil }
        let events = members(ofProtocol: key).filter { member in
            guard let method = member.method else { return false }
            return method.genericParameters.isEmpty && !method.isStatic && !method.isAsync && method.throwsClause == nil
                && method.returnType == nil
        }
        if let event = events.first(where: { $0.method?.name == "viewDidLoad" && $0.method?.parameters.isEmpty == true }) {
            return event
        }
        return events.first { member in
            guard case .useCase(let name) = member.origin, let parameters = member.method?.parameters,
                  useCases.first(where: { $0.name == name })?.request.isEmpty == true
            else { return false }
            return parameters.count == 1 && parameters[0].type.description == module + "." + name + ".Request"
        }
    }

    /// `ListMovies.FetchMovies.Request()`: the empty request `cycleStart` sends, when it is a use case's.
    package var cycleStartRequest: String? {
        guard case .useCase(let name)? = cycleStart?.origin else { return nil }
        return module + "." + name + ".Request()"
    }
}
