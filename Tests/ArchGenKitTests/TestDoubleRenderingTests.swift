import ArchGenKit
import XCTest

/// Whole doubles rendered through the real template, byte for byte.
final class TestDoubleRenderingTests: XCTestCase {
    func testDump() throws {
        let model = try TestDoubleRendering.model("SignInViewSpy", "SignInView", [
            "updateLoading(loading: Bool)", "func synchronize() -> Bool", "var response: NetworkDataFetcherResponse! { get set }",
            "var request: URLRequest { get }", "func load<T: Decodable>(_ type: T.Type) async throws -> T",
            "var token: String { get async throws }", "func map(_ f: (Int) throws -> Int) rethrows -> [Int]",
        ], isolation: .mainActor)
        print(try TestDoubleRendering.render(model))
    }
}
