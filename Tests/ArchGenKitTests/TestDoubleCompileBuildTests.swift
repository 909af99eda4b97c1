import ArchGenKit
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// Renders doubles for protocols covering every member shape, then compiles
/// them with the real `swiftc` — Swift 6 (strict concurrency) and Swift 5
/// modes, warnings as errors — and runs a driver that exercises each double.
final class TestDoubleCompileBuildTests: XCTestCase {
    private struct Fixture {
        var attributes: String
        var name: String
        var inheritance: String
        var double: String
        var isolation: TestDoubleModel.Isolation
        var members: [String]
    }

    private let fixtures = [
        Fixture(attributes: "@MainActor\n", name: "SignInView", inheritance: ": AnyObject", double: "SignInViewSpy",
                isolation: .mainActor, members: ["updateLoading(loading: Bool)"]),
        Fixture(attributes: "", name: "SignInInteraction", inheritance: ": AnyObject", double: "SignInInteractionSpy",
                isolation: .none, members: ["signIn(username: String)"]),
        Fixture(attributes: "", name: "SignInInteractorOutput", inheritance: ": AnyObject",
                double: "SignInInteractorOutputSpy", isolation: .none, members: ["success()", "failed(error: Error)"]),
        Fixture(attributes: "@MainActor\n", name: "SignInRoutable", inheritance: ": AnyObject", double: "SignInRoutableSpy",
                isolation: .mainActor, members: ["showAlert(for error: Error)"]),
        Fixture(attributes: "", name: "NetworkDataFetcher", inheritance: ": Sendable", double: "NetworkDataFetcherMock",
                isolation: .sendable, members: [
                    "var response: NetworkDataFetcherResponse! { get set }", "var request: URLRequest! { get set }", "start()",
                ]),
        Fixture(attributes: "", name: "Storage", inheritance: ": Sendable", double: "StorageMock", isolation: .sendable, members: [
            "set(_ value: Any?, forKey defaultName: String)", "string(forKey defaultName: String) -> String?",
            "synchronize() -> Bool",
        ]),
        Fixture(attributes: "", name: "MoviesService", inheritance: ": Sendable", double: "MoviesServiceMock",
                isolation: .sendable, members: [
                    "fetchMovies(completion: @escaping (Result<[Movie], Error>) -> Void)",
                    "@MainActor func refresh()", "store(_ box: Box) async", "box(for key: String) async -> Box?",
                ]),
        Fixture(attributes: "@MainActor\n", name: "GalleryView", inheritance: ": AnyObject", double: "GalleryViewSpy",
                isolation: .mainActor, members: [
                    "show(_ box: Box, animated: Bool)", "reload() async -> Int", "var title: String { get set }",
                    "var subtitle: String? { get }",
                ]),
        Fixture(attributes: "", name: "Shapes", inheritance: "", double: "ShapesSpy", isolation: .none, members: [
            "fetch(id: Int) -> String", "fetch(id: String) -> String", "put(_ `default`: Int, in: Int)",
            "func loadData() async throws -> Data", "func decode(_ data: Data) throws(DecodeError) -> Int",
            "func map(_ values: [Int], _ transform: (Int) throws -> Int) rethrows -> [Int]",
            "func load<T: Decodable>(_ type: T.Type) async throws -> T", "increment(_ value: inout Int)",
            "sum(_ numbers: Int...) -> Int", "perform(_ work: () -> Void)",
            "schedule(_ work: @escaping @Sendable () -> Void)", "log(_ message: String, level: Int = 0)",
            "optional(_ value: String?)", "select(item: String!, count: Int)", "lookup(key: String) -> Int?", "mutating func bump()", "reset()",
            "var name: String { get }", "var nickname: String? { get set }", "var token: String { get async throws }",
        ]),
        // Static members, initializers, `Self` results and collections, in each isolation.
        Fixture(attributes: "", name: "Clock", inheritance: ": Sendable", double: "ClockMock", isolation: .sendable, members: [
            "static var shared: any Clock { get }", "var zones: [String] { get }", "var next: Self? { get }",
            "init(offset: Int)", "static func makeDefault() -> Self", "now() -> Int", "ticks() async -> [Int]",
            "var status: String { get async throws }", "static func reset()",
        ]),
        Fixture(attributes: "", name: "Registry", inheritance: "", double: "RegistryMock", isolation: .none, members: [
            "static var count: Int { get set }", "static func register(_ name: String) -> Bool", "lookup(_ name: String) -> [String: Int]",
        ]),
        Fixture(attributes: "@MainActor\n", name: "Tracing", inheritance: ": AnyObject", double: "TracingSpy", isolation: .mainActor,
                members: ["show(title: String)", "nonisolated func trace(_ message: String)"]),
    ]

