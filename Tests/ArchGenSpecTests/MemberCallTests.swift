import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// A member that names the call its actor makes (`settingsTapped() calls openSettings`):
/// the callee and its arguments as the spec resolves them, and every error, located, asserted verbatim.
final class MemberCallTests: XCTestCase {
    func testACallNamesAReachableMethodWhoseArgumentsComeFromTheCallersParameters() throws {
        let spec = try load("""
            module: RestaurantList
            style: viper
            events:
              - settingsTapped() calls openSettings
              - didSelect(restaurantID: Int, source: String) calls showDetail
            interactor:
              - loadRestaurants() calls RestaurantStore.restaurantNames
            routes:
              - openSettings()
              - showDetail(from source: String, id: Int)
            services:
              RestaurantStore:
                - restaurantNames() -> [String]
            """)
        let events = spec.members(of: .events)
        XCTAssertEqual(events.map(\.text), ["settingsTapped()", "didSelect(restaurantID: Int, source: String)"])
        XCTAssertEqual(events[0].call, MemberCall(
            service: nil, name: "openSettings", location: SourceLocation(line: 4, column: 28),
            callee: MemberCall.Callee(receiver: .protocolKey("routes"), signatureKey: spec.members(of: .routes)[0].signatureKey, arguments: [])))
        // `from source:` by its name; `id` by its type, the caller's only Int.
        XCTAssertEqual(events[1].call?.callee?.arguments, [1, 0])
        XCTAssertEqual(spec.members(of: .interactor)[0].call?.callee?.receiver, .service("RestaurantStore"))
    }

    func testEveryCallThatCannotBeWrittenIsALocatedErrorWithAHint() {
        XCTAssertEqual(lint("""
            module: Bad
            style: viper
            view:
              - show(names: [String]) calls openSettings
            events:
              - settingsTapped() calls openSetting
              - didSelect(restaurantID: String) calls showDetail
              - load() calls restaurantNames
              - refresh() calls Store.restaurantNames
              - pick(a: Int, b: Int) calls showDetail
              - close() calls
              - count() -> Int calls openSettings
            interactor:
              - loadAll() async calls RestaurantStore.restaurantNames
              - fetch() async throws calls RestaurantStore.
            routes:
              - openSettings()
              - showDetail(id: Int)
            services:
              RestaurantStore:
                - restaurantNames() throws -> [String]
            """), """
            Spec.archgen:4:33: error: 'show(names:) calls openSettings': the members of 'view' call nothing
              - show(names: [String]) calls openSettings
                                            ^
            hint: in VIPER, 'calls' follows a member of a list an actor passes on: 'events', 'interactor', 'output'
            Spec.archgen:6:28: error: 'settingsTapped() calls openSetting': the presenter reaches no method 'openSetting'
              - settingsTapped() calls openSetting
                                       ^
            hint: did you mean 'openSettings'?
            Spec.archgen:7:43: error: 'didSelect(restaurantID:) calls showDetail': the call cannot be written: 'didSelect(restaurantID:)' has no parameter of type 'Int' to give 'id: Int'
              - didSelect(restaurantID: String) calls showDetail
                                                      ^
            hint: give the caller a parameter of the same name and type, or call another method
            Spec.archgen:8:18: error: 'load() calls restaurantNames': the presenter reaches no method 'restaurantNames'
              - load() calls restaurantNames
                             ^
            hint: the presenter calls the methods of 'interactor', 'routes'
            Spec.archgen:9:21: error: 'refresh() calls Store.restaurantNames': no service 'Store'
              - refresh() calls Store.restaurantNames
                                ^
            hint: declare it under 'services:'
            Spec.archgen:10:32: error: 'pick(a:b:) calls showDetail': the call cannot be written: 'pick(a:b:)' has 2 parameters of type 'Int' and none named 'id' to give 'id: Int'
              - pick(a: Int, b: Int) calls showDetail
                                           ^
            hint: give the caller a parameter of the same name and type, or call another method
            Spec.archgen:11:13: error: expected the name of a method after 'calls'
              - close() calls
                        ^
            hint: write 'calls name' with the name of a method the actor reaches (a route, a request, a command), or 'calls Service.name' for a service's method
            Spec.archgen:12:26: error: 'count() calls openSettings': the call cannot be written: 'count()' returns 'Int' and 'openSettings()' returns nothing
              - count() -> Int calls openSettings
                                     ^
            hint: make them return the same type, or call another method
            Spec.archgen:14:27: error: 'loadAll() calls RestaurantStore.restaurantNames': the call cannot be written: 'restaurantNames()' throws and 'loadAll()' does not
              - loadAll() async calls RestaurantStore.restaurantNames
                                      ^
            hint: make 'loadAll' throw, or call another method
            Spec.archgen:15:47: error: expected the name of a method of 'RestaurantStore' after '.'
              - fetch() async throws calls RestaurantStore.
                                                          ^
            hint: write 'calls name' with the name of a method the actor reaches (a route, a request, a command), or 'calls Service.name' for a service's method

            """)
    }

    /// On the main actor, a synchronous event starts a task it keeps for a service's async method; off it, the call cannot be written.
    func testASynchronousCallerOfTheMainActorMayCallAServicesAsyncMethod() throws {
        let text = """
            module: Items
            style: mvvm
            events:
              - open(itemID: Int) calls ItemService.fetchTitle
            services:
              ItemService:
                - fetchTitle(id: Int) async throws -> String

            """
        XCTAssertEqual(try load(text).members(of: .events)[0].call?.callee?.arguments, [0])
        XCTAssertEqual(lint(text + "isolation: none\n"), """
            Spec.archgen:4:29: error: 'open(itemID:) calls ItemService.fetchTitle': the call cannot be written: 'fetchTitle(id:)' is async and 'open(itemID:)' is not
              - open(itemID: Int) calls ItemService.fetchTitle
                                        ^
            hint: make 'open' async, or call another method

            """)
    }

    private func load(_ text: String) throws -> Spec {
        let result = SpecLoader(files: TestDisk.empty).load(SourceText(path: "Spec.archgen", text: text))
        return try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
    }

    private func lint(_ text: String) -> String {
        DiagnosticRenderer().render(SpecLoader(files: TestDisk.empty).load(SourceText(path: "Spec.archgen", text: text)).diagnostics)
    }
}
