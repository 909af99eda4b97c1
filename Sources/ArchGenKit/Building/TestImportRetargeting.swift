/// Test files `@testable import` the app's module (`MyApp`); in a package
/// where the module is its own target, those imports must name the target.
package enum TestImportRetargeting {
    /// `text` with its lines `@testable import <module>` and `import <module>`
    /// naming `target` instead; every other line, and the number of lines, as
    /// they were (so compiler locations still match the original).
    package static func retarget(_ text: String, importing module: String, to target: String) -> String {
        guard module != target else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            let line = lines[index]
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if words.last?.hasSuffix("\r") == true { words[words.count - 1].removeLast() }
            if words == ["@testable", "import", module] || words == ["import", module] {
                words[words.count - 1] = target
                lines[index] = indent + words.joined(separator: " ")
            }
        }
        return lines.joined(separator: "\n")
    }
}
