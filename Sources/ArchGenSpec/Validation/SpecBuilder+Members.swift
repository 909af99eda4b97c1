import ArchGenSource

/// Member fragments: the role lists and the services.
extension SpecBuilder {
    /// Parses one fragment with `parse`, turning its error into a located spec error.
    mutating func parseFragment<Result>(
        _ node: YAMLNode, what: String, _ parse: (String) throws(DeclarationError) -> Result
    ) -> (Result, String)? {
        guard let text = node.scalar else {
            error("expected \(what), found \(node.kindName)", at: node.location,
                  hint: node.isNull ? nil : "write it on one line, as Swift")
            return nil
        }
        do {
            return (try parse(text), text)
        } catch {
            if !linesWithSyntaxErrors.contains(node.location.line) {
                self.error(error.message, at: location(ofOffset: error.offset, in: node), hint: error.hint)
            }
            return nil
        }
    }

    /// A member of `role`'s list, or of a service (`role` nil). A list takes
    /// properties only where `style` says so (`StyleProtocol.takesProperties`).
    mutating func member(_ node: YAMLNode, role: Role?, style: StyleDefinition? = nil) -> Member? {
        // A service's member is a declaration alone; a list's may name the module it opens after it.
        let parsed = role == nil
            ? parseFragment(node, what: "a member", DeclarationParser.parseMember).map {
                (ListMemberSyntax(declaration: $0, suffix: nil), $1)
            }
            : parseFragment(node, what: "a member", DeclarationParser.parseListMember)
        guard let (syntax, text) = parsed else { return nil }
        let declaration = syntax.declaration
        guard checkLookalikes(in: declaration, at: node) else { return nil }
        var member = Member(declaration: declaration, text: syntax.declarationText ?? text, location: node.location)
        if case .property(let property) = declaration, let role, style?.takesProperties(role) != true {
            error("'\(role.key)' lists methods only; '\(property.name)' is a property", at: node.location,
                  hint: Self.propertyHint(in: style))
            return nil
        }
        if let suffix = syntax.suffix, let role {
            guard let target = routeTarget(suffix, in: role, at: node) else { return nil }
            member.routeTarget = target
        }
        if let call = syntax.call {
            member.call = MemberCall(service: call.service, name: call.name, location: location(ofOffset: call.serviceOffset ?? call.nameOffset, in: node))
        }
        return checkRequirement(member, at: node, role: role) ? member : nil
    }

    /// A member's name, argument labels and parameter names must not read as
    /// other names (`NameLookalikes`); the error points at the member.
    private mutating func checkLookalikes(in declaration: MemberDeclaration, at node: YAMLNode) -> Bool {
        var names = [declaration.name]
        if case .method(let method) = declaration {
            names += method.parameters.flatMap { [$0.label, $0.name].compactMap { $0 } }
        }
        for name in names {
            if let problem = NameLookalikes.problem(in: name) {
                error("name '\(InvisibleScalar.revealed(name))' \(problem.message)", at: node.location, hint: problem.hint)
                return false
            }
        }
        return true
    }

    /// Where a property goes instead: the style's lists that take properties, or a service.
    static func propertyHint(in style: StyleDefinition?) -> String {
        let lists = (style.map { style in style.lists.map(\.role).filter(style.takesProperties) } ?? []).map { "'\($0.key)'" }
        guard let style, !lists.isEmpty else { return "properties belong to services" }
        return "in \(style.title), " + lists.joined(separator: " and ")
            + " take\(lists.count == 1 ? "s" : "") properties (what the view reads or sets); others belong to services"
    }

    /// A role list: methods, and properties where the style's protocol takes them.
    mutating func roleList(_ pair: YAMLPair?, role: Role, style: StyleDefinition) -> [Member] {
        guard let pair, let items = sequence(pair) else { return [] }
        if items.isEmpty {
            warning("'\(role.key)' is empty", at: pair.keyLocation,
                    hint: "add members (\(style.summary(of: role))) or remove the key")
        }
        return items.compactMap { member($0, role: role, style: style) }
    }

    /// The keys of a service written as a mapping.
    static let serviceKeys = ["property", "members"]

    /// `services:` — name → members, or name → {property, members}.
    mutating func services(_ pair: YAMLPair?) -> [Service] {
        guard let entries = mapping(pair) else { return [] }
        return entries.compactMap { service($0) }
    }

