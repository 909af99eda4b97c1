@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// A folder of many classes holding each other (a whole app's sources given
/// as one module): the holders with most links are placed first, so the
/// protocols they hold narrow the rest, and MVP-C's parts are found among 40
/// other classes as among none (it took minutes when the view went first).
final class ManifestRecognitionScaleTests: XCTestCase {
    func testTheModulesPartsAreFoundAmongManyClassesHoldingEachOther() throws {
        let count = 40
        let others = (0..<count).map { index in
            """
            protocol Part\(index): AnyObject { func run\(index)() }
            final class Part\(index)Impl: Part\(index) {
                weak var previous: Part\((index + 1) % count)?
                let next: Part\((index + 2) % count)
                var other: Part\((index + 3) % count)!
                init(next: Part\((index + 2) % count)) { self.next = next }
                func run\(index)() {}
            }
            """
        }
        let file = try ReadSourceFile(path: "App/Checkout/Everything.swift", text: (others + [OwnStyleAdoptionTests.checkout]).joined(separator: "\n"),
                                      isTest: false)
        let module = ReadModule(name: "Checkout", sourcesFolder: "App/Checkout", testsFolder: nil, files: [file])
        let style = try XCTUnwrap(OwnStyleAdoptionTests.registry().entry(named: "mvpc")).definition
        let shape = try XCTUnwrap(ManifestRecognition.recognise(module, style: style))
        XCTAssertEqual(shape.actors.mapValues(\.name), [
            "viewController": "CheckoutScreen", "presenter": "CheckoutLogic", "useCase": "CheckoutWorker",
            "coordinator": "CheckoutFlowController", "builder": "CheckoutAssembly",
        ])
    }
}
