import ArchGenKit
import ArchGenSpec
import XCTest

/// Names and types the double model computes for each member shape.
final class TestDoubleNamingTests: XCTestCase {
    private func methods(_ members: [String]) throws -> [DoubleMethod] {
        try TestDoubleRendering.model("XSpy", "X", members).members.compactMap {
            if case .method(let method, _) = $0 { return method }
            return nil
        }
    }

    private func method(_ member: String) throws -> DoubleMethod {
        try XCTUnwrap(try methods([member]).first)
    }

    private func property(_ member: String) throws -> DoubleProperty {
        let model = try TestDoubleRendering.model("XSpy", "X", [member])
        guard case .property(let property, _)? = model.members.first else { throw XCTSkip("not a property") }
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
        XCTAssertEqual(one.invocations, .init(name: "showAlertForReceivedInvocations", type: "[Error]", value: "error", initial: "[]"))
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
        // Never implicitly unwrapped: an unstubbed result says what to set instead (`Unstubbed`).
        XCTAssertEqual(try method("name() -> String").returnValue?.type, "String?")
        XCTAssertEqual(try method("make() -> () -> Void").returnValue?.type, "(() -> Void)?")
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
        XCTAssertEqual(load.returnValue, .init(name: "loadReturnValue", type: "Any?", value: "loadReturnValue"))
        XCTAssertEqual(load.closure.type, "((Any) async throws -> Any)?")
        XCTAssertEqual(load.result, .cast)
        XCTAssertEqual(load.resultType, "T")
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
        XCTAssertNil(settable.stored)
        XCTAssertTrue(settable.isRequired)
        XCTAssertEqual(settable.underlying?.type, "URLRequest?")
        XCTAssertEqual(settable.unstubbedMessage, "XSpy.request is not stubbed: set underlyingRequest")
        XCTAssertEqual(try property("var response: NetworkDataFetcherResponse! { get set }").stored?.type, "NetworkDataFetcherResponse!")
        XCTAssertEqual(try property("var nickname: String? { get }").stored?.name, "nickname")
        let effectful = try property("var token: String { get async throws }")
        XCTAssertEqual(effectful.getterEffects, " async throws")
        XCTAssertEqual(effectful.throwableError?.name, "tokenThrowableError")
        XCTAssertEqual(effectful.underlying?.name, "underlyingToken")
        XCTAssertEqual(effectful.callsCount?.name, "tokenCallsCount")
        XCTAssertEqual(effectful.closure?.type, "(() async throws -> String)?")
        XCTAssertEqual(effectful.unstubbedMessage, "XSpy.token is not stubbed: set underlyingToken")
    }

    /// Collections start empty, in properties and results alike; any other
    /// non-optional result is optional in the double, and an unstubbed call says what to set.
    func testCollectionsStartEmptyAndOtherResultsMustBeStubbed() throws {
        let items = try property("var items: [String] { get }")
        XCTAssertEqual(items.stored, .init(name: "items", type: "[String]", value: "", initial: "[]"))
        XCTAssertEqual(try property("var tags: Set<String> { get set }").stored?.initial, "[]")
        XCTAssertEqual(try property("var index: [String: Int] { get }").stored?.initial, "[:]")
        let list = try method("list() -> [Int]")
        XCTAssertEqual(list.returnValue, .init(name: "listReturnValue", type: "[Int]", value: "listReturnValue", initial: "[]"))
        XCTAssertEqual(list.result, .stored)
        let synchronize = try method("synchronize() -> Bool")
        XCTAssertEqual(synchronize.returnValue?.type, "Bool?")
        XCTAssertEqual(synchronize.result, .required)
        XCTAssertEqual(synchronize.unstubbedMessage, "XSpy.synchronize() is not stubbed: set synchronizeReturnValue")
        XCTAssertEqual(try method("lookup(key: String) -> Int?").result, .stored)
    }

    /// What an unstubbed call does: a member that may throw any error throws; another returns a
    /// sample where there is one, and stops only without one. A natural start needs no stub.
    func testAnUnstubbedCallThrowsReturnsASampleOrStops() throws {
        func unstubbed(_ member: String) throws -> Unstubbed? {
            let model = TestDoubleModel(
                className: "XSpy", protocolName: "X", members: [try DeclarationParser.parseMember(member)], isolation: .none,
                sample: { type, name, _ in "\(name): \(type)" })
            switch model.members.first {
            case .method(let method, _)?: return method.unstubbed
            case .property(let property, _)?: return property.unstubbed
            default: return nil
            }
        }
        for member in ["load() throws -> Int", "load() async throws -> Int", "var token: String { get throws }",
                       "pick<T>(from values: [T]) throws -> T"] {
            XCTAssertEqual(try unstubbed(member), .throwing, member)
        }
        XCTAssertEqual(try unstubbed("count() -> Int"), .sample("count: Int"))
        XCTAssertEqual(try unstubbed("decode() throws(DecodeError) -> Int"), .sample("decode: Int"), "may throw only a DecodeError")
        XCTAssertEqual(try unstubbed("map(_ transform: () throws -> Int) rethrows -> Int"), .sample("map: Int"))
        XCTAssertEqual(try unstubbed("var name: String { get }"), .sample("name: String"))
        XCTAssertEqual(try unstubbed("var token: String { get async }"), .sample("token: String"))
        XCTAssertEqual(try unstubbed("pick<T>(from values: [T]) -> T"), .stop, "no value of a generic")
        for member in ["lookup() -> Int?", "list() throws -> [Int]", "start() throws", "var items: [Int] { get throws }"] {
            XCTAssertNil(try unstubbed(member), member)
        }
    }

