import ArchGenKit
import ArchGenSpec
import XCTest

/// Names and types the double model computes for each member shape.
final class TestDoubleNamingTests: XCTestCase {
    private func methods(_ members: [String]) throws -> [DoubleMethod] {
        try TestDoubleRendering.model("XSpy", "X", members).members.compactMap {
            if case .method(let method) = $0 { return method }
            return nil
        }
    }

    private func method(_ member: String) throws -> DoubleMethod {
        try XCTUnwrap(try methods([member]).first)
    }

    private func property(_ member: String) throws -> DoubleProperty {
        let model = try TestDoubleRendering.model("XSpy", "X", [member])
        guard case .property(let property)? = model.members.first else { throw XCTSkip("not a property") }
        return property
    }

    func testStemsAreTheBaseNamePlusEachExternalLabel() throws {
        XCTAssertEqual(try methods([
            "signIn(username: String)", "showAlert(for error: Error)", "set(_ value: Any?, forKey defaultName: String)",
            "start()", "move(in direction: Int)",
        ]).map(\.stem), ["signInUsername", "showAlertFor", "setForKey", "start", "moveIn"])
        let signIn = try method("signIn(username: String)")
        XCTAssertEqual([signIn.callsCount, signIn.called], ["signInUsernameCallsCount", "signInUsernameCalled"])
        XCTAssertEqual(signIn.closure.name, "signInUsernameClosure")
    }

    func testOnlyCollidingOverloadsGetTheirParameterTypes() throws {
        XCTAssertEqual(try methods([
            "fetch(id: Int)", "fetch(id: String)", "fetch(id: [String: Int]?)", "fetch()", "load(id: Int)",
        ]).map(\.stem), ["fetchIdInt", "fetchIdString", "fetchIdDictionaryStringIntOptional", "fetch", "loadId"])
        XCTAssertEqual(try methods(["sum(_ a: Int...)", "sum(_ a: [Int])", "sum(_ a: inout Int)"]).map(\.stem),
                       ["sumIntVariadic", "sumArrayInt", "sumInoutInt"])
    }

    func testOneParameterIsReceivedByNameSeveralAsALabelledTuple() throws {
        let one = try method("showAlert(for error: Error)")
        XCTAssertEqual(one.received, .init(name: "showAlertForReceivedError", type: "Error?", value: "error"))
        XCTAssertEqual(one.invocations, .init(name: "showAlertForReceivedInvocations", type: "[Error]", value: "error"))
        let two = try method("set(_ value: Any?, forKey defaultName: String)")
        XCTAssertEqual(two.received?.name, "setForKeyReceivedArguments")
        XCTAssertEqual(two.received?.type, "(value: Any?, defaultName: String)?")
        XCTAssertEqual(two.invocations?.type, "[(value: Any?, defaultName: String)]")
        XCTAssertEqual(two.received?.value, "(value: value, defaultName: defaultName)")
        XCTAssertNil(try method("start()").received)
    }

    func testOptionalsAreNotDoubleWrapped() throws {
        XCTAssertEqual(try method("select(item: String?)").received?.type, "String?")
        XCTAssertEqual(try method("select(item: String!)").received?.type, "String?")
        XCTAssertEqual(try method("select(item: String!)").invocations?.type, "[String?]")
        XCTAssertEqual(try method("select(item: String!)").closure.type, "((String?) -> Void)?")
        XCTAssertEqual(try method("name() -> String?").returnValue?.type, "String?")
        XCTAssertEqual(try method("name() -> String!").returnValue?.type, "String?")
        XCTAssertEqual(try method("name() -> String").returnValue?.type, "String!")
        XCTAssertEqual(try method("make() -> () -> Void").returnValue?.type, "(() -> Void)!")
        XCTAssertNil(try method("start()").returnValue)
    }

    func testKeywordsAreEscapedWhereTheyAreNames() throws {
        let put = try method("put(_ `default`: Int, in: Int)")
        XCTAssertEqual(put.declaration, "func put(_ `default`: Int, in: Int)")
        XCTAssertEqual(put.stem, "putIn")
        XCTAssertEqual(put.received?.type, "(default: Int, in: Int)?")
        XCTAssertEqual(put.received?.value, "(default: `default`, in: `in`)")
        XCTAssertEqual(put.closure.value, "`default`, `in`")
        XCTAssertEqual(try method("move(in: Int)").received?.name, "moveInReceivedIn")
        XCTAssertEqual(try property("var `default`: Int { get }").declaration, "var `default`")
        XCTAssertEqual(try property("var `default`: Int { get }").underlying?.name, "underlyingDefault")
    }

