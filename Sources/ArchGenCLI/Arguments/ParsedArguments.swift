import ArchGenSource
import ArchGenSpec

/// The arguments of one invocation, checked against a `CommandSignature`.
/// Only the option structs (`NewOptions`, `CheckOptions`...) read them, each
/// flag and option by its `CommandSignature` entry, never by its spelling.
struct ParsedArguments: Equatable, Sendable {
    var flags: Set<String> = []
    var options: [String: String] = [:]
    var positionals: [String] = []

    func has(_ flag: CommandSignature.Flag) -> Bool { flags.contains(flag.name) }

    func value(of option: CommandSignature.Option) -> String? { options[option.name] }

    /// An option whose value is one of `Value`'s cases: `unknown platform 'uikt'`, with a near miss.
    func choice<Value: RawRepresentable & CaseIterable>(
        of option: CommandSignature.Option, _ noun: String, as type: Value.Type
    ) throws(UsageError) -> Value? where Value.RawValue == String {
        guard let text = value(of: option) else { return nil }
        guard let value = Value(rawValue: text) else {
            let names = Value.allCases.map(\.rawValue)
            throw UsageError("unknown \(noun) '\(text)'",
                             hint: NearMiss.hint(for: text, in: names) ?? "use one of: " + names.joined(separator: ", "))
        }
        return value
    }
}
