import ArchGenSpec
import XCTest

/// A module name Swift would reject once generated, though it is a fine
/// identifier: a standard type's (`String.String`), or a shared type's
/// (`invalid redeclaration`). Errors asserted verbatim.
final class ModuleNameShadowingTests: XCTestCase {
    func testAModuleNamedLikeAStandardTypeIsAnError() {
        for name in ["String", "Int", "Array", "Data", "Date", "URL", "Error", "Result", "Optional"] {
            let rendered = DiagnosticRenderer().render(
                SpecLoader(fileExists: { _ in false }).load(SourceText(path: "Spec.archgen", text: "module: \(name)\nstyle: vip\n")).diagnostics)
            let caret = String(repeating: " ", count: 8) + "^"
            XCTAssertEqual(rendered, """
                Spec.archgen:1:9: error: module name '\(name)' is the name of a standard type
                module: \(name)
                \(caret)
                hint: archgen names the module's namespace and types after it, which would hide Swift's '\(name)' \
                in the module's code; name the module after its screen, say '\(name)Details'

                """)
        }
    }

    func testAModuleNamedLikeASharedTypeIsAnError() {
        let settings = ProjectSettingsLoader().load(SourceText(path: "archgen.yml", text: """
            defaults:
              appModule: App
            shared:
              entities:
                - Restaurant(name: String)
            """)).settings ?? ProjectSettings()
        let loader = SpecLoader(defaults: settings.defaults, shared: settings.shared, fileExists: { _ in false })
        let plain = loader.load(SourceText(path: "Spec.archgen", text: "module: Restaurant\nstyle: vip\nview:\n  - show(restaurant: Restaurant)\n"))
        XCTAssertEqual(plain.diagnostics, [], "no use case: no namespace")
        let loaded = loader.load(SourceText(path: "Spec.archgen", text: "module: Restaurant\nstyle: vip\nuseCases:\n  Load:\n    response: (restaurant: Restaurant)\n"))
        XCTAssertEqual(DiagnosticRenderer().render(loaded.diagnostics), """
            Spec.archgen:1:9: error: module 'Restaurant' has the name of a type of archgen.yml's shared declarations (line 5)
            module: Restaurant
                    ^
            hint: rename the module or the shared type: archgen declares 'enum Restaurant' for the use cases' models, \
            and both are compiled into app module 'App'

            """)
    }

    func testAModuleNamedLikeNoStandardOrSharedTypeIsFine() {
        let loaded = SpecLoader(fileExists: { _ in false }).load(SourceText(path: "Spec.archgen", text: "module: Strings\nstyle: vip\n"))
        XCTAssertEqual(loaded.diagnostics.filter { $0.severity == .error }, [])
    }
}
