@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// A style of the project's own, recognised from its manifest alone (the
/// MVP-C team's `Styles/mvpc/style.yml`: a presenter holding the view
/// weakly, a use case, a coordinator and a delegate; the view holding the
/// presenter; a builder creating them), on a module whose names are none of the manifest's.
final class OwnStyleAdoptionTests: XCTestCase {
    static let checkout = """
        @MainActor protocol CheckoutDisplay: AnyObject {
            func show(total: String)
        }
        @MainActor protocol CheckoutHandling: AnyObject {
            func didTapPay()
        }
        protocol CheckoutWork {
            func total(of items: [String]) -> Int
        }
        @MainActor protocol CheckoutFlow: AnyObject {
            func openReceipt()
        }
        @MainActor protocol CheckoutListener: AnyObject {
            func checkoutDidFinish()
        }
        protocol PriceLookup {
            func price(of item: String) -> Int
        }

        final class CheckoutWorker: CheckoutWork {
            private let prices: PriceLookup
            init(prices: PriceLookup) { self.prices = prices }
            func total(of items: [String]) -> Int { items.map(prices.price(of:)).reduce(0, +) }
        }
        final class CheckoutFlowController: CheckoutFlow {
            weak var viewController: UIViewController?
            func openReceipt() {}
        }
        final class CheckoutLogic: CheckoutHandling {
            weak var display: CheckoutDisplay?
            weak var listener: CheckoutListener?
            private let work: CheckoutWork
            private let flow: CheckoutFlow
            private let items: [String]
            init(work: CheckoutWork, flow: CheckoutFlow, items: [String]) {
                self.work = work
                self.flow = flow
                self.items = items
            }
            func didTapPay() { flow.openReceipt() }
        }
        final class CheckoutScreen: UIViewController, CheckoutDisplay {
            var handler: CheckoutHandling!
            func show(total: String) {}
        }
        enum CheckoutAssembly {
            static func build(view: CheckoutDisplay, prices: PriceLookup, items: [String]) -> CheckoutLogic {
                let logic = CheckoutLogic(work: CheckoutWorker(prices: prices), flow: CheckoutFlowController(), items: items)
                logic.display = view
                return logic
            }
        }
        """

    /// The protocols in `<Module>Contract.swift`, each class or enum in a file of its own, as a team keeps them.
    static func module(_ text: String = checkout, name: String = "Checkout") throws -> ReadModule {
        var chunks: [[Substring]] = [[]]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("final class ") || line.hasPrefix("enum ") { chunks.append([]) }
            chunks[chunks.count - 1].append(line)
        }
        let files = try chunks.enumerated().map { index, lines in
            let words = lines[0].split(separator: " ")
            let type = index == 0 ? name + "Contract" : String(words[words[0] == "enum" ? 1 : 2].prefix { $0.isLetter })
            return try ReadSourceFile(path: "App/\(name)/\(type).swift", text: lines.joined(separator: "\n"), isTest: false)
        }
        return ReadModule(name: name, sourcesFolder: "App/\(name)", testsFolder: nil, files: files)
    }

    /// The built-in styles, the MVP team's and the MVP-C team's (`OwnStyleChoiceTests.registry`).
    static func registry() throws -> StyleRegistry {
        try OwnStyleChoiceTests.registry()
    }

    func testEachPartIsFoundByWhoHoldsWhomAndWhoConformsToWhat() throws {
        let style = try XCTUnwrap(Self.registry().entry(named: "mvpc")).definition
        let shape = try XCTUnwrap(ManifestRecognition.recognise(try Self.module(), style: style))
        XCTAssertEqual(shape.style, "mvpc")
        XCTAssertEqual(shape.actors.mapValues(\.name), [
            "viewController": "CheckoutScreen", "presenter": "CheckoutLogic", "useCase": "CheckoutWorker",
            "coordinator": "CheckoutFlowController", "builder": "CheckoutAssembly",
        ])
        XCTAssertEqual(shape.protocols.mapValues(\.name), [
            "view": "CheckoutDisplay", "events": "CheckoutHandling", "useCase": "CheckoutWork", "routes": "CheckoutFlow",
            "delegate": "CheckoutListener",
        ])
        XCTAssertEqual(shape.links.mapValues(\.name), [
            "view.presenter": "handler", "presenter.view": "display", "presenter.useCase": "work", "presenter.coordinator": "flow",
            "presenter.delegate": "listener",
        ])
        XCTAssertEqual(shape.services.map(\.name), ["PriceLookup"])
        XCTAssertEqual(shape.input.map(\.name), ["items"])
    }

    func testTheSpecAndTheSettingsAreTheTeamsAsTheBuiltInStylesAre() throws {
        let registry = try Self.registry()
        let adoption = ModuleAdoption(module: try Self.module(), specsFolder: "Specs", registry: registry)
        XCTAssertEqual(adoption.specText, """
            # Adopted by archgen from App/Checkout.
            module: Checkout
            style: mvpc
            platform: uikit
            services:
              PriceLookup:
                property: prices
                members:
                  - price(of item: String) -> Int
            input: (items: [String])
            view:
              - show(total: String)
            events:
              - didTapPay()
            useCase:
              - total(of items: [String]) -> Int
            routes:
              - openReceipt()
            delegate:
              - checkoutDidFinish()

            """)
        let leaves = ProjectLeaves.leaves(for: [adoption], specsFolder: "Specs") + adoption.leaves
        XCTAssertEqual(SettingsMerge(leaves: leaves, existing: nil, settingsPath: "archgen.yml").text, """
            specs: Specs
            paths:
              sources: "App/{module}"
            styles:
              mvpc:
                protocols:
                  delegate: "{module}Listener"
                  events: "{module}Handling"
                  routes: "{module}Flow"
                  useCase: "{module}Work"
                  view: "{module}Display"
                actors:
                  builder: "{module}Assembly"
                  coordinator: "{module}FlowController"
                  presenter: "{module}Logic"
                  useCase: "{module}Worker"
                  viewController: "{module}Screen"
                wiring:
                  view.presenter:
                    property: handler
                  presenter.view:
                    property: display
                  presenter.useCase:
                    property: work
                  presenter.coordinator:
                    property: flow
                  presenter.delegate:
                    property: listener
                isolation: mainActor

            """)
        XCTAssertEqual(adoption.notes, [])
    }
}

extension OwnStyleAdoptionTests {
    /// A second module whose presenter holds its view as `screen`: a style of its own, reading the same folder.
    func testAModuleContradictingAnEarlierOnesSettingsGetsAStyleOfItsOwnReadFromTheSameFolder() throws {
        let registry = try Self.registry()
        let basket = Self.checkout.replacingOccurrences(of: "Checkout", with: "Basket").replacingOccurrences(of: "display", with: "screen")
        let split = StyleSplitting.split([
            ModuleAdoption(module: try Self.module(), specsFolder: "Specs", registry: registry),
            ModuleAdoption(module: try Self.module(basket, name: "Basket"), specsFolder: "Specs", registry: registry),
        ])
        XCTAssertEqual(split.map(\.specStyle), ["mvpc", "mvpcBasket"])
        XCTAssertTrue(split[1].specText.contains("\nstyle: mvpcBasket\n"), split[1].specText)
        XCTAssertEqual(split[1].leaves.filter { $0.path.count == 3 }.map { $0.path.joined(separator: ".") + ": " + $0.value },
                       ["styles.mvpcBasket.isolation: mainActor", "styles.mvpcBasket.path: Styles/mvpc"])
    }
}
