/// SwiftPM's version-specific manifests beside a package's manifest
/// (`Package@swift-6.swift`, `Package@swift-5.10.swift`): a toolchain reads
/// the one named for its version, or else the newest whose version is above
/// the manifest's tools version, instead of `Package.swift`. A target added
/// to `Package.swift` alone would be missing from the package on those
/// toolchains (SwiftPM's reading of the edited `Package.swift` proves it
/// there, not there); archgen edits one manifest, so it stops.
package enum VersionSpecificManifests {
    /// The error for the version-specific manifests among `names` (the files
    /// beside the manifest) that toolchains able to read the manifest (at its
    /// tools version or above) read instead; nil when there are none.
    package static func error(among names: [String], manifest: ManifestText, adding addition: PackageAddition) -> ManifestError? {
        let minimum = toolsVersion(of: manifest.text) ?? []
        let shadowing = names.compactMap { name in version(named: name).map { (name, $0) } }
            .filter { !precedes($0.1, minimum) }
            .sorted { precedes($0.1, $1.1) }
        guard let first = shadowing.first else { return nil }
        return ManifestError(
            "cannot add to the manifest: SwiftPM reads " + shadowing.map { "'\($0.0)'" }.joined(separator: ", ")
                + " beside it instead, on Swift " + first.1.map(String.init).joined(separator: ".")
                + " and later, and archgen edits this manifest alone",
            at: manifest.location(of: 0), hint: ManifestUpdater.handEditHint(addition, inEachManifest: true))
    }

    /// The version in a version-specific manifest's name (`Package@swift-5.10.swift`: [5, 10]); nil for another name.
    static func version(named name: String) -> [Int]? {
        let prefix = "Package@swift-", suffix = ".swift"
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
        let parts = name.dropFirst(prefix.count).dropLast(suffix.count).split(separator: ".", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Int($0) }
        return (1...3).contains(parts.count) && numbers.count == parts.count ? numbers : nil
    }

    /// The version of the manifest's `// swift-tools-version:5.9` line; nil when it has none.
    static func toolsVersion(of text: String) -> [Int]? {
        guard let line = text.split(separator: "\n", maxSplits: 1).first,
              let range = line.firstRange(of: "swift-tools-version:") else { return nil }
        let digits = line[range.upperBound...].drop { $0 == " " }.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let parts = digits.split(separator: ".").compactMap { Int($0) }
        return parts.isEmpty ? nil : parts
    }

    /// Whether version `a` is below `b` (missing parts are 0).
    private static func precedes(_ a: [Int], _ b: [Int]) -> Bool {
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index] : 0, right = index < b.count ? b[index] : 0
            if left != right { return left < right }
        }
        return false
    }
}
