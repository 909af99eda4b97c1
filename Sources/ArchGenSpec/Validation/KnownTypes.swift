/// Types a spec may use without declaring them: the standard library's,
/// Foundation's and the concurrency library's common ones.
enum KnownTypes {
    /// Modules whose types are all known here; importing any other module
    /// turns the unknown-type warning off (its types cannot be listed).
    static let modules: Set<String> = ["Foundation", "Swift", "Dispatch", "FoundationNetworking", "_Concurrency"]

    /// The types a spec's members name most, which a module of the same
    /// name would hide in its own code (`Swift.String` against
    /// `String.String`): no module may be named like them.
    static let commonlyNamed: Set<String> = [
        "Any", "Array", "Bool", "Character", "Data", "Date", "Decimal", "Dictionary", "Double", "Error", "Float", "Int",
        "Int8", "Int16", "Int32", "Int64", "Never", "Optional", "Range", "Result", "Set", "String", "Substring",
        "TimeInterval", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "URL", "UUID", "Void",
    ]

    static let names: Set<String> = [
        // Standard library
        "Any", "AnyObject", "Self", "AnyHashable", "Array", "ArraySlice", "Bool", "Character", "ClosedRange",
        "Collection", "Comparable", "ContiguousArray", "CustomStringConvertible", "CustomDebugStringConvertible",
        "Decodable", "Dictionary", "Double", "Encodable", "Codable", "Equatable", "Error", "Float", "Float16",
        "Hashable", "Identifiable", "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "IteratorProtocol",
        "KeyPath", "Never", "Numeric", "ObjectIdentifier", "Optional", "Range", "RangeReplaceableCollection",
        "RawRepresentable", "Result", "Sendable", "Sequence", "Set", "StaticString", "String", "StringProtocol",
        "Substring", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128", "UnsafePointer",
        "UnsafeMutablePointer", "UnsafeRawPointer", "Void", "BidirectionalCollection", "RandomAccessCollection",
        "MutableCollection", "SignedInteger", "BinaryInteger", "FixedWidthInteger", "FloatingPoint",
        "BinaryFloatingPoint", "CaseIterable", "Duration", "Clock", "ContinuousClock", "SuspendingClock",
        "AdditiveArithmetic", "AnyCollection", "AnyIterator", "AnyKeyPath", "AnySequence", "CodingKey",
        "CollectionOfOne", "CustomReflectable", "CVarArg", "Decoder", "DecodingError", "DurationProtocol", "Encoder",
        "EncodingError", "EmptyCollection", "EnumeratedSequence", "ExpressibleByArrayLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByIntegerLiteral", "ExpressibleByNilLiteral", "ExpressibleByStringInterpolation",
        "ExpressibleByStringLiteral", "Float32", "Float64", "FloatingPointRoundingRule", "FloatingPointSign",
        "Hasher", "InstantProtocol", "KeyValuePairs", "KeyedDecodingContainer", "KeyedEncodingContainer",
        "LosslessStringConvertible", "Mirror", "OpaquePointer", "OptionSet", "PartialKeyPath", "PartialRangeFrom",
        "PartialRangeThrough", "PartialRangeUpTo", "RandomNumberGenerator", "RangeExpression",
        "ReferenceWritableKeyPath", "SetAlgebra", "SignedNumeric", "SingleValueDecodingContainer",
        "SingleValueEncodingContainer", "Slice", "StrideThrough", "StrideTo", "Strideable",
        "SystemRandomNumberGenerator", "TextOutputStream", "Unicode", "UnicodeScalar", "Unmanaged",
        "UnkeyedDecodingContainer", "UnkeyedEncodingContainer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer",
        "UnsafeMutableRawBufferPointer", "UnsafeMutableRawPointer", "UnsafeRawBufferPointer", "UnsignedInteger",
        "WritableKeyPath", "Zip2Sequence",
        // Concurrency
        "Actor", "AsyncSequence", "AsyncIteratorProtocol", "AsyncStream", "AsyncThrowingStream",
        "CancellationError", "CheckedContinuation", "GlobalActor", "MainActor", "Task", "TaskGroup",
        "TaskPriority", "ThrowingTaskGroup", "UnsafeContinuation", "DispatchQueue", "DispatchTime",
        // Foundation
        "AttributedString", "Bundle", "Calendar", "CGFloat", "CGPoint", "CGRect", "CGSize", "CharacterSet",
        "Data", "Date", "DateComponents", "DateFormatter", "DateInterval", "Decimal", "FileManager",
        "HTTPURLResponse", "IndexPath", "IndexSet", "ISO8601DateFormatter", "JSONDecoder", "JSONEncoder",
        "JSONSerialization", "Locale", "LocalizedError", "Measurement", "NSAttributedString", "NSError",
        "NSNumber", "NSObject", "NSObjectProtocol", "NSRange", "NSString", "Notification", "NotificationCenter",
        "NumberFormatter", "OperationQueue", "ProcessInfo", "PropertyListDecoder", "PropertyListEncoder",
        "RunLoop", "TimeInterval", "TimeZone", "Timer", "URL", "URLCache", "URLComponents", "URLError",
        "URLQueryItem", "URLRequest", "URLResponse", "URLSession", "URLSessionConfiguration",
        "URLSessionDataTask", "URLSessionTask", "UUID", "UserDefaults",
        "ByteCountFormatter", "ComparisonResult", "ContiguousBytes", "DataProtocol", "Dimension", "FileHandle",
        "Formatter", "HTTPCookie", "NSArray", "NSCache", "NSCoder", "NSCoding", "NSDictionary", "NSLock",
        "NSPredicate", "NSRecursiveLock", "NSRegularExpression", "NSSecureCoding", "NSSortDescriptor", "NSValue",
        "Operation", "PersonNameComponents", "Progress", "PropertyListSerialization", "Thread", "Unit",
        "UnitDuration", "UnitLength", "UnitMass", "UnitTemperature", "URLSessionDownloadTask",
        "URLSessionUploadTask", "URLSessionWebSocketTask",
    ]
}