    func testEffectsThrowableErrorsAndClosureTypes() throws {
        let load = try method("func loadData() async throws -> Data")
        XCTAssertEqual(load.throwableError?.type, "(any Error)?")
        XCTAssertEqual(load.closure.type, "(() async throws -> Data)?")
        XCTAssertEqual(load.callEffects, "try await ")
        let typed = try method("func decode(_ data: Data) throws(DecodeError) -> Int")
        XCTAssertEqual(typed.throwableError?.type, "DecodeError?")
        XCTAssertEqual(typed.closure.type, "((Data) throws(DecodeError) -> Int)?")
        let rethrowing = try method("func map(_ values: [Int], _ transform: (Int) throws -> Int) rethrows -> [Int]")
        XCTAssertNil(rethrowing.throwableError)
        XCTAssertEqual(rethrowing.closure.type, "(([Int], (Int) throws -> Int) -> [Int])?")
        XCTAssertEqual(rethrowing.callEffects, "")
        XCTAssertEqual(rethrowing.received?.name, "mapReceivedValues", "a non-escaping closure is not recorded")
    }

    func testGenericsAreErasedToAnyAndCastBack() throws {
        let load = try method("func load<T: Decodable>(_ type: T.Type) async throws -> T")
        XCTAssertEqual(load.declaration, "func load<T: Decodable>(_ type: T.Type) async throws -> T")
        XCTAssertEqual(load.received?.type, "Any?")
        XCTAssertEqual(load.returnValue, .init(name: "loadReturnValue", type: "Any?", value: "loadReturnValue as! T"))
        XCTAssertEqual(load.closure.type, "((Any) async throws -> Any)?")
        XCTAssertEqual(load.resultCast, " as! T")
    }

    func testInoutVariadicEscapingAndDefaults() throws {
        let increment = try method("increment(_ value: inout Int)")
        XCTAssertEqual(increment.received?.type, "Int?")
        XCTAssertEqual(increment.closure.type, "((inout Int) -> Void)?")
        XCTAssertEqual(increment.closure.value, "&value")
        let sum = try method("sum(_ numbers: Int...) -> Int")
        XCTAssertEqual(sum.received?.type, "[Int]?")
        XCTAssertEqual(sum.closure.type, "(([Int]) -> Int)?")
        let fetch = try method("fetchMovies(completion: @escaping (Result<[Movie], Error>) -> Void)")
        XCTAssertEqual(fetch.received?.name, "fetchMoviesCompletionReceivedCompletion")
        XCTAssertEqual(fetch.received?.type, "((Result<[Movie], Error>) -> Void)?")
        XCTAssertEqual(fetch.closure.type, "((@escaping (Result<[Movie], Error>) -> Void) -> Void)?")
        let schedule = try method("schedule(_ work: @escaping @Sendable () -> Void)")
        XCTAssertEqual(schedule.received?.type, "(@Sendable () -> Void)?")
        XCTAssertEqual(try method("log(_ message: String, level: Int = 0)").declaration,
                       "func log(_ message: String, level: Int)")
        XCTAssertEqual(try method("store(_: Int)").declaration, "func store(_ arg0: Int)")
        XCTAssertEqual(try method("@MainActor func refresh()").declaration, "@MainActor func refresh()")
        XCTAssertEqual(try method("mutating func bump()").declaration, "func bump()")
    }

    func testProperties() throws {
        let settable = try property("var request: URLRequest { get set }")
        XCTAssertFalse(settable.isStored)
        XCTAssertEqual(settable.underlying?.type, "URLRequest!")
        XCTAssertTrue(try property("var response: NetworkDataFetcherResponse! { get set }").isStored)
        XCTAssertTrue(try property("var nickname: String? { get }").isStored)
        let effectful = try property("var token: String { get async throws }")
        XCTAssertEqual(effectful.getterEffects, " async throws")
        XCTAssertEqual(effectful.throwableError?.name, "tokenThrowableError")
        XCTAssertEqual(effectful.underlying?.name, "underlyingToken")
    }

    func testResetIsRenamedWhenTheProtocolRequiresOne() throws {
        XCTAssertEqual(try TestDoubleRendering.model("XSpy", "X", ["start()"]).resetName, "reset")
        XCTAssertEqual(try TestDoubleRendering.model("XSpy", "X", ["reset()"]).resetName, "resetRecordings")
    }

    func testContextIsolation() throws {
        let spy = try TestDoubleRendering.model("XSpy", "X", [], isolation: .mainActor).templateContext
        XCTAssertEqual(spy["isMainActor"], true)
        XCTAssertEqual(spy["isUncheckedSendable"], false)
        let mock = try TestDoubleRendering.model("XMock", "X", [], isolation: .sendable).templateContext
        XCTAssertEqual(mock["isUncheckedSendable"], true)
    }
}