    func testRenderedDoublesCompileAndRunInSwift6AndSwift5() throws {
        _ = try SwiftToolchain.requireSwift()
        let scratch = try ScratchDirectory()
        var protocols = Self.header
        var doubles = Self.header + Self.notStubbed
        for fixture in fixtures {
            let members = try fixture.members.map { try DeclarationParser.parseMember($0) }
            protocols += "\n" + fixture.attributes + "protocol \(fixture.name)\(fixture.inheritance) {\n"
                + members.map { "    " + Self.requirement($0) + "\n" }.joined() + "}\n"
            let model = TestDoubleModel(
                className: fixture.double, protocolName: fixture.name, members: members, isolation: fixture.isolation)
            doubles += "\n" + (try TestDoubleRendering.render(model))
        }
        let files = [
            try scratch.write("main.swift", Self.driver),
            try scratch.write("Protocols.swift", protocols),
            try scratch.write("Doubles.swift", doubles),
        ]
        let executable = scratch.url.appendingPathComponent("driver").path
        try compile(["-swift-version", "6", "-o", executable] + files, sources: files)
        try compile(["-swift-version", "5", "-typecheck"] + files, sources: files)
        let run = try Self.run(executable, [])
        XCTAssertEqual(run.status, 0, "driver failed:\n\(run.output)")
        XCTAssertEqual(run.output, "recorded: ShapesSpy.token is not stubbed: set underlyingToken\ndoubles ok\n")
        // A result never stubbed that has no value to return and cannot throw stops with a message saying what to set.
        let unstubbed = try Self.run(executable, ["unstubbed"])
        XCTAssertNotEqual(unstubbed.status, 0)
        XCTAssertTrue(unstubbed.output.contains("StorageMock.synchronize() is not stubbed: set synchronizeReturnValue"),
                      unstubbed.output)
        let unstubbedProperty = try Self.run(executable, ["unstubbed-property"])
        XCTAssertTrue(unstubbedProperty.output.contains("ShapesSpy.name is not stubbed: set underlyingName"), unstubbedProperty.output)
    }

    /// A requirement as a protocol declares it: without default values.
    private static func requirement(_ member: MemberDeclaration) -> String {
        guard case .method(var method) = member else { return member.description }
        for index in method.parameters.indices { method.parameters[index].defaultValue = nil }
        return method.description
    }

