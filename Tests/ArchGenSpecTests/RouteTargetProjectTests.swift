import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// The routes that open a module, checked against the other specs of the
/// project (`ProjectLint.routeTargetErrors`, run by lint, new, generate,
/// check and graph): the module must be one of theirs, of the same app module,
/// the route's parameters its input. Errors asserted verbatim. The specs are of
/// one app module, FoodApp, but where a test says otherwise.
final class RouteTargetProjectTests: XCTestCase {
    private var sources: [String: SourceText] = [:]

    private lazy var detail = try! load("""
        module: RestaurantDetail
        input: (restaurantID: Int, name: String)
        appModule: FoodApp
        """, path: "RestaurantDetail.archgen")
    private lazy var settings = try! load("module: Settings\nappModule: FoodApp\n", path: "Settings.archgen")

    func testARouteToAModuleNoSpecDeclaresIsAnErrorWithTheNearestName() throws {
        let list = try load("""
            module: RestaurantList
            routes:
              - showDetail(restaurantID: Int, name: String) opens RestaurantDetial
              - showMap() presents Map
            appModule: FoodApp
            """)
        XCTAssertEqual(errors(of: list, among: [list, detail, settings]), """
            Spec.archgen:3:55: error: unknown module 'RestaurantDetial'
              - showDetail(restaurantID: Int, name: String) opens RestaurantDetial
                                                                  ^
            hint: did you mean 'RestaurantDetail'?
            Spec.archgen:4:24: error: unknown module 'Map'
              - showMap() presents Map
                                   ^
            hint: no spec of the project has 'module: Map': create it with `archgen new Map`

            """)
    }

    func testARouteWhoseParametersAreNotTheModulesInputIsAnError() throws {
        let list = try load("""
            module: RestaurantList
            routes:
              - showDetail(restaurantID: Int) opens RestaurantDetail
              - showDetailNamed(name: String, restaurantID: Int) opens RestaurantDetail
              - showDetailOf(_ restaurantID: Int, name: String) opens RestaurantDetail
              - showDetailByText(restaurantID: String, name: String) opens RestaurantDetail
              - showSettings(animated: Bool) presents Settings
            appModule: FoodApp
            """)
        XCTAssertEqual(errors(of: list, among: [list, detail, settings]), """
            Spec.archgen:3:41: error: 'showDetail(restaurantID:)' opens RestaurantDetail, whose input is (restaurantID: Int, name: String)
              - showDetail(restaurantID: Int) opens RestaurantDetail
                                                    ^
            hint: the route's parameters are the module's input: write 'showDetail(restaurantID: Int, name: String) opens RestaurantDetail', or change the input of 'RestaurantDetail'
            Spec.archgen:4:60: error: 'showDetailNamed(name:restaurantID:)' opens RestaurantDetail, whose input is (restaurantID: Int, name: String)
              - showDetailNamed(name: String, restaurantID: Int) opens RestaurantDetail
                                                                       ^
            hint: the route's parameters are the module's input: write 'showDetailNamed(restaurantID: Int, name: String) opens RestaurantDetail', or change the input of 'RestaurantDetail'
            Spec.archgen:5:59: error: 'showDetailOf(_:name:)' opens RestaurantDetail, whose input is (restaurantID: Int, name: String)
              - showDetailOf(_ restaurantID: Int, name: String) opens RestaurantDetail
                                                                      ^
            hint: the route's parameters are the module's input: write 'showDetailOf(restaurantID: Int, name: String) opens RestaurantDetail', or change the input of 'RestaurantDetail'
            Spec.archgen:6:64: error: 'showDetailByText(restaurantID:name:)' opens RestaurantDetail, whose input is (restaurantID: Int, name: String)
              - showDetailByText(restaurantID: String, name: String) opens RestaurantDetail
                                                                           ^
            hint: the route's parameters are the module's input: write 'showDetailByText(restaurantID: Int, name: String) opens RestaurantDetail', or change the input of 'RestaurantDetail'
            Spec.archgen:7:43: error: 'showSettings(animated:)' presents Settings, which has no input
              - showSettings(animated: Bool) presents Settings
                                                      ^
            hint: the route's parameters are the module's input: write 'showSettings() presents Settings'

            """)
    }

