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
        var protocols = TestDoubleCompileSources.header
        var doubles = TestDoubleCompileSources.header + TestDoubleCompileSources.notStubbed
        for fixture in fixtures {
            let members = try fixture.members.map { try DeclarationParser.parseMember($0) }
            protocols += "\n" + fixture.attributes + "protocol \(fixture.name)\(fixture.inheritance) {\n"
                + members.map { "    " + Self.requirement($0) + "\n" }.joined() + "}\n"
            let model = TestDoubleModel(
                className: fixture.double, protocolName: fixture.name, members: members, isolation: fixture.isolation)
            doubles += "\n" + (try TestDoubleRendering.render(model))
        }
        let files = [
            try scratch.write("main.swift", TestDoubleCompileSources.driver),
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
}
