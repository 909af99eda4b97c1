import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// A route that names the module it opens (`showDetail(restaurantID: Int) opens RestaurantDetail`,
/// `presentSettings() presents Settings`): the suffix as the spec reads it, its errors, and the
/// project's checks of it (`ProjectLint.routeTargetErrors`), asserted verbatim.
final class RouteTargetTests: XCTestCase {
    private var sources: [String: SourceText] = [:]

    func testARouteNamesTheModuleItOpensOrPresentsAndKeepsItsDeclaration() throws {
        let spec = try load("""
            module: RestaurantList
            routes:
              - close()
              - showDetail(restaurantID: Int) opens RestaurantDetail
              - presentSettings() presents Settings
            """)
        let routes = spec.members(of: .routes)
        XCTAssertEqual(routes.map(\.routeTarget), [
            nil,
            RouteTarget(kind: .opens, module: "RestaurantDetail", location: SourceLocation(line: 4, column: 41)),
            RouteTarget(kind: .presents, module: "Settings", location: SourceLocation(line: 5, column: 32)),
        ])
        XCTAssertEqual(routes.map(\.text), ["close()", "showDetail(restaurantID: Int)", "presentSettings()"])
        let plain = try load("""
            module: RestaurantList
            routes:
              - close()
              - showDetail(restaurantID: Int)
              - presentSettings()
            """)
        XCTAssertEqual(routes.map(\.declaration), plain.members(of: .routes).map(\.declaration))
        XCTAssertEqual(routes.map(\.requirementDescription), plain.members(of: .routes).map(\.requirementDescription))
    }

    func testEveryErrorOfTheSuffixIsLocatedAndReportedTogether() {
        XCTAssertEqual(lint("""
            module: RestaurantList
            view:
              - show(names: [String]) opens RestaurantDetail
            services:
              Store:
                - load() opens RestaurantDetail
            routes:
              - showDetail(restaurantID: Int) pushes RestaurantDetail
              - showMap() opens
              - showMenu() opens restaurantMenu
              - showCart() presents 1Cart
              - showHelp() opens Help.Center
              - showAbout() opens `About`
              - showDeals() opens String
              - close() later
            """), """
            Spec.archgen:3:27: error: 'opens RestaurantDetail' follows a member of 'view': only a route opens a module
              - show(names: [String]) opens RestaurantDetail
                                      ^
            hint: move the member to 'routes', or remove 'opens RestaurantDetail'
            Spec.archgen:6:14: error: unexpected 'opens' after the declaration
                - load() opens RestaurantDetail
                         ^
            Spec.archgen:8:35: error: expected 'opens' or 'presents' after the declaration, found 'pushes'
              - showDetail(restaurantID: Int) pushes RestaurantDetail
                                              ^
            hint: write 'opens RestaurantDetail' to push the module (a navigation destination on SwiftUI), or 'presents RestaurantDetail' to present it (a sheet)
            Spec.archgen:9:15: error: expected the name of a module after 'opens'
              - showMap() opens
                          ^
            hint: write 'opens Module' to push the module (a navigation destination on SwiftUI), or 'presents Module' to present it (a sheet)
            Spec.archgen:10:22: error: module name 'restaurantMenu' must start with an uppercase letter
              - showMenu() opens restaurantMenu
                                 ^
            hint: did you mean 'RestaurantMenu'?
            Spec.archgen:11:25: error: expected the name of a module after 'presents'
              - showCart() presents 1Cart
                                    ^
            hint: write 'opens Module' to push the module (a navigation destination on SwiftUI), or 'presents Module' to present it (a sheet)
            Spec.archgen:12:26: error: unexpected '.' after the module name
              - showHelp() opens Help.Center
                                     ^
            Spec.archgen:13:23: error: expected the name of a module after 'opens'
              - showAbout() opens `About`
                                  ^
            hint: write 'opens Module' to push the module (a navigation destination on SwiftUI), or 'presents Module' to present it (a sheet)
            Spec.archgen:14:23: error: module name 'String' is the name of a standard type
              - showDeals() opens String
                                  ^
            hint: archgen names the module's namespace and types after it, which would hide Swift's 'String' in the module's code; name the module after its screen, say 'StringDetails'
            Spec.archgen:15:13: error: unexpected 'later' after the declaration
              - close() later
                        ^

            """)
    }

    private func load(_ text: String, path: String = "Spec.archgen") throws -> Spec {
        let source = SourceText(path: path, text: text)
        sources[path] = source
        let result = SpecLoader(files: TestDisk.empty).load(source)
        return try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
    }

    /// The rendered errors, then warnings, of a spec.
    private func lint(_ text: String) -> String {
        DiagnosticRenderer().render(SpecLoader(files: TestDisk.empty).load(SourceText(path: "Spec.archgen", text: text)).diagnostics)
    }
}
