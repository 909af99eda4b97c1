import ArchGenSource

/// `archgen lint`'s notes about lists a spec leaves out whose protocol the
/// style keeps (`keep:` in its manifest): the module still compiles, but the
/// protocol has no method of its own. A protocol the style drops gets no
/// note: nothing is generated for it; nor does a list written empty (its
/// warning says it is empty). The note points at the module's name.
enum LeftOutRoleNotes {
    static func notes(for spec: Spec) -> [SpecError] {
        let naming = StyleNaming(style: spec.style, module: spec.module)
        var notes: [SpecError] = []
        var noted: Set<String> = []
        for list in spec.style.lists where noted.insert(list.protocolKey).inserted {
            let lists = spec.lists(ofProtocol: list.protocolKey)
            guard let declared = spec.style.protocol(list.protocolKey), let reason = declared.keepReason,
                  spec.isLeftOut(protocol: declared.key), lists.allSatisfy({ spec.roleLocations[$0] == nil }) else { continue }
            // One protocol for several lists (VIP's business logic): one note.
            let keys = lists.count > 1 ? lists.map { "'\($0.key)'" }.joined(separator: " and ") + " are" : "'\(lists[0].key)' is"
            notes.append(SpecError(
                "\(keys) left out: \(spec.style.title) still declares '\(naming.protocolName(key: declared.key))', "
                    + "with no method of its own, as \(reason)",
                at: spec.moduleLocation,
                hint: "list its methods under '\(lists[0].key):' (\(declared.summary)), or ignore this note if the module needs none"))
        }
        return notes
    }
}
