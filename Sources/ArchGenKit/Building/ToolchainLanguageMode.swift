/// The Swift language mode a toolchain builds in by default, read from its
/// `swift --version`: 6 from Swift 6 on, else 5 (`archgen init` writes it,
/// and the isolation that fits it).
package enum ToolchainLanguageMode {
    /// 6 for `Swift version 6.3.1 (swift-6.3.1-RELEASE)`, 5 for
    /// `Apple Swift version 5.10 (swiftlang-5.10.0.13 ...)`; nil when the
    /// output names no version.
    package static func parse(versionOutput: String) -> Int? {
        guard let range = versionOutput.range(of: "Swift version ") else { return nil }
        let major = versionOutput[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        guard let version = Int(major) else { return nil }
        return version >= 6 ? 6 : 5
    }

    /// The mode of the toolchain `swift` runs; nil when it cannot be run or says no version.
    package static func of(swift: String, runner: any ProcessRunner) -> Int? {
        guard let result = try? runner.run(swift, ["--version"]), result.succeeded else { return nil }
        return parse(versionOutput: result.output)
    }
}
