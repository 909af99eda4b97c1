/// What a style does with a role the spec leaves out (no member, none from a
/// use case): it drops the role's protocol where no actor needs it, and keeps
/// it, empty, where an actor is held through it (styles.md, "Roles left out").
extension Style {
    /// Why the style keeps `role`'s protocol when the spec leaves the role out;
    /// nil when it drops the protocol then.
    ///
    /// Dropped: the delegate; VIPER's and VIPER-S's output (the interactor or
    /// worker then holds no presenter) and routes (the router or navigator then
    /// only builds the module); VIP's routing logic (the router then only passes
    /// the data store on).
    public func reasonToKeep(_ role: Role) -> String? {
        switch (self, role) {
        case (_, .delegate), (.viper, .output), (.viper, .routes), (.viperS, .output), (.viperS, .routes), (.vip, .routes):
            return nil
        case (.viper, .view): return "the presenter and the router hold the view through it"
        case (.viper, .events): return "the view holds the presenter through it"
        case (.viper, .interactor): return "the presenter holds the interactor through it"
        case (.viperS, .view): return "the director and the navigator hold the scene through it"
        case (.viperS, .events): return "the scene holds the director through it"
        case (.viperS, .interactor): return "the director holds the worker through it"
        case (.vip, .view): return "the presenter holds the view controller through it"
        case (.vip, .events), (.vip, .interactor): return "the view controller holds the interactor through it"
        case (.vip, .output): return "the interactor holds the presenter through it"
        }
    }
}

extension Style {
    /// What `role`'s list holds, in the style's own words (VIPER's are `Role.summary`).
    public func summary(of role: Role) -> String {
        switch (self, role) {
        case (.viper, _), (_, .delegate): return role.summary
        case (.viperS, .view): return "director → scene: display commands"
        case (.viperS, .events): return "scene → director: user and lifecycle events"
        case (.viperS, .interactor): return "director → worker: data requests"
        case (.viperS, .output): return "worker → director: results"
        case (.viperS, .routes): return "director → navigator: navigation"
        case (.vip, .view): return "presenter → view controller: display logic"
        case (.vip, .events), (.vip, .interactor): return "view controller → interactor: business logic"
        case (.vip, .output): return "interactor → presenter: presentation logic"
        case (.vip, .routes): return "view controller → router: routing"
        }
    }
}

extension Spec {
    /// Whether the module declares `role`'s protocol: when the role has members,
    /// or when the style keeps it empty (`Style.reasonToKeep`).
    public func declaresProtocol(of role: Role) -> Bool {
        !isLeftOut(role) || style.reasonToKeep(role) != nil
    }

    /// Whether the spec gives `role`'s protocol no member (VIP's business
    /// logic merges `events` and `interactor`: both must be empty).
    public func isLeftOut(_ role: Role) -> Bool {
        switch (style, role) {
        case (.vip, .events), (.vip, .interactor): return members(of: .events).isEmpty && members(of: .interactor).isEmpty
        default: return members(of: role).isEmpty
        }
    }
}
