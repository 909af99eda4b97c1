/// How a SwiftUI module's observable (its screen model) tells its screen
/// what changed: a spec's own `observation:`, else archgen.yml's `defaults:
/// observation:`, else the one archgen.yml's `defaults: deploymentTarget:`
/// allows (`DeploymentTarget`: `observableObject` below iOS 17), else
/// `observable`, the one new SwiftUI code uses (iOS 17, macOS 14 and later).
package enum ObservationKind: String, CaseIterable, Sendable {
    /// `@Observable` (the Observation framework, iOS 17 and macOS 14): plain
    /// stored state, the screen keeping the model in `@State`.
    case observable
    /// `ObservableObject` (Combine): `@Published` state, the screen keeping
    /// the model in `@StateObject`, which builds it once, in its autoclosure.
    case observableObject

    /// What a spec gets when neither it nor archgen.yml says.
    package static let `default` = ObservationKind.observable
}
