import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// Every example spec in the shared folder parses.
final class YAMLExamplesTests: XCTestCase {
    func testEveryExampleSpecParses() throws {
        let examples = try Fixtures.sharedDirectory().appendingPathComponent("examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".archgen") }.sorted()
        XCTAssertFalse(names.isEmpty, "no example specs in \(examples.path)")
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: examples.appendingPathComponent(name)))
            let source = try SourceText(path: name, bytes: bytes)
            do {
                let node = try YAMLParser.parse(source)
                guard case .mapping(let pairs)? = node?.value else {
                    XCTFail("\(name): the root is not a mapping")
                    continue
                }
                XCTAssertEqual(pairs.first?.key, "module", name)
            } catch {
                XCTFail(DiagnosticRenderer().render(Diagnostic(error, in: source)))
            }
        }
    }

    func testListMoviesTree() throws {
        let examples = try Fixtures.sharedDirectory().appendingPathComponent("examples")
        let bytes = [UInt8](try Data(contentsOf: examples.appendingPathComponent("ListMovies.archgen")))
        let node = try YAMLParser.parse(try SourceText(path: "ListMovies.archgen", bytes: bytes))
        XCTAssertEqual(
            YAMLTestSupport.dump(node),
            #"{module: "ListMovies", style: "vip", platform: "uikit", tests: "swift-testing", "#
                + #"entities: [f"Movie(title: String, releaseDate: Date)", f"DisplayedMovie(title: String, year: String)"], "#
                + #"services: {MoviesWorker: [f"fetchMovies(completion: @escaping (Result<[Movie], Error>) -> Void)"]}, "#
                + #"useCases: {FetchMovies: {request: f"()", response: f"(movies: [Movie])", viewModel: f"(displayedMovies: [DisplayedMovie])"}}}"#)
    }
}
