import ArchGenKit
import ArchGenSource
import ArchGenSpec

extension CheckReport {
    /// Says, once per module, which of its files hold code this build left
    /// out: a note at its spec (`Specs/Home.archgen: note: not compiled on
    /// Linux: the #if canImport(UIKit) code of Sources/Home/HomeViewController.swift`),
    /// and the files in the module's entry.
    mutating func noteNotCompiled(_ code: [CompiledOutCode], module: String, spec: String, destination: BuildDestination) {
        guard let index = modules.firstIndex(where: { $0.name == module && $0.spec == spec }) else { return }
        modules[index].notCompiled = code
        let conditions = Array(Set(code.map(\.condition))).sorted().map { "#if \($0)" }
        let hint = destination.os == "Linux" || destination.os.isEmpty
            ? "only a Mac with Xcode compiles it: there, check builds for the iOS simulator"
            : "check builds for the iOS simulator when Xcode's iphonesimulator SDK is found (xcrun) and --no-simulator is not given"
        findings.append(CheckFinding(kind: .notCompiled, diagnostic: Diagnostic(
            severity: .note,
            message: "not compiled on \(destination.name): the \(Self.list(conditions, "or")) code of \(Self.list(code.map(\.path), "and"))",
            path: spec, hint: hint)))
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String], _ last: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(last) " + items[items.count - 1]
    }
}
