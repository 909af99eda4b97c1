@testable import ArchGenKit
import XCTest

/// A route's body is inside its method, eight columns in: the call building the opened module goes
/// one argument a line where the line would pass 120 columns there.
final class RouteBodyWrappingTests: XCTestCase {
    func testACallThatPassesTheWidthInTheMethodsBodyIsWrapped() throws {
        let list = """
            module: RecipeList
            style: viper
            platform: uikit
            services:
              Analytics:
                - track(_ event: String)
              DraftStore:
                - load() -> String?
            routes:
              - presentEditor() presents RecipeEditor

            """
        let editor = """
            module: RecipeEditor
            style: vip
            platform: uikit
            services:
              DraftStore:
                - load() -> String?
              Analytics:
                property: tracker
                members:
                  - track(_ event: String)
            delegate:
              - recipeEditorDidCancel()

            """
        let router = try XCTUnwrap(try RouteFiles.render(list, opening: [editor])["RecipeListRouter.swift"])
        XCTAssertTrue(router.contains("""
                func presentEditor() {
                    #if canImport(UIKit)
                    let recipeEditor = RecipeEditorConfigurator.create(
                        delegate: presenter,
                        draftStore: draftStore,
                        tracker: analytics
                    )
                    viewController?.present(recipeEditor, animated: true)
                    #endif
                }
            """), router)
    }
}
