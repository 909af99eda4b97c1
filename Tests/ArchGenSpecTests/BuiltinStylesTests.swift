import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// Every built-in style's manifest reads without an error, and describes what the reference says of it.
final class BuiltinStylesTests: XCTestCase {
    func testEveryBuiltInManifestReads() throws {
        XCTAssertEqual(BuiltinStyles.names, ["viper", "viper-s", "vip", "mvvm"])
        for name in BuiltinStyles.names {
            let style = try XCTUnwrap(BuiltinStyles.definition(name))
            XCTAssertFalse(style.files.isEmpty, name)
            XCTAssertNotNil(style.actor(style.assembly.holder), name)
        }
    }

    func testVIPMergesEventsAndRequestsIntoTheBusinessLogic() throws {
        let vip = try XCTUnwrap(BuiltinStyles.definition("vip"))
        XCTAssertEqual(vip.protocolKey(of: .events), "interactor")
        XCTAssertEqual(vip.protocolKey(of: .interactor), "interactor")
        XCTAssertEqual(vip.protocols.map(\.key), ["interactor", "dataStore", "output", "view", "routes", "dataPassing", "delegate"])
        XCTAssertEqual(vip.actor("router")?.links.map(\.key), ["router.view", "router.dataStore"])
    }

    /// MVVM (Templates/mvvm): a view model implements the events and holds the
    /// view's output weakly, the services and the input through its init; a
    /// coordinator navigates and assembles.
    func testMVVMIsAViewModelWithAnOutputAndACoordinator() throws {
        let mvvm = try XCTUnwrap(BuiltinStyles.definition("mvvm"))
        XCTAssertEqual(mvvm.title, "MVVM")
        XCTAssertEqual(mvvm.lists.map(\.role), [.view, .events, .routes, .delegate])
        XCTAssertEqual(mvvm.protocols.map(\.namePattern), [
            "{module}ViewModelInput", "{module}ViewModelOutput", "{module}Coordinating", "{module}Delegate",
        ])
        XCTAssertEqual(mvvm.links.map(\.key), ["view.viewModel", "viewModel.output", "viewModel.coordinator", "viewModel.delegate",
                                               "coordinator.view"])
        XCTAssertEqual(mvvm.actor("viewModel")?.links.map(\.isWeak), [true, false, true])
        XCTAssertEqual(mvvm.actor("viewModel")?.services?.optionality, WiringSettings.Optionality.nonOptional)
        XCTAssertEqual(mvvm.actor("viewModel")?.input?.optionality, WiringSettings.Optionality.nonOptional)
        XCTAssertEqual(mvvm.actor("viewModel")?.forwarding["events"]?.targets, ["services", "routes", "delegate"])
        XCTAssertEqual(mvvm.assembly.holder, "coordinator")
        XCTAssertNotNil(mvvm.reference)
    }

    /// MVVM has no interactor and no output: a spec writing them gets an error
    /// at the key, naming the style and its lists.
    func testMVVMRefusesTheInteractorAndTheOutput() {
        let text = "module: A\nstyle: mvvm\ninteractor:\n  - load()\noutput:\n  - loaded()\n"
        XCTAssertEqual(DiagnosticRenderer().render(SpecLoader().load(SourceText(path: "A.archgen", text: text)).errors), """
            A.archgen:3:1: error: MVVM modules have no 'interactor'
            interactor:
            ^
            hint: MVVM's lists are 'view', 'events', 'routes', 'delegate'; move these members to one of them, or choose another style
            A.archgen:5:1: error: MVVM modules have no 'output'
            output:
            ^
            hint: MVVM's lists are 'view', 'events', 'routes', 'delegate'; move these members to one of them, or choose another style

            """)
    }
}
