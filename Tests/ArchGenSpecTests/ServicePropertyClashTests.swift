import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// MVVM's view model holds the services and implements the events, whose
/// properties become its own: a service held under a property's name was
/// declared twice (`let steps: any Steps`, `var steps: [String]`), which
/// lint accepted and the compiler then refused. In VIPER the interactor
/// holds the services and the presenter the events' properties: no clash.
final class ServicePropertyClashTests: XCTestCase {
    private static let spec = """
        module: Recipe
        style: STYLE
        services:
          Steps:
            - steps(for recipeID: Int) async throws -> [String]
        events:
          - reload()
          - var steps: [String] { get }

        """

    private func lint(_ style: String) -> String {
        let text = Self.spec.replacingOccurrences(of: "STYLE", with: style)
        return DiagnosticRenderer().render(SpecLoader(files: TestDisk.empty).load(SourceText(path: "Recipe.archgen", text: text)).diagnostics)
    }

    func testAServiceHeldUnderTheNameOfAPropertyOfItsHolderIsAnError() {
        XCTAssertEqual(lint("mvvm"), """
            Recipe.archgen:4:3: error: property 'steps' of service 'Steps' has the name of 'var steps: [String] { get }' (line 8), \
            which the viewModel holding it implements too
              Steps:
              ^
            hint: give the service a property of its own ('property: stepsService'), or rename the other

            """)
    }

    func testAServiceHeldByAnotherActorThanTheOneWithThePropertyIsFine() {
        XCTAssertEqual(lint("viper"), "")
    }
}
