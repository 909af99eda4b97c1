import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// How a SwiftUI module's screen model is observed (issue 37): a spec's own
/// `observation:`, else archgen.yml's `defaults: observation:`, else the one
/// `defaults: deploymentTarget:` allows (`observableObject` below iOS 17),
/// else `observable` (iOS 17 is what new SwiftUI code targets).
final class ObservationSettingTests: XCTestCase {
    func testTheSpecWinsOverArchgenYmlWhichWinsOverObservable() throws {
        XCTAssertNil(try loadProjectSettings("specs: Specs\n").defaults.observation)
        XCTAssertEqual(try spec("module: A\n", defaults: SpecDefaults()).observation, .observable)
        let chosen = try loadProjectSettings("defaults: {observation: observableObject}\n")
        XCTAssertEqual(chosen.defaults.observation, .observableObject)
        XCTAssertEqual(try spec("module: A\n", defaults: chosen.defaults).observation, .observableObject)
        XCTAssertEqual(try spec("module: A\nobservation: observable\n", defaults: chosen.defaults).observation, .observable)
    }

    func testTheDeploymentTargetPicksTheDefaultBelowAnExplicitObservation() throws {
        let old = try loadProjectSettings("defaults:\n  deploymentTarget: \"16.4\"\n")
        XCTAssertEqual(old.defaults.observation, .observableObject)
        XCTAssertEqual(try spec("module: A\n", defaults: old.defaults).observation, .observableObject)
        XCTAssertEqual(try spec("module: A\nobservation: observable\n", defaults: old.defaults).observation, .observable)
        XCTAssertEqual(try loadProjectSettings("defaults: {deploymentTarget: 17.0}\n").defaults.observation, .observable)
        XCTAssertEqual(try loadProjectSettings("defaults: {deploymentTarget: 18}\n").defaults.observation, .observable)
        let explicit = try loadProjectSettings("defaults: {deploymentTarget: 15.0, observation: observable}\n")
        XCTAssertEqual(explicit.defaults.observation, .observable)
    }

    func testAMalformedDeploymentTargetIsAnErrorAtItsValue() {
        XCTAssertEqual(projectSettingsErrors("defaults:\n  deploymentTarget: iOS 16\n"), """
            archgen.yml:2:21: error: deploymentTarget 'iOS 16' is not an iOS version
              deploymentTarget: iOS 16
                                ^
            hint: write it as Xcode's IPHONEOS_DEPLOYMENT_TARGET is, such as "16.0"

            """)
        XCTAssertNil(DeploymentTarget("16,0"))
        XCTAssertNil(DeploymentTarget("16."))
        XCTAssertEqual(DeploymentTarget("17.0.1"), DeploymentTarget("17"))
    }

    func testAnUnknownObservationIsAnErrorAtItsValue() {
        XCTAssertEqual(projectSettingsErrors("defaults:\n  observation: ObservableObject\n"), """
            archgen.yml:2:16: error: unknown observation 'ObservableObject'
              observation: ObservableObject
                           ^
            hint: did you mean 'observableObject'?

            """)
        let result = SpecLoader().load(SourceText(path: "A.archgen", text: "module: A\nobservation: combine\n"))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), """
            A.archgen:2:14: error: unknown observation 'combine'
            observation: combine
                         ^
            hint: use one of: observable, observableObject

            """)
    }

    private func spec(_ text: String, defaults: SpecDefaults) throws -> Spec {
        let result = SpecLoader(defaults: defaults).load(SourceText(path: "A.archgen", text: text))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), "")
        return try XCTUnwrap(result.spec)
    }
}
