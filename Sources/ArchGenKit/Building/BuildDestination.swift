/// What the sandbox is built for: this machine, as `swift build` builds by
/// default, or (on macOS with Xcode) the iOS simulator, where
/// `#if canImport(UIKit)` code compiles too (`SimulatorDetection`).
package struct BuildDestination: Equatable, Sendable {
    /// For messages: `Linux`, `macOS`, `the iOS simulator`.
    package var name: String
    /// What `#if os(…)` is true for: `Linux`, `macOS`, `iOS`.
    package var os: String
    /// The Apple frameworks (of `appleFrameworks`) `#if canImport(…)` is true for.
    package var frameworks: Set<String>
    /// `swift build`'s arguments for it, besides the package's.
    package var buildArguments: [String]
    /// The fast proof's `swiftc` arguments for it (`CompilerInvocation`): the triple and SDK.
    package var compilerArguments: [String]
    /// The scratch folder of its builds, in the package folder; nil for `.build`.
    package var scratchFolder: String?
    /// Whether `swift test` runs what is built for it (the simulator's tests need a simulator).
    package var runsTests: Bool

    package init(
        name: String, os: String, frameworks: Set<String>, buildArguments: [String] = [], compilerArguments: [String] = [],
        scratchFolder: String? = nil, runsTests: Bool = true
    ) {
        self.compilerArguments = compilerArguments
        self.name = name
        self.os = os
        self.frameworks = frameworks
        self.buildArguments = buildArguments
        self.scratchFolder = scratchFolder
        self.runsTests = runsTests
    }

    /// Frameworks of Apple's platforms that generated or user code may test with `canImport`.
    package static let appleFrameworks: Set<String> = ["UIKit", "SwiftUI", "AppKit", "Combine", "WatchKit"]
    /// Apple's operating systems, as `#if os(…)` names them.
    package static let appleSystems: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]

    /// This machine.
    package static var host: BuildDestination {
        #if os(macOS)
        BuildDestination(
            name: "macOS", os: "macOS", frameworks: ["AppKit", "SwiftUI", "Combine"],
            compilerArguments: ["-target", "\(SimulatorDetection.hostArchitecture)-apple-macosx\(SandboxPackage.macOSDeploymentTarget)"])
        #elseif os(Linux)
        BuildDestination(name: "Linux", os: "Linux", frameworks: [])
        #else
        BuildDestination(name: "this system", os: "", frameworks: [])
        #endif
    }

    /// The iOS simulator of the SDK at `sdk` (`xcrun --sdk iphonesimulator
    /// --show-sdk-path`), for the `arch` of this Mac: the triple
    /// `<arch>-apple-ios<deploymentTarget>-simulator` (the sandbox's
    /// platform), the SDK, and the platform's XCTest and Testing frameworks.
    package static func iOSSimulator(arch: String, sdk: String, platform: String) -> BuildDestination {
        let frameworks = platform + "/Developer/Library/Frameworks"
        let libraries = platform + "/Developer/usr/lib"
        let triple = "\(arch)-apple-ios\(SandboxPackage.iOSDeploymentTarget)-simulator"
        return BuildDestination(
            name: "the iOS simulator", os: "iOS", frameworks: ["UIKit", "SwiftUI", "Combine"],
            buildArguments: [
                "--triple", triple, "--sdk", sdk,
                "-Xswiftc", "-F", "-Xswiftc", frameworks, "-Xswiftc", "-I", "-Xswiftc", libraries,
                "-Xlinker", "-F", "-Xlinker", frameworks, "-Xlinker", "-L", "-Xlinker", libraries,
            ],
            compilerArguments: ["-target", triple, "-sdk", sdk, "-F", frameworks, "-I", libraries],
            scratchFolder: ".build-ios-simulator", runsTests: false)
    }

    /// What the fingerprint of a build for it includes.
    package var identity: String {
        ([name] + buildArguments).joined(separator: " ")
    }
}
