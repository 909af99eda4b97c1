/// The `swift` the build check runs: `--swift PATH`, else `ARCHGEN_SWIFT`,
/// else the first `swift` on `PATH`.
package enum Toolchain {
    package static func locate(
        option: String?, variables: [String: String], search: ExecutableSearch
    ) throws(BuildCheckError) -> String {
        for (value, source) in [(option, "--swift"), (variables["ARCHGEN_SWIFT"], "ARCHGEN_SWIFT")] {
            guard let value, !value.isEmpty else { continue }
            guard search.isExecutableFile(value) else {
                throw .noToolchain("\(source) names '\(value)', which is not an executable file")
            }
            return value
        }
        guard let swift = search.find("swift", path: variables["PATH"]) else {
            throw .noToolchain("`swift` is not on PATH")
        }
        return swift
    }
}
