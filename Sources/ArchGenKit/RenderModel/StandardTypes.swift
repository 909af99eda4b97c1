/// The standard library's and Foundation's types, by name: what samples,
/// default return values and `Equatable` detection treat alike.
enum StandardTypes {
    static let integers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128",
    ]
    static let floatingPoints: Set<String> = ["Double", "Float", "Float16", "Float80", "CGFloat", "TimeInterval", "Decimal"]
    static let numbers = integers.union(floatingPoints)

    /// The error a test passes where any error will do.
    static let errorSample = errorSampleType + "()"
    static let errorSampleType = "CancellationError"

    /// Protocols a `String` conforms to: `"name"` is a value of `any P` for each.
    static let protocolsOfString: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "StringProtocol", "TextOutputStreamable",
    ]

    /// A value of a standard type without generic arguments (`name` names the
    /// parameter, for strings and URLs); nil for a type not listed here.
    static func sample(of type: String, named name: String) -> String? {
        switch type {
        case "String", "Substring", "StaticString": return "\"\(name)\""
        case "Character": return "\"a\""
        case "Bool": return "true"
        case "Any", "AnyHashable": return "\"\(name)\""
        case "AnyObject", "NSObject": return "NSObject()"
        case "Void": return "()"
        case "Date": return "Date(timeIntervalSince1970: 0)"
        case "Data": return "Data()"
        case "URL": return "URL(fileURLWithPath: \"/\(name)\")"
        case "URLRequest": return "URLRequest(url: URL(fileURLWithPath: \"/\(name)\"))"
        case "URLComponents": return "URLComponents()"
        case "UUID": return "UUID()"
        case "IndexPath": return "IndexPath(index: 0)"
        case "IndexSet": return "IndexSet(integer: 0)"
        case "Locale": return "Locale(identifier: \"en_US_POSIX\")"
        case "TimeZone": return "TimeZone(secondsFromGMT: 0)!"
        case "Calendar": return "Calendar(identifier: .gregorian)"
        case "DateComponents": return "DateComponents()"
        case "DateInterval": return "DateInterval()"
        case "Duration": return ".seconds(1)"
        case "AttributedString": return "AttributedString(\"\(name)\")"
        case "CharacterSet": return "CharacterSet()"
        case "NSError": return "NSError(domain: \"\(name)\", code: 1)"
        case "NSNumber": return "NSNumber(value: 1)"
        case "NSString": return "NSString(string: \"\(name)\")"
        case "Notification": return "Notification(name: Notification.Name(\"\(name)\"))"
        case "CancellationError": return "CancellationError()"
        case "JSONDecoder": return "JSONDecoder()"
        case "JSONEncoder": return "JSONEncoder()"
        case "DateFormatter": return "DateFormatter()"
        case "NumberFormatter": return "NumberFormatter()"
        case "ISO8601DateFormatter": return "ISO8601DateFormatter()"
        case "ContinuousClock": return "ContinuousClock()"
        case "SuspendingClock": return "SuspendingClock()"
        default: return nil
        }
    }
}
