import Foundation
import TestSupport
import XCTest

/// A route that opens its own module (a folder's subfolder, a recipe's related recipe) builds it
/// through its entry point as any other, and gets its test. Through the real binary (`generate`).
final class SelfOpeningRouteCommandTests: XCTestCase {
    func testARouteOpeningItsOwnModuleBuildsItAndIsTested() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Folder.archgen", """
            module: Folder
            style: viper
            platform: uikit
            input: (path: String)
            delegate:
              - folder(didPick path: String)
            routes:
              - open(path: String) opens Folder

            """)
        let result = try BinaryRunner.run(["generate"], in: scratch.url, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let router = try String(contentsOf: scratch.url.appendingPathComponent("Folder/FolderRouter.swift"), encoding: .utf8)
        XCTAssertTrue(router.contains("""
                func open(path: String) {
                    #if canImport(UIKit)
                    let folder = FolderRouter.create(path: path, delegate: presenter)
                    viewController?.navigationController?.pushViewController(folder, animated: true)
                    #endif
                }
            """), router)
        XCTAssertTrue(router.contains("extension FolderPresenter: FolderDelegate {"), router)
        let tests = try String(contentsOf: scratch.url.appendingPathComponent("FolderTests/FolderRouterTests.swift"), encoding: .utf8)
        XCTAssertTrue(tests.contains("""
                    let folder = try XCTUnwrap(view.navigation.pushed.last as? FolderViewController)
                    let folderPresenter = try XCTUnwrap(folder.presenter as? FolderPresenter)
                    XCTAssertEqual(folderPresenter.path, path)
                    XCTAssertIdentical(folderPresenter.delegate, module.presenter)
            """), tests)
    }
}
