import Foundation
import TestSupport
import XCTest

/// A route that opens a module no spec of the project declares, or with
/// arguments that are not the opened module's input, is an error of lint,
/// generate, check, new and graph alike: located, all at once, nothing
/// written, exit 2. Through the real binary, in a copy of `Fixtures/GraphApp`.
final class RouteTargetCommandTests: XCTestCase {
    private var scratch: ScratchDirectory!
    private var app: URL!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
        app = try Fixtures.copy("GraphApp", into: scratch.url)
    }

    private func run(_ arguments: [String], in folder: URL? = nil) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: folder ?? app, environment: ["NO_COLOR": "1"])
    }

    private func edit(_ path: String, _ change: (String) -> String) throws {
        let file = app.appendingPathComponent(path)
        try Data(change(try String(contentsOf: file, encoding: .utf8)).utf8).write(to: file)
    }

    private static let errors = """
        Specs/RestaurantList.archgen:19:41: error: unknown module 'RestaurantDetial'
          - showDetail(restaurantID: Int) opens RestaurantDetial
                                                ^
        hint: did you mean 'RestaurantDetail'?
        Specs/RestaurantList.archgen:20:37: error: 'presentReview(id:)' presents ReviewForm, whose input is (restaurantID: Int)
          - presentReview(id: Int) presents ReviewForm
                                            ^
        hint: the route's parameters are the module's input: write 'presentReview(restaurantID: Int) presents ReviewForm', or change the input of 'ReviewForm'

        """

    func testEveryCommandReportsTheRoutesErrorsAndWritesNothing() throws {
        try edit("Specs/RestaurantList.archgen") {
            $0.replacingOccurrences(of: "opens RestaurantDetail", with: "opens RestaurantDetial")
                .replacingOccurrences(of: "presentReview(restaurantID: Int)", with: "presentReview(id: Int)")
        }
        let lint = try run(["lint"])
        XCTAssertEqual(lint.status, 2)
        XCTAssertEqual(lint.standardError, Self.errors)
        XCTAssertEqual(lint.standardOutput, "linted 4 specs: 2 errors, 0 warnings\n")
        let graph = try run(["graph"])
        XCTAssertEqual(graph.status, 2)
        XCTAssertEqual(graph.standardError, Self.errors)
        XCTAssertEqual(graph.standardOutput, "")
        for arguments in [["generate"], ["check", "--no-build"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.standardError, Self.errors, "\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("FoodApp").path), "nothing is written")
        // The valid fixture is linted clean: the errors are the routes'.
        try FileManager.default.removeItem(at: app)
        app = try Fixtures.copy("GraphApp", into: scratch.url)
        XCTAssertEqual(try run(["lint"]).standardOutput, "linted 4 specs: 0 errors, 0 warnings\n")
    }

    func testANewModulesRouteIsCheckedAgainstTheProject() throws {
        try Data("module: Cart\nstyle: viper\nroutes:\n  - showCheckout() opens Chekout\n  - showList() opens RestaurantList\n".utf8)
            .write(to: app.appendingPathComponent("Specs/Cart.archgen"))
        let new = try run(["new", "--spec", "Specs/Cart.archgen", "--no-build"])
        XCTAssertEqual(new.status, 2)
        XCTAssertEqual(new.standardError, """
            Specs/Cart.archgen:4:26: error: unknown module 'Chekout'
              - showCheckout() opens Chekout
                                     ^
            hint: no spec of the project has 'module: Chekout': create it with `archgen new Chekout`

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("FoodApp").path), "nothing is written")
    }

    /// `dump` shows the module a route opens or presents, after the route's place.
    func testDumpShowsTheModuleARouteOpens() throws {
        let dump = try run(["dump", "Specs/RestaurantList.archgen"])
        XCTAssertEqual(dump.status, 0, dump.standardError)
        XCTAssertTrue(dump.standardOutput.contains("""
                  "text": "presentReview(restaurantID: Int)",
                  "line": 20,
                  "column": 5,
                  "presents": "ReviewForm",
                  "kind": "method",
            """), dump.standardOutput)
    }

    /// `rename` renames the module in the routes that open it, in the other specs and its own.
    func testRenamingAModuleRenamesTheRoutesThatOpenIt() throws {
        try edit("Specs/RestaurantDetail.archgen") { $0 + "  - showSimilar(restaurantID: Int) opens RestaurantDetail\n" }
        XCTAssertEqual(try run(["generate"]).status, 0)
        let rename = try run(["rename", "RestaurantDetail", "RestaurantInfo"])
        XCTAssertEqual(rename.status, 0, rename.standardError)
        let list = try String(contentsOf: app.appendingPathComponent("Specs/RestaurantList.archgen"), encoding: .utf8)
        XCTAssertTrue(list.contains("\n  - showDetail(restaurantID: Int) opens RestaurantInfo\n"), list)
        let info = try String(contentsOf: app.appendingPathComponent("Specs/RestaurantInfo.archgen"), encoding: .utf8)
        XCTAssertTrue(info.hasSuffix("\n  - showSimilar(restaurantID: Int) opens RestaurantInfo\n"), info)
        XCTAssertEqual(try run(["lint"]).standardOutput, "linted 4 specs: 0 errors, 0 warnings\n")
        XCTAssertEqual(try run(["graph", "--module", "RestaurantInfo"]).standardOutput, """
            flowchart LR
                subgraph app_FoodApp["FoodApp"]
                    RestaurantInfo["RestaurantInfo (MVVM)"]
                    RestaurantList["RestaurantList (VIPER)"]
                end
                service_Analytics{{"Analytics (shared)"}}
                RestaurantInfo -->|"showSimilar(restaurantID:) opens"| RestaurantInfo
                RestaurantList -->|"showDetail(restaurantID:) opens"| RestaurantInfo
                RestaurantInfo -.->|"delegate"| RestaurantInfo
                RestaurantInfo -.->|"delegate"| RestaurantList
                RestaurantInfo -.- service_Analytics

            """)
    }

    /// Without archgen.yml, a spec's project is the specs below the folder: alone, its route opens nothing.
    func testASpecCheckedAloneOpensNoModule() throws {
        let alone = scratch.url.appendingPathComponent("Alone")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        // Of one app module, as archgen.yml said where they came from.
        let settings = try String(contentsOf: app.appendingPathComponent("Specs/Settings.archgen"), encoding: .utf8)
        try Data((settings + "appModule: FoodApp\n").utf8).write(to: alone.appendingPathComponent("Settings.archgen"))
        try Data(("module: Home\nview:\n  - show()\nevents:\n  - onAppear()\ninteractor:\n  - load()\n"
                  + "routes:\n  - showSettings() opens Settings\n  - showDetail(restaurantID: Int) opens RestaurantDetail\n"
                  + "appModule: FoodApp\n").utf8)
            .write(to: alone.appendingPathComponent("Home.archgen"))
        let lint = try run(["lint", "Home.archgen"], in: alone)
        XCTAssertEqual(lint.status, 2)
        XCTAssertEqual(lint.standardError, """
            Home.archgen:10:41: error: unknown module 'RestaurantDetail'
              - showDetail(restaurantID: Int) opens RestaurantDetail
                                                    ^
            hint: no spec of the project has 'module: RestaurantDetail': create it with `archgen new RestaurantDetail`

            """)
    }
}