    private func compile(_ arguments: [String], sources: [String]) throws {
        let result = try Self.run("/usr/bin/env", ["swiftc", "-warnings-as-errors", "-module-cache-path", SwiftToolchain.moduleCache] + arguments)
        if result.status == 127 { throw XCTSkip("swiftc is not on PATH") }
        guard result.status != 0 || !result.output.isEmpty else { return }
        let listings = sources.map { path in
            let lines = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            return "--- \(path)\n" + lines.enumerated().map { "\($0.offset + 1)\t\($0.element)" }.joined(separator: "\n")
        }
        XCTFail("swiftc \(arguments.prefix(2).joined(separator: " ")) reported:\n\(result.output)\n\(listings.joined(separator: "\n"))")
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static let header = """
        import Foundation
        #if canImport(FoundationNetworking)
        import FoundationNetworking
        #endif

        """

    /// What a doubles file ends with (`shared/NotStubbed`), without a test kit: it prints what it records.
    private static let notStubbed = """
        private struct DoubleNotStubbed: Error, CustomStringConvertible {
            let description: String
        }

        @discardableResult
        private func notStubbed(_ message: String) -> DoubleNotStubbed {
            print("recorded: " + message)
            return DoubleNotStubbed(description: message)
        }

        """

    private static let driver = header + """

        struct Movie: Equatable { let title: String }
        struct NetworkDataFetcherResponse { let status: Int }
        struct Payload: Decodable { let id: Int }
        struct Failure: Error, Equatable { let code: Int }
        enum DecodeError: Error { case empty }
        /// Not Sendable: recorded by main-actor spies and Sendable mocks alike.
        final class Box { var value = 0 }

        let view = SignInViewSpy()
        view.updateLoading(loading: true)
        precondition(view.updateLoadingLoadingCalled && view.updateLoadingLoadingReceivedLoading == true)
        view.reset()
        precondition(view.updateLoadingLoadingCallsCount == 0 && view.updateLoadingLoadingReceivedInvocations.isEmpty)

        let interactor = SignInInteractionSpy()
        interactor.signIn(username: "ann")
        precondition(interactor.signInUsernameReceivedUsername == "ann")

        let output = SignInInteractorOutputSpy()
        output.success()
        output.failed(error: Failure(code: 1))
        precondition(output.successCallsCount == 1 && output.failedErrorReceivedError as? Failure == Failure(code: 1))

        let router = SignInRoutableSpy()
        var alerts = 0
        router.showAlertForClosure = { _ in alerts += 1 }
        router.showAlert(for: Failure(code: 2))
        precondition(alerts == 1 && router.showAlertForReceivedInvocations.count == 1)

        let fetcher = NetworkDataFetcherMock()
        fetcher.response = NetworkDataFetcherResponse(status: 200)
        fetcher.request = URLRequest(url: URL(string: "https://example.com")!)
        fetcher.start()
        precondition(fetcher.startCalled && fetcher.response.status == 200 && fetcher.request.url?.host == "example.com")

        let storage = StorageMock()
        storage.set("value", forKey: "key")
        precondition(storage.setForKeyReceivedArguments?.defaultName == "key")
        precondition(storage.setForKeyReceivedArguments?.value as? String == "value")
        storage.stringForKeyReturnValue = "stored"
        storage.synchronizeReturnValue = true
        precondition(storage.string(forKey: "key") == "stored" && storage.synchronize())
        precondition(storage.stringForKeyReceivedDefaultName == "key")

        let movies = MoviesServiceMock()
        var delivered: [Movie] = []
        movies.fetchMovies { result in
            if case .success(let list) = result { delivered = list }
        }
        precondition(delivered.isEmpty && movies.fetchMoviesCompletionCallsCount == 1)
        movies.fetchMoviesCompletionReceivedCompletion?(.success([Movie(title: "Up")]))
        precondition(delivered == [Movie(title: "Up")])
        movies.refresh()
        await movies.store(Box())
        movies.boxForReturnValue = Box()
        let box = await movies.box(for: "key")
        precondition(box != nil && movies.storeCalled && movies.refreshCalled)

        let gallery = GalleryViewSpy()
        gallery.show(Box(), animated: true)
        precondition(gallery.showAnimatedReceivedArguments?.animated == true)
        gallery.reloadClosure = { 42 }
        let reloaded = await gallery.reload()
        precondition(reloaded == 42)
        gallery.title = "Title"
        precondition(gallery.title == "Title" && gallery.subtitle == nil)

        func exerciseShapes() async throws {
            let shapes = ShapesSpy()
            shapes.fetchIdIntReturnValue = "int"
            shapes.fetchIdStringReturnValue = "string"
            precondition(shapes.fetch(id: 1) == "int" && shapes.fetch(id: "a") == "string")
            precondition(shapes.fetchIdIntReceivedId == 1 && shapes.fetchIdStringReceivedId == "a")

            shapes.put(1, in: 2)
            precondition(shapes.putInReceivedArguments?.default == 1 && shapes.putInReceivedArguments?.in == 2)

            shapes.loadDataReturnValue = Data([1])
            let data = try await shapes.loadData()
            precondition(data == Data([1]))
            shapes.loadDataThrowableError = Failure(code: 3)
            do {
                _ = try await shapes.loadData()
                preconditionFailure("loadData did not throw")
            } catch {
                precondition(error as? Failure == Failure(code: 3))
            }

            shapes.decodeThrowableError = .empty
            do {
                _ = try shapes.decode(Data())
                preconditionFailure("decode did not throw")
            } catch {
                precondition("\\(error)" == "empty")
            }

            shapes.mapClosure = { values, transform in values.map { (try? transform($0)) ?? 0 } }
            precondition(shapes.map([1, 2], { $0 * 2 }) == [2, 4] && shapes.mapReceivedValues == [1, 2])

            shapes.loadReturnValue = Payload(id: 7)
            let payload: Payload = try await shapes.load(Payload.self)
            precondition(payload.id == 7 && shapes.loadReceivedType is Payload.Type)
            shapes.loadClosure = { _ in Payload(id: 8) }
            let closurePayload: Payload = try await shapes.load(Payload.self)
            precondition(closurePayload.id == 8)

            shapes.incrementClosure = { $0 += 1 }
            var counter = 1
            shapes.increment(&counter)
            precondition(counter == 2 && shapes.incrementReceivedValue == 1)

            shapes.sumClosure = { $0.reduce(0, +) }
            precondition(shapes.sum(1, 2, 3) == 6 && shapes.sumReceivedNumbers == [1, 2, 3])

            var performed = false
            shapes.performClosure = { work in work() }
            shapes.perform { performed = true }
            precondition(performed && shapes.performCallsCount == 1)

            shapes.schedule {}
            precondition(shapes.scheduleReceivedWork != nil)

            shapes.log("hi", level: 2)
            precondition(shapes.logLevelReceivedInvocations.map(\\.level) == [2])

            shapes.optional(nil)
            precondition(shapes.optionalCalled && shapes.optionalReceivedValue == nil)
            precondition(shapes.lookup(key: "k") == nil)
            shapes.bump()

            do {
                _ = try await shapes.token
                preconditionFailure("an unstubbed throwing getter did not throw")
            } catch {
                precondition("\\(error)" == "ShapesSpy.token is not stubbed: set underlyingToken")
            }
            shapes.underlyingName = "name"
            shapes.nickname = "nick"
            shapes.underlyingToken = "token"
            precondition(shapes.name == "name" && shapes.nickname == "nick")
            let token = try await shapes.token
            precondition(token == "token")

            shapes.reset()
            precondition(shapes.resetCallsCount == 1 && shapes.bumpCalled)
            shapes.resetRecordings()
            precondition(shapes.resetCallsCount == 0 && shapes.fetchIdIntReceivedId == nil)
            precondition(shapes.sumReceivedInvocations.isEmpty && shapes.loadDataCallsCount == 0)
            precondition(shapes.loadDataThrowableError != nil, "reset keeps the stubs")
        }
        func exerciseStaticsInitializersAndSelf() async throws {
            let clock = ClockMock(offset: 7)
            precondition(clock.initOffsetReceivedOffset == 7 && clock.zones.isEmpty && clock.next == nil)
            ClockMock.makeDefaultReturnValue = clock
            ClockMock.underlyingShared = clock
            precondition(ClockMock.makeDefault() === clock && ClockMock.shared as? ClockMock === clock)
            precondition(ClockMock.makeDefaultCallsCount == 1)
            ClockMock.resetRecordings()
            precondition(ClockMock.makeDefaultCallsCount == 0 && ClockMock.resetCallsCount == 0)
            ClockMock.reset()
            precondition(ClockMock.resetCallsCount == 1, "the protocol's own static reset() is recorded")
            let ticks = await clock.ticks()
            precondition(ticks.isEmpty, "a collection result starts empty")
            clock.statusClosure = { "from the closure" }
            let status = try await clock.status
            precondition(status == "from the closure" && clock.statusCallsCount == 1)

            RegistryMock.count = 2
            RegistryMock.registerReturnValue = true
            precondition(RegistryMock.register("a") && RegistryMock.count == 2 && RegistryMock.registerReceivedName == "a")
            RegistryMock.reset()
            precondition(RegistryMock.registerCallsCount == 0 && RegistryMock.registerReturnValue == true)
            precondition(RegistryMock().lookup("a").isEmpty)
        }

        /// Every call from 1,000 concurrent tasks is counted, ten a task.
        func exerciseConcurrency() async {
            let clock = ClockMock()
            clock.nowReturnValue = 1
            let tracing = await TracingSpy()
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<1_000 {
                    group.addTask {
                        for _ in 0..<10 {
                            _ = clock.now()
                            _ = await clock.ticks()
                            tracing.trace("tick")
                        }
                    }
                }
            }
            let traced = await tracing.traceCallsCount
            precondition(clock.nowCallsCount == 10_000 && clock.ticksCallsCount == 10_000 && traced == 10_000)
        }

        switch CommandLine.arguments.dropFirst().first {
        case "unstubbed"?:
            _ = StorageMock().synchronize()
        case "unstubbed-property"?:
            _ = ShapesSpy().name
        default:
            try await exerciseShapes()
            try await exerciseStaticsInitializersAndSelf()
            await exerciseConcurrency()
            print("doubles ok")
        }

        """
}
