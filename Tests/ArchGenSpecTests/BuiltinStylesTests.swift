import ArchGenSpec
import TestSupport
import XCTest

/// Every built-in style's manifest reads without an error, and describes what the reference says of it.
final class BuiltinStylesTests: XCTestCase {
    func testEveryBuiltInManifestReads() throws {
        XCTAssertEqual(Array(BuiltinStyles.names.prefix(3)), ["viper", "viper-s", "vip"])
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
        XCTAssertEqual(vip.actor("router")?.links.map(\.key), ["router.viewController", "router.dataStore"])
    }
}
