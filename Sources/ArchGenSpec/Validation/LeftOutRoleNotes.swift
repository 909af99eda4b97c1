/// `archgen lint`'s notes about roles a spec leaves out whose protocol the
/// style keeps (`Style.reasonToKeep`): the module still compiles, but the
/// protocol has no method of its own. A role whose protocol the style drops
/// gets no note: nothing is generated for it; nor does a list written empty
/// (its warning says it is empty). The note points at the module's name.
enum LeftOutRoleNotes {
    static func notes(for spec: Spec) -> [SpecError] {
        let naming = StyleNaming(style: spec.style, module: spec.module)
        var notes: [SpecError] = []
        for role in [Role.view, .events, .interactor, .output] where spec.isLeftOut(role) && spec.roleLocations[role] == nil {
            guard let reason = spec.style.reasonToKeep(role) else { continue }
            // VIP's business logic is one protocol for two lists: one note.
            if spec.style == .vip, role == .interactor { continue }
            let keys = spec.style == .vip && role == .events ? "'events' and 'interactor' are" : "'\(role.key)' is"
            notes.append(SpecError(
                "\(keys) left out: \(styleName(spec.style)) still declares '\(naming.protocolName(for: role))', "
                    + "with no method of its own, as \(reason)",
                at: spec.moduleLocation,
                hint: "list its methods under '\(role.key):' (\(spec.style.summary(of: role))), or ignore this note if the module needs none"))
        }
        return notes
    }

    static func styleName(_ style: Style) -> String {
        switch style {
        case .viper: return "VIPER"
        case .viperS: return "VIPER-S"
        case .vip: return "VIP"
        }
    }
}
