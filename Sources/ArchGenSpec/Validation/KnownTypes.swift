/// Types a spec may use without declaring them: those of the standard
/// library, Foundation, and what `import Foundation` brings with it
/// (Dispatch, the Objective-C runtime, Core Foundation, Core Graphics'
/// geometry), as they are on Apple's platforms. The lists are data (names
/// separated by spaces, in `KnownTypes+StandardLibrary.swift`,
/// `KnownTypes+Foundation.swift` and `KnownTypes+System.swift`), read once
/// into `names`.
///
/// UIKit's, SwiftUI's and Combine's types are not listed: a spec naming one
/// imports its module (the files its members are declared in import the
/// spec's `imports`), and importing any module but those of `modules` turns
/// the unknown-type warning off. Only a role's member naming UIKit's types
/// gets UIKit without asking (`PlatformGuard`): the warning knows them there.
enum KnownTypes {
    /// Modules whose types are all known here; importing any other module
    /// turns the unknown-type warning off (its types cannot be listed).
    static let modules: Set<String> = [
        "Foundation", "Swift", "Dispatch", "FoundationNetworking", "FoundationEssentials", "FoundationInternationalization",
        "_Concurrency", "_StringProcessing", "ObjectiveC", "CoreFoundation",
    ]

    /// The types a spec's members name most, which a module of the same
    /// name would hide in its own code (`Swift.String` against
    /// `String.String`): no module may be named like them.
    static let commonlyNamed: Set<String> = [
        "Any", "Array", "Bool", "Character", "Data", "Date", "Decimal", "Dictionary", "Double", "Error", "Float", "Int",
        "Int8", "Int16", "Int32", "Int64", "Never", "Optional", "Range", "Result", "Set", "String", "Substring",
        "TimeInterval", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "URL", "UUID", "Void",
    ]

    /// Whether `name` is known: the common names first, so that a spec naming
    /// only those never builds `names` (a quarter of `new`'s time went there).
    static func contains(_ name: String) -> Bool {
        commonlyNamed.contains(name) || names.contains(name)
    }

    /// Every known name, from the lists, split by their bytes (splitting by
    /// characters, to be told apart as whitespace, cost `new` half again).
    private static let names: Set<String> = {
        var names = Set<String>(minimumCapacity: 1024)
        for list in [standardLibrary, foundation, appleFoundation, dispatch, system] {
            for word in list.utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }) {
                names.insert(String(decoding: word, as: UTF8.self))
            }
        }
        return names
    }()
}
