import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// A module name Swift would reject once generated, though it is a fine
/// identifier: a standard type's (`String.String`), or, when its use cases
/// make it the namespace enum of their models, a shared type's or a project
/// type's (`invalid redeclaration`). Errors asserted verbatim.
final class ModuleNameShadowingTests: XCTestCase {
    func testAModuleNamedLikeAStandardTypeIsAnError() {
        for name in ["String", "Int", "Array", "Data", "Date", "URL", "Error", "Result", "Optional"] {
            let rendered = DiagnosticRenderer().render(
                SpecLoader(files: TestDisk.empty).load(SourceText(path: "Spec.archgen", text: "module: \(name)\nstyle: vip\n")).diagnostics)
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
        let loader = SpecLoader(defaults: settings.defaults, shared: settings.shared, files: TestDisk.empty)
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
        let loaded = SpecLoader(files: TestDisk.empty).load(SourceText(path: "Spec.archgen", text: "module: Strings\nstyle: vip\n"))
        XCTAssertEqual(loaded.diagnostics.filter { $0.severity == .error }, [])
    }

    func testAModuleNamespaceNamedLikeAnAppTypeClashes() throws {
        let types = [ProjectLint.ProjectType(name: "Cart", place: "App/Models/Cart.swift:1")]
        let plain = try loadSpec("module: Cart\nstyle: vip\nappModule: App\n")
        XCTAssertEqual(ProjectLint.declarationClashes(of: plain, with: types), [], "no use case: no namespace")
        let spec = try loadSpec(Self.cartWithUseCases)
        let source = SourceText(path: "Spec.archgen", text: Self.cartWithUseCases)
        let rendered = DiagnosticRenderer().render(ProjectLint.declarationClashes(of: spec, with: types).map { Diagnostic($0, in: source) })
        XCTAssertEqual(rendered, """
            Spec.archgen:1:9: error: module namespace 'Cart' has the name of a type of the project (App/Models/Cart.swift:1)
            module: Cart
                    ^
            hint: rename your type or the module (archgen declares 'enum Cart' for the use cases' models); both would be compiled into app module 'App'

            """)
        XCTAssertTrue(ProjectLint.checkedNames(of: spec, newFiles: []).contains("Cart"))
    }

    private static let cartWithUseCases = "module: Cart\nstyle: vip\nappModule: App\nuseCases:\n  FetchItems:\n    response: (count: Int)\n"

    private func loadSpec(_ text: String) throws -> Spec {
        let result = SpecLoader(files: TestDisk.empty).load(SourceText(path: "Spec.archgen", text: text))
        return try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
    }
}