    private mutating func service(_ entry: YAMLPair) -> Service? {
        let nameIsValid = checkTypeName(entry.key, what: "service name", at: entry.keyLocation)
        var property: String?
        var memberNodes: [YAMLNode] = []
        /// Whether members are written (`- member` lines, or `members:`): a declaration, not a reference.
        var declaresMembers = false
        switch entry.value.value {
        case .sequence(let items):
            memberNodes = items
            declaresMembers = true
        case .null:
            break
        case .mapping(let fields):
            for field in fields {
                switch field.key {
                case "property":
                    if let name = scalar(field, what: "a property name"), checkPropertyName(name, at: field.value.location) {
                        property = name
                    }
                case "members":
                    memberNodes = sequence(field) ?? []
                    declaresMembers = true
                default:
                    error("unknown key '\(field.key)' in service '\(entry.key)'", at: field.keyLocation,
                          hint: NearMiss.hint(for: field.key, in: Self.serviceKeys))
                }
            }
        case .scalar:
            // A name of archgen.yml's shared services is referred to with nothing after it (`Analytics: shared` reads as meant).
            let isShared = shared.service(named: entry.key) != nil
            error("service '\(entry.key)' must list its members, found a string", at: entry.value.location,
                  hint: isShared ? "'\(entry.key)' is archgen.yml's shared service: refer to it as '\(entry.key):' with nothing after it"
                      : "write '- member' lines under it, or 'property:' and 'members:'")
        }
        if let sharedService = shared.service(named: entry.key) {
            guard !declaresMembers else {
                error("service '\(entry.key)' is declared in archgen.yml's shared services too (line \(sharedService.location.line))",
                      at: entry.keyLocation,
                      hint: "declare it once: remove its members here, and refer to it as '\(entry.key):' (with 'property:' if you like)")
                return nil
            }
            return Service(name: entry.key, property: property ?? sharedService.property, members: sharedService.members,
                           location: entry.keyLocation, isShared: true)
        }
        if !declaresMembers, let near = NearMiss.closest(to: entry.key, in: shared.services.map(\.name)) {
            warning("service '\(entry.key)' has no members and is not a shared service", at: entry.keyLocation,
                    hint: "did you mean the shared service '\(near)'?")
        }
        let members = memberNodes.compactMap { member($0, role: nil) }
        return nameIsValid
            ? Service(name: entry.key, property: property ?? Casing.lowerFirst(entry.key), members: members, location: entry.keyLocation)
            : nil
    }

    private mutating func checkPropertyName(_ name: String, at location: SourceLocation) -> Bool {
        if let problem = NameLookalikes.problem(in: name) {
            error("property name '\(InvisibleScalar.revealed(name))' \(problem.message)", at: location, hint: problem.hint)
            return false
        }
        guard SwiftIdentifier.isIdentifier(name) else {
            error("property name '\(name)' is not a valid Swift identifier", at: location)
            return false
        }
        guard !SwiftIdentifier.isKeyword(name) else {
            error("property name '\(name)' is a Swift keyword", at: location, hint: "choose another name")
            return false
        }
        return true
    }

    /// Two members with the same Swift signature in one protocol are an error
    /// (VIP's merged business logic protocol is checked list by list: the same
    /// request written under `events` and `interactor` is one method there).
    mutating func checkDuplicateMembers(of spec: Spec, naming: StyleNaming) {
        // Who declares a list is named only in an error.
        var lists: [(owner: () -> String, members: [Member])] = spec.listRoles.map { role in
            ({ "'\(role.key)' (\(naming.protocolName(for: role)))" }, spec.members(of: role))
        }
        // A shared service's members are archgen.yml's, checked there.
        lists += spec.services.filter { !$0.isShared }.map { service in ({ "service '\(service.name)'" }, service.members) }
        // VIPER's presenter and VIPER-S's director implement both `events` and `output`:
        // a method of both lists is one method there, so it must be declared alike.
        let aliases = TypeAliases(spec: spec)
        let events = Dictionary(spec.members(of: .events).map { (aliases.resolving($0.signatureKey), $0) },
                                uniquingKeysWith: { first, _ in first })
        for member in spec.members(of: .output) {
            guard let twin = events[aliases.resolving(member.signatureKey)],
                  twin.requirementDescription != member.requirementDescription
            else { continue }
            error("'output' declares '\(member.declaration.displayName)' as 'events' does, but not alike", at: member.location,
                  hint: "the presenter (VIPER) or director (VIPER-S) implements both lists, so one method serves both: "
                      + "declare it alike (line \(twin.location.line)) or rename one")
        }
        for (owner, members) in lists {
            var seen: [String: Member] = [:]
            for member in members {
                let signature = aliases.resolving(member.signatureKey)
                if let first = seen[signature] {
                    let alike = first.signatureKey == member.signatureKey
                    error("\(owner()) declares '\(member.declaration.displayName)' twice", at: member.location,
                          hint: "first declared at line \(first.location.line)" + (alike ? "" : ", with types that are the same type under an alias"))
                } else {
                    seen[signature] = member
                }
            }
        }
    }
}

extension MemberDeclaration {
    /// `signIn(username:)` for a method, the name for a property.
    package var displayName: String {
        switch self {
        case .property(let property): return property.name
        case .method(let method): return method.selector
        }
    }
}
