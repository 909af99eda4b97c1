@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// How a module of a style of the project's own holds its links, read as a
/// built-in style's are: a link its holder's protocol requires is `declared`
/// (the protocol the manifest says the holder implements first), one its
/// holder's `init` does not take keeps the team's optionality.
final class OwnStyleWiringTests: XCTestCase {
    func testALinkTheHoldersProtocolRequiresIsDeclaredAndOneSetAfterInitKeepsItsOptionality() throws {
        let checkout = OwnStyleAdoptionTests.checkout
            .replacingOccurrences(of: "    func didTapPay()\n}", with: "    var display: CheckoutDisplay? { get set }\n    func didTapPay()\n}")
            .replacingOccurrences(of: "private let flow: CheckoutFlow", with: "var flow: CheckoutFlow!")
            .replacingOccurrences(of: "init(work: CheckoutWork, flow: CheckoutFlow, items: [String])", with: "init(work: CheckoutWork, items: [String])")
            .replacingOccurrences(of: "self.flow = flow\n", with: "")
        let adoption = ModuleAdoption(module: try OwnStyleAdoptionTests.module(checkout), specsFolder: "Specs",
                                      registry: try OwnStyleAdoptionTests.registry())
        XCTAssertTrue(adoption.specText.contains("\nevents:\n  - didTapPay()\n"), adoption.specText)
        let wiring = adoption.leaves.filter { $0.path.count > 3 && $0.path[2] == "wiring" && !$0.isDefault }
        XCTAssertEqual(wiring.map { $0.path.dropFirst(3).joined(separator: ".") + ": " + $0.value }, [
            "view.presenter.property: handler", "presenter.view.property: display", "presenter.view.declared: true",
            "presenter.useCase.property: work", "presenter.coordinator.property: flow", "presenter.coordinator.optional: \"!\"",
            "presenter.delegate.property: listener",
        ])
    }
}