    func testARouteWithTheModulesInputIsValid() throws {
        let list = try load("""
            module: RestaurantList
            routes:
              - showDetail(restaurantID: Int, name: String) opens RestaurantDetail
              - presentSettings() presents Settings
              - showAgain() opens RestaurantList
            appModule: FoodApp
            """)
        XCTAssertEqual(ProjectLint.routeTargetErrors(in: list, among: SpecNeighbours([list, detail, settings])), [])
        // A module whose spec is invalid (known by its file's name) is reported there: its routes are not checked.
        var neighbours = SpecNeighbours([list, settings])
        neighbours.unreadModules = ["RestaurantDetail"]
        XCTAssertEqual(ProjectLint.routeTargetErrors(in: list, among: neighbours), [])
        // Alone, the list opens modules no spec declares.
        XCTAssertEqual(ProjectLint.routeTargetErrors(in: list, among: SpecNeighbours([list])).map(\.message),
                       ["unknown module 'RestaurantDetail'", "unknown module 'Settings'"])
    }

    /// VIP's router passes its data store on (Clean Swift's data passing): a field of the module's input that
    /// the VIP module's own input has, same name and type, can be left out of the route. Not in VIPER.
    func testAVIPRouteCanLeaveOutAFieldItsDataStoreHolds() throws {
        let orders = try load("""
            module: Orders
            style: vip
            input: (name: String)
            routes:
              - showDetail(restaurantID: Int) opens RestaurantDetail
              - showAll() opens RestaurantDetail
            appModule: FoodApp
            """)
        XCTAssertEqual(errors(of: orders, among: [orders, detail]), """
            Spec.archgen:6:21: error: 'showAll()' opens RestaurantDetail, whose input is (restaurantID: Int, name: String)
              - showAll() opens RestaurantDetail
                                ^
            hint: the route's parameters are the module's input: write 'showAll(restaurantID: Int, name: String) opens RestaurantDetail', or change the input of 'RestaurantDetail' (a field this module's data store holds, same name and type, can be left out)

            """)
        let viper = try load("module: Orders\nstyle: viper\ninput: (name: String)\nroutes:\n  - showDetail(restaurantID: Int) opens RestaurantDetail\nappModule: FoodApp\n")
        XCTAssertEqual(ProjectLint.routeTargetErrors(in: viper, among: SpecNeighbours([viper, detail])).map(\.message),
                       ["'showDetail(restaurantID:)' opens RestaurantDetail, whose input is (restaurantID: Int, name: String)"])
    }

    /// A route builds the module it opens, in its own app module's code: the two must share one.
    func testARouteToAModuleOfAnotherAppModuleIsAnError() throws {
        let list = try load("""
            module: RestaurantList
            routes:
              - showDetail(restaurantID: Int, name: String) opens RestaurantDetail
              - presentSettings() presents Settings
            """)
        XCTAssertEqual(errors(of: list, among: [list, detail, settings]), """
            Spec.archgen:3:55: error: 'showDetail(restaurantID:name:)' opens RestaurantDetail, which is compiled into app module 'FoodApp', not this module's 'RestaurantList'
              - showDetail(restaurantID: Int, name: String) opens RestaurantDetail
                                                                  ^
            hint: a route builds the module it opens, so both belong to one app module: give them the same `appModule` (archgen.yml's `defaults: appModule:`, the name of the app's target)
            Spec.archgen:4:32: error: 'presentSettings()' presents Settings, which is compiled into app module 'FoodApp', not this module's 'RestaurantList'
              - presentSettings() presents Settings
                                           ^
            hint: a route builds the module it opens, so both belong to one app module: give them the same `appModule` (archgen.yml's `defaults: appModule:`, the name of the app's target)

            """)
    }

    private func load(_ text: String, path: String = "Spec.archgen") throws -> Spec {
        let source = SourceText(path: path, text: text)
        sources[path] = source
        let result = SpecLoader(files: TestDisk.empty).load(source)
        return try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
    }

    private func errors(of spec: Spec, among specs: [Spec]) -> String {
        let errors = ProjectLint.routeTargetErrors(in: spec, among: SpecNeighbours(specs))
        return DiagnosticRenderer().render(errors.sortedByLocation().map { Diagnostic($0, in: sources[spec.path]!) })
    }
}
