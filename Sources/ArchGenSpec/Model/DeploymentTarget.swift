/// The oldest iOS an app runs on (archgen.yml's `defaults: deploymentTarget:`,
/// written as Xcode's `IPHONEOS_DEPLOYMENT_TARGET` is: `"16.0"`), which picks
/// a SwiftUI module's observation when neither the spec nor archgen.yml says:
/// `@Observable` needs iOS 17, so below it a screen model is an
/// `ObservableObject`. Without a deployment target the default is `observable`.
package struct DeploymentTarget: Equatable, Sendable {
    package var major: Int
    package var minor: Int

    /// `"16"`, `"16.4"`, `"17.0.1"`; nil for anything else (`"iOS 16"`, `"16,0"`).
    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let major = Int(parts[0]), major > 0
        else { return nil }
        self.major = major
        minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    }

    /// The observation this target allows: `observableObject` below iOS 17, `observable` from it.
    package var observation: ObservationKind {
        major < 17 ? .observableObject : .observable
    }
}
