/// Code a build leaves out: a `#if canImport(UIKit)` block on Linux, or on
/// macOS when not built for the iOS simulator; `#if os(iOS)` likewise. The
/// check says so, so that a green check is never mistaken for a compiled
/// view controller.
package struct CompiledOutCode: Equatable, Sendable {
    /// The file, as the user sees it.
    package var path: String
    /// The line of its first such `#if` (or `#elseif`), 1-based.
    package var line: Int
    /// What the condition tests that is false here: `canImport(UIKit)`, `os(iOS)`.
    package var condition: String

    package init(path: String, line: Int, condition: String) {
        self.path = path
        self.line = line
        self.condition = condition
    }

    /// The first line of `text` whose `#if` or `#elseif` tests an Apple
    /// framework or system that `destination` lacks. A guarded import
    /// (`#if canImport(UIKit)`, `import UIKit`, `#endif`) leaves no code out.
    package static func find(in text: String, path: String, for destination: BuildDestination) -> CompiledOutCode? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " || $0 == "\t" } }
        for (index, trimmed) in lines.enumerated() {
            let number = index + 1
            guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") else { continue }
            if isGuardedImport(lines[index...]) { continue }
            for match in trimmed.matches(of: #/\b(canImport|os)\s*\(\s*(\w+)\s*\)/#) {
                let (test, name) = (String(match.1), String(match.2))
                let missing = test == "canImport"
                    ? BuildDestination.appleFrameworks.contains(name) && !destination.frameworks.contains(name)
                    : BuildDestination.appleSystems.contains(name) && destination.os != name
                if missing { return CompiledOutCode(path: path, line: number, condition: "\(test)(\(name))") }
            }
        }
        return nil
    }

    /// Whether `lines` start with `#if canImport(X)`, `import X`, `#endif`.
    private static func isGuardedImport(_ lines: ArraySlice<Substring>) -> Bool {
        let block = lines.prefix(3).map(String.init)
        guard block.count == 3, block[2] == "#endif",
              let match = block[0].wholeMatch(of: #/#if canImport\((\w+)\)/#) else { return false }
        return block[1] == "import " + match.1
    }

    /// Every file of `module` (sources and tests) with such code.
    package static func find(in module: SandboxModule, for destination: BuildDestination) -> [CompiledOutCode] {
        (module.sources + module.tests).compactMap { find(in: $0.contents, path: $0.path, for: destination) }
    }
}
