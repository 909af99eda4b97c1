/// A link to a platform type (`{property: viewController, to: UIViewController,
/// weak: true}`): the module's view as UIKit's type, which an actor navigates
/// from. Like view code, it is written inside `#if canImport(UIKit)`, and the
/// assembly sets it from the view it is given (`view as? UIViewController`).
extension StyleManifestBuilder {
    /// The platform type `to` names, when it names one rather than protocols; errors when such a link cannot be held.
    mutating func platformType(_ to: YAMLPair, values: [String: YAMLPair], isView: Bool) -> String? {
        guard let type = to.value.scalar, !protocolKeys.contains(type), PlatformGuard.mentionsUIKitType(type),
              SwiftIdentifier.isIdentifier(type) else { return nil }
        if isView {
            error("the view holds no link to '\(type)'", at: to.value.location,
                  hint: "the view is the module's view controller on UIKit: link another actor to it ('to: UIViewController')")
        } else if boolean(values["weak"]) != true {
            error("a link to '\(type)' is weak", at: to.value.location,
                  hint: "write 'weak: true': the view holds the module, so the module holds the view weakly")
        } else if values["declared"] != nil || values["optional"] != nil || values["readOnly"] != nil {
            error("a link to '\(type)' is neither declared nor chosen optional", at: to.value.location,
                  hint: "its holder keeps it as 'weak var' inside '#if canImport(UIKit)', set by the assembly: leave 'declared', 'optional' and 'readOnly' out")
        }
        return type
    }
}