    /// `static` members, initializers and `Self` results (a final class implements `Self` as itself).
    func testStaticInitializerAndSelfRequirements() throws {
        let model = try TestDoubleRendering.model("ClockMock", "Clock", [
            "static func makeDefault() -> Self", "init(clock: Int)", "static var shared: any Clock { get }", "now() -> Int",
        ])
        XCTAssertEqual(model.members.map(\.kind), ["property static", "method static", "initializer none", "method none"])
        guard case .method(let make, .type) = model.members[1], case .initializer(let initializer, .none) = model.members[2] else {
            return XCTFail("\(model.members)")
        }
        XCTAssertEqual(make.declaration, "static func makeDefault() -> ClockMock")
        XCTAssertEqual(make.returnValue?.type, "ClockMock?")
        XCTAssertEqual(initializer.declaration, "init(clock: Int)")
        XCTAssertEqual(initializer.received?.name, "initClockReceivedClock")
        XCTAssertTrue(model.declaresPlainInitializer)
        XCTAssertEqual(model.staticResetName, "reset")
        XCTAssertEqual(model.lockedSlots(.type).map(\.name), [
            "underlyingShared", "makeDefaultCallsCount", "makeDefaultReturnValue", "makeDefaultClosure",
        ])
        XCTAssertFalse(try TestDoubleRendering.model("XMock", "X", ["init()"]).declaresPlainInitializer)
    }

    /// A `Sendable` mock records everything behind its lock; a main-actor spy only
    /// what a `nonisolated` member records, which may run off the main actor.
    func testWhatIsLocked() throws {
        let mock = try TestDoubleRendering.model("XMock", "X", ["start()", "var count: Int { get }"], isolation: .sendable)
        XCTAssertEqual(mock.members.map(\.kind), ["property instance", "method instance"])
        XCTAssertEqual(mock.lockedSlots(.instance).map(\.name), ["underlyingCount", "startCallsCount", "startClosure"])
        let spy = try TestDoubleRendering.model("XSpy", "X", ["start()", "nonisolated func stop()"], isolation: .mainActor)
        XCTAssertEqual(spy.members.map(\.kind), ["method none", "method instance"])
    }

    func testResetIsRenamedWhenTheProtocolRequiresOne() throws {
        XCTAssertEqual(try TestDoubleRendering.model("XSpy", "X", ["start()"]).resetName, "reset")
        XCTAssertEqual(try TestDoubleRendering.model("XSpy", "X", ["reset()"]).resetName, "resetRecordings")
        XCTAssertEqual(try TestDoubleRendering.model("XSpy", "X", ["static func reset()"]).staticResetName, "resetRecordings")
        // A property named `reset` (a VIPER link wired as `property: reset`, a service's) takes the name too.
        XCTAssertEqual(try TestDoubleRendering.model("XSpy", "X", ["var reset: (any Y)! { get set }"]).resetName, "resetRecordings")
        let staticProperty = try TestDoubleRendering.model("XSpy", "X", ["static var reset: Int { get }"])
        XCTAssertEqual([staticProperty.resetName, staticProperty.staticResetName], ["reset", "resetRecordings"])
    }

    func testContextIsolation() throws {
        let spy = try TestDoubleRendering.model("XSpy", "X", [], isolation: .mainActor).templateContext
        XCTAssertEqual(spy["isMainActor"], true)
        XCTAssertEqual(spy["isUncheckedSendable"], false)
        let mock = try TestDoubleRendering.model("XMock", "X", [], isolation: .sendable).templateContext
        XCTAssertEqual(mock["isUncheckedSendable"], true)
    }
}

private extension TestDoubleModel.Member {
    /// `method static`, `property instance`: what the member is and where it records.
    var kind: String {
        switch self {
        case .method(_, let locking): return "method " + locking.rawValue
        case .property(_, let locking): return "property " + locking.rawValue
        case .initializer(_, let locking): return "initializer " + locking.rawValue
        }
    }
}
