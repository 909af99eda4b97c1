/// Whether this Mac can build for the iOS simulator: Xcode's `xcrun` finds
/// the `iphonesimulator` SDK. Only asked on macOS (and never with
/// `--no-simulator`); the answer is a `BuildDestination`, or nil.
package enum SimulatorDetection {
    /// The simulator destination for `arch`, when `xcrun` (on `path`, else
    /// `/usr/bin/xcrun`) names an iphonesimulator SDK inside a platform
    /// folder (`…/iPhoneSimulator.platform/Developer/SDKs/iPhoneSimulator18.2.sdk`).
    package static func detect(
        runner: any ProcessRunner, search: ExecutableSearch, path: String?, arch: String = hostArchitecture
    ) -> BuildDestination? {
        guard let xcrun = search.find("xcrun", path: path) ?? (search.isExecutableFile("/usr/bin/xcrun") ? "/usr/bin/xcrun" : nil),
              let result = try? runner.run(xcrun, ["--sdk", "iphonesimulator", "--show-sdk-path"]), result.succeeded,
              let sdk = result.output.split(separator: "\n").last.map(String.init), sdk.hasPrefix("/"),
              let range = sdk.range(of: "/Developer/SDKs/", options: .backwards) else { return nil }
        return .iOSSimulator(arch: arch, sdk: sdk, platform: String(sdk[..<range.lowerBound]))
    }

    /// `arm64` on Apple silicon, `x86_64` on Intel.
    package static var hostArchitecture: String {
        #if arch(arm64)
        "arm64"
        #else
        "x86_64"
        #endif
    }
}
