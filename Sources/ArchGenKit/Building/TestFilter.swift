import ArchGenSpec

/// The `swift test --filter` that runs the tests of some of a build's
/// modules only: a check of one module builds the other modules of its app
/// module with it (`AppTargets` joins them into one target, and their tests
/// into one test target), and must not run their tests.
///
/// A module's tests are what its test files declare at the top level: the
/// types (XCTest classes, Swift Testing suites) and the free `@Test`
/// functions. SwiftPM matches the filter against `Target.Class/testX` for
/// XCTest, Swift Testing against `Target.Suite/test()` and `Target.test()`.
package enum TestFilter {
    /// The filter running the tests of the modules named `selected` among
    /// `modules` (as checked, before `AppTargets` joins them), or nil when
    /// every module is selected: then every test runs.
    package static func selecting(_ selected: Set<String>, of modules: [SandboxModule]) -> String? {
        guard modules.contains(where: { !selected.contains($0.name) }) else { return nil }
        var alternatives: [String] = []
        for target in AppTargets.joined(modules) {
            let chosen = modules.filter { target.moduleNames.contains($0.name) && selected.contains($0.name) }
            guard !chosen.isEmpty else { continue }
            let prefix = escaped(target.testTargetName) + "\\."
            let tests = chosen.map { declaredTests(in: $0.tests) }
            let types = tests.flatMap(\.types).removingRepeats().map(escaped)
            let functions = tests.flatMap(\.functions).removingRepeats().map(escaped)
            if !types.isEmpty { alternatives.append(prefix + "(?:" + types.joined(separator: "|") + ")(?:/|$)") }
            if !functions.isEmpty { alternatives.append(prefix + "(?:" + functions.joined(separator: "|") + ")\\(") }
        }
        // No test to run: a name no test has (an empty filter would run them all).
        return "^(?:" + (alternatives.isEmpty ? "archgen-no-test-selected" : alternatives.joined(separator: "|")) + ")"
    }

    /// The types and free `@Test` functions `files` declare at the top level,
    /// in order. A file that does not tokenize declares none (it does not compile).
    static func declaredTests(in files: [SandboxModule.File]) -> (types: [String], functions: [String]) {
        var types: [String] = [], functions: [String] = []
        for file in files {
            guard let tokens = try? SwiftTokenizer.tokenize(file.contents) else { continue }
            var depth = 0
            var afterTestAttribute = false
            for (index, token) in tokens.enumerated() {
                if token.isPunctuation("{") { depth += 1 } else if token.isPunctuation("}") { depth -= 1 }
                guard depth == 0, index + 1 < tokens.count, tokens[index + 1].isWord else { continue }
                if token.isPunctuation("@"), tokens[index + 1].isKeyword("Test") {
                    afterTestAttribute = true
                } else if ["class", "struct", "enum", "actor"].contains(where: token.isKeyword) {
                    types.append(tokens[index + 1].text)
                    afterTestAttribute = false
                } else if token.isKeyword("func") {
                    if afterTestAttribute { functions.append(tokens[index + 1].text) }
                    afterTestAttribute = false
                }
            }
        }
        return (types, functions)
    }

    /// `name` with every character but letters, digits and `_` escaped for a regular expression.
    private static func escaped(_ name: String) -> String {
        var text = ""
        for character in name {
            if !(character.isLetter || character.isNumber || character == "_") { text.append("\\") }
            text.append(character)
        }
        return text
    }
}
