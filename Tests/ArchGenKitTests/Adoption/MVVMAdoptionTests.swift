@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// MVVM recognised by structure, and two modules of one style whose
/// conventions differ: the second gets a style of its own.
final class MVVMAdoptionTests: XCTestCase {
    /// A view model named its team's way (`FeedLogic`), its output `screen`.
    static func feed(output: String = "screen") throws -> ReadModule {
        let text = """
            protocol FeedLogic: AnyObject {
                var isLoading: Bool { get }
                func refresh()
            }
            protocol FeedDisplay: AnyObject { func show(posts: [String]) }
            protocol FeedNavigating: AnyObject { func openPost(id: Int) }
            protocol FeedLoading { func posts() async throws -> [String] }

            final class FeedLogicImpl: FeedLogic {
                weak var \(output): FeedDisplay?
                let navigator: FeedNavigating
                let loader: FeedLoading
                let pageSize: Int
                private(set) var isLoading = false
                init(navigator: FeedNavigating, loader: FeedLoading, pageSize: Int) {
                    self.navigator = navigator
                    self.loader = loader
                    self.pageSize = pageSize
                }
                func refresh() {}
            }
            final class FeedNavigator: FeedNavigating {
                weak var view: FeedDisplay?
                func openPost(id: Int) {}
            }
            final class FeedScreen: UIViewController, FeedDisplay {
                let logic: FeedLogic
                init(logic: FeedLogic) { self.logic = logic }
                func show(posts: [String]) {}
            }
            """
        let file = try ReadSourceFile(path: "Feed/FeedModule.swift", text: text, isTest: false)
        return ReadModule(name: "Feed", sourcesFolder: "Feed", testsFolder: nil, files: [file])
    }

    func testTheViewModelIsTheClassTheViewHoldsBackAndItsStrongLinkTheCoordinator() throws {
        let adoption = ModuleAdoption(module: try Self.feed(), specsFolder: "Specs", registry: .builtIn)
        let shape = try XCTUnwrap(adoption.shape)
        XCTAssertEqual(shape.style, "mvvm")
        XCTAssertEqual(shape.actors.mapValues(\.name), [
            "viewModel": "FeedLogicImpl", "viewController": "FeedScreen", "coordinator": "FeedNavigator",
        ])
        XCTAssertEqual(adoption.specText, """
            # Adopted by archgen from Feed.
            module: Feed
            style: mvvm
            platform: uikit
            services:
              FeedLoading:
                property: loader
                members:
                  - posts() async throws -> [String]
            input: (pageSize: Int)
            view:
              - show(posts: [String])
            events:
              - var isLoading: Bool { get }
              - refresh()
            routes:
              - openPost(id: Int)

            """)
        let written = adoption.leaves.filter { !$0.isDefault }.map { $0.key + ": " + $0.value }
        XCTAssertEqual(written, [
            "styles.mvvm.protocols.events: \"{module}Logic\"", "styles.mvvm.protocols.routes: \"{module}Navigating\"",
            "styles.mvvm.protocols.view: \"{module}Display\"",
            "styles.mvvm.actors.coordinator: \"{module}Navigator\"", "styles.mvvm.actors.viewController: \"{module}Screen\"",
            "styles.mvvm.actors.viewModel: \"{module}LogicImpl\"",
            "styles.mvvm.files.contract: \"{module}Module.swift\"",
            "styles.mvvm.wiring.view.viewModel.property: logic", "styles.mvvm.wiring.viewModel.output.property: screen",
            "styles.mvvm.wiring.viewModel.coordinator.property: navigator", "styles.mvvm.isolation: none",
        ])
    }

    func testTypesSharingAFileAreNotedAtEachButTheFirst() throws {
        let adoption = ModuleAdoption(module: try Self.feed(), specsFolder: "Specs", registry: .builtIn)
        XCTAssertEqual(DiagnosticRenderer().render(adoption.notes), """
            Feed/FeedModule.swift:9:1: note: the viewModel shares Feed/FeedModule.swift with the contract; archgen writes each to a file of its own
            final class FeedLogicImpl: FeedLogic {
            ^
            hint: move it to a file of its own (archgen.yml's `files: viewModel:` then names it)
            Feed/FeedModule.swift:22:1: note: the coordinator shares Feed/FeedModule.swift with the contract; archgen writes each to a file of its own
            final class FeedNavigator: FeedNavigating {
            ^
            hint: move it to a file of its own (archgen.yml's `files: coordinator:` then names it)
            Feed/FeedModule.swift:26:1: note: the viewController shares Feed/FeedModule.swift with the contract; archgen writes each to a file of its own
            final class FeedScreen: UIViewController, FeedDisplay {
            ^
            hint: move it to a file of its own (archgen.yml's `files: viewController:` then names it)

            """)
    }

    func testAModuleContradictingAnEarlierOnesConventionsGetsAStyleOfItsOwn() throws {
        let first = ModuleAdoption(module: try Self.feed(), specsFolder: "Specs", registry: .builtIn)
        let second = ModuleAdoption(module: try Self.feed(output: "output"), specsFolder: "Specs", registry: .builtIn)
        let split = StyleSplitting.split([first, second])
        XCTAssertEqual(split.map(\.specStyle), ["mvvm", "mvvmFeed"])
        XCTAssertTrue(split[1].specText.contains("\nstyle: mvvmFeed\n"), split[1].specText)
        XCTAssertTrue(split[1].leaves.contains(SettingLeaf(["styles", "mvvmFeed", "base"], "mvvm", source: DeclarationPlace(path: "Feed"))))
        XCTAssertFalse(split[1].leaves.contains { $0.path[1] == "mvvm" })
        XCTAssertEqual(StyleSplitting.split([first, first]).map(\.specStyle), ["mvvm", "mvvm"])
    }
}
