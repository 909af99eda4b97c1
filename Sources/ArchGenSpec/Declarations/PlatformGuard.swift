/// The framework a requirement needs that a module builds without (UIKit's
/// `UIViewController`, `UIImage`): a router's static factory, say. Such a
/// member is written inside `#if canImport(UIKit)`, like the view code, in
/// the protocol, its implementation and its double, so the module still
/// builds on Linux and for macOS.
package enum PlatformGuard {
    /// `UIKit` when `member` names one of UIKit's types (`UI` and a capital), else nil.
    package static func framework(of member: MemberDeclaration) -> String? {
        let mentions: Bool
        switch member {
        case .method(let method):
            mentions = method.parameters.contains { mentionsUIKitType($0.type.description) }
                || method.returnType.map { mentionsUIKitType($0.description) } ?? false
        case .property(let property):
            mentions = mentionsUIKitType(property.type.description)
        }
        return mentions ? "UIKit" : nil
    }

    /// Whether `swift` names a type `UI` followed by a capital letter, as a whole word.
    /// Its bytes are scanned (every requirement of a module is asked about, several times);
    /// a candidate after a non-ASCII letter is decided by its scalars.
    static func mentionsUIKitType(_ swift: String) -> Bool {
        var text = swift
        let byBytes: Bool? = text.withUTF8 { bytes in
            guard bytes.count >= 3 else { return false }
            for index in 0..<(bytes.count - 2) where bytes[index] == 0x55 && bytes[index + 1] == 0x49 && (0x41...0x5A).contains(bytes[index + 2]) {
                guard index > 0 else { return true }
                let previous = bytes[index - 1]
                if previous >= 0x80 { return nil }
                if !(previous == 0x5F || (0x30...0x39).contains(previous) || (0x41...0x5A).contains(previous) || (0x61...0x7A).contains(previous)) {
                    return true
                }
            }
            return false
        }
        return byBytes ?? mentionsUIKitTypeByScalars(swift)
    }

    private static func mentionsUIKitTypeByScalars(_ swift: String) -> Bool {
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
