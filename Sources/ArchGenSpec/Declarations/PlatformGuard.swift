/// The framework a requirement needs that a module builds without (UIKit's
/// `UIViewController`, `UIImage`): a router's static factory, say. Such a
/// member is written inside `#if canImport(UIKit)`, like the view code, in
/// the protocol, its implementation and its double, so the module still
/// builds on Linux and for macOS.
public enum PlatformGuard {
    /// `UIKit` when `member` names one of UIKit's types (`UI` and a capital), else nil.
    public static func framework(of member: MemberDeclaration) -> String? {
        let text: String
        switch member {
        case .method(let method): text = (method.parameters.map(\.type.description) + [method.returnType?.description ?? ""]).joined(separator: " ")
        case .property(let property): text = property.type.description
        }
        return mentionsUIKitType(text) ? "UIKit" : nil
    }

    /// Whether `swift` names a type `UI` followed by a capital letter, as a whole word.
    static func mentionsUIKitType(_ swift: String) -> Bool {
        let scalars = Array(swift.unicodeScalars)
        for index in scalars.indices where index + 2 < scalars.count {
            guard scalars[index] == "U", scalars[index + 1] == "I", ("A"..."Z").contains(scalars[index + 2]) else { continue }
            if index == 0 || !(scalars[index - 1].properties.isAlphabetic || ("0"..."9").contains(scalars[index - 1]) || scalars[index - 1] == "_") {
                return true
            }
        }
        return false
    }
}
