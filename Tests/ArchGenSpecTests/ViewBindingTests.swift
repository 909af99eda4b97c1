import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml's `styles: <style>: binding:` (`ViewBinding`): one of those
/// the style's manifest offers (`view: bindings:`), what a spec of that style
/// gets, the view commands it makes closure properties, and every error verbatim.
final class ViewBindingTests: XCTestCase {
    func testBindingIsReadAndTheSpecOfThatStyleGetsIt() throws {
        let settings = try loadProjectSettings("styles:\n  mvvm: {binding: closures}\n")
        XCTAssertEqual(settings.defaults.styles.entries.map(\.settings.binding), [nil, nil, nil, .closures])
        XCTAssertEqual(try spec("module: A\nstyle: mvvm\n", binding: .closures).binding, .closures)
        // The manifest's first binding is the default.
        XCTAssertEqual(try spec("module: A\nstyle: mvvm\n").binding, .output)
    }

    /// Each view command becomes a closure property of the view model's protocol, and the view's protocol goes.
    func testClosuresMakeEachViewCommandAClosureProperty() throws {
        let spec = try spec("""
            module: A
            style: mvvm
            view:
              - show(photos: [Photo])
              - reloadTableViewClosure()
            events:
              - load()
            """, binding: .closures)
        XCTAssertEqual(spec.members(of: .events).map(\.requirementDescription), [
            "func load()", "var show: (([Photo]) -> Void)? { get set }", "var reloadTableViewClosure: (() -> Void)? { get set }",
        ])
        XCTAssertEqual(spec.members(of: .view), [])
        XCTAssertEqual(spec.boundCommands.map(\.requirementDescription), ["func show(photos: [Photo])", "func reloadTableViewClosure()"])
        XCTAssertFalse(spec.declaresProtocol("view"))
        // A SwiftUI screen observes its view model whatever the binding.
        let observed = try self.spec("module: A\nstyle: mvvm\nplatform: swiftui\nview:\n  - show(count: Int)\n", binding: .closures)
        XCTAssertEqual(observed.members(of: .view).map(\.requirementDescription), ["func show(count: Int)"])
        // With routes the coordinator holds the view through its protocol, which stays, empty.
        let routed = try self.spec("module: A\nstyle: mvvm\nview:\n  - show(count: Int)\nroutes:\n  - close()\n", binding: .closures)
        XCTAssertTrue(routed.declaresProtocol("view"))
        XCTAssertEqual(routed.members(of: .view), [])
    }

    func testABindingTheStyleDoesNotOfferIsAnError() {
        XCTAssertEqual(projectSettingsErrors("styles:\n  viper: {binding: closures}\n  mvvm: {binding: observable}\n"), """
            archgen.yml:2:11: error: VIPER offers no binding: its view implements the protocols it is told through
              viper: {binding: closures}
                      ^
            hint: remove 'binding'; a style's manifest offers bindings with 'view: bindings: [output, closures]'
            archgen.yml:3:19: error: unknown binding 'observable'
              mvvm: {binding: observable}
                              ^
            hint: a SwiftUI screen observes its model whatever the binding; for UIKit, MVVM offers output, closures

            """)
        XCTAssertEqual(projectSettingsErrors("styles:\n  mvvm:\n    binding: closure\n"), """
            archgen.yml:3:14: error: unknown binding 'closure'
                binding: closure
                         ^
            hint: did you mean 'closures'?

            """)
    }

    func testAViewCommandThatCannotBeAClosureIsAnError() {
        let text = "module: A\nstyle: mvvm\nview:\n  - load() async\n  - show(count: Int) -> Bool\n  - isLoading(_ value: Bool)\n"
            + "events:\n  - var isLoading: Bool { get }\n"
        var defaults = SpecDefaults()
        defaults.styles.setSettings(Self.closures, for: "mvvm")
        let result = SpecLoader(defaults: defaults).load(SourceText(path: "A.archgen", text: text))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), """
            A.archgen:4:5: error: 'load()' cannot be a closure the view sets: it is async
              - load() async
                ^
            hint: with archgen.yml's 'binding: closures' each view command is a closure property of the 'events' protocol: make it a method that returns nothing, or choose 'binding: output'
            A.archgen:5:5: error: 'show(count:)' cannot be a closure the view sets: it returns 'Bool'
              - show(count: Int) -> Bool
                ^
            hint: with archgen.yml's 'binding: closures' each view command is a closure property of the 'events' protocol: make it a method that returns nothing, or choose 'binding: output'
            A.archgen:6:5: error: 'isLoading(_:)' would be the closure property 'isLoading', which 'events' has already
              - isLoading(_ value: Bool)
                ^
            hint: with archgen.yml's 'binding: closures' each view command is a closure property named as it: rename one

            """)
    }

    private static var closures: StyleSettings {
        var settings = StyleSettings()
        settings.binding = .closures
        return settings
    }

    private func spec(_ text: String, binding: ViewBinding? = nil) throws -> Spec {
        var defaults = SpecDefaults()
        if binding != nil { defaults.styles.setSettings(Self.closures, for: "mvvm") }
        let result = SpecLoader(defaults: defaults).load(SourceText(path: "A.archgen", text: text))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics).components(separatedBy: "error:").count, 1)
        return try XCTUnwrap(result.spec)
    }
}
