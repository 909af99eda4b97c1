/// The standard library's and Foundation's number types, by name: what
/// samples, default return values and `Equatable` detection treat alike.
enum StandardTypes {
    static let integers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    static let floatingPoints: Set<String> = ["Double", "Float", "CGFloat", "TimeInterval", "Decimal"]
    static let numbers = integers.union(floatingPoints)
}
