import Foundation
import TestSupport
import XCTest

/// `archgen dump`: the validated model and the raw tree as JSON.
final class DumpCommandTests: XCTestCase {
    func testEveryExampleDumpsWithItsMembersSplitIntoParts() throws {
        for example in try Fixtures.exampleSpecs() {
            let model = try dump([example.path])
            let roles = ["delegate", "view", "events", "interactor", "output", "routes"]
            var members = roles.flatMap { model[$0] as? [[String: Any]] ?? [] }
            members += (model["services"] as? [[String: Any]] ?? []).flatMap { $0["members"] as? [[String: Any]] ?? [] }
            XCTAssertFalse(members.isEmpty, example.lastPathComponent)
            for member in members {
                let kind = member["kind"] as? String
                XCTAssertTrue(kind == "method" || kind == "property", "\(member)")
                XCTAssertNotNil(member["name"] as? String, "\(member)")
                if kind == "method" {
                    XCTAssertNotNil(member["parameters"] as? [[String: Any]], "\(member)")
                    XCTAssertNotNil(member["selector"] as? String, "\(member)")
                } else {
                    XCTAssertNotNil(member["type"] as? String, "\(member)")
                }
            }
        }
    }

    func testSignInMembers() throws {
        let model = try dump([Fixtures.directory.appendingPathComponent("Specs/SignIn.archgen").path])
        XCTAssertEqual(model["module"] as? String, "SignIn")
        let route = try XCTUnwrap((model["routes"] as? [[String: Any]])?.first)
        XCTAssertEqual(route["selector"] as? String, "showAlert(for:)")
        XCTAssertEqual(route["line"] as? Int, 31)
        XCTAssertEqual(route["column"] as? Int, 5)
        let parameter = try XCTUnwrap((route["parameters"] as? [[String: Any]])?.first)
        XCTAssertEqual(parameter["label"] as? String, "for")
        XCTAssertEqual(parameter["name"] as? String, "error")
        XCTAssertEqual(parameter["type"] as? String, "Error")
        let service = try XCTUnwrap((model["services"] as? [[String: Any]])?.first)
        XCTAssertEqual(service["property"] as? String, "fetcher")
        let response = try XCTUnwrap((service["members"] as? [[String: Any]])?.first)
        XCTAssertEqual(response["kind"] as? String, "property")
        XCTAssertEqual(response["type"] as? String, "NetworkDataFetcherResponse!")
        XCTAssertEqual(response["settable"] as? Bool, true)
    }

    func testListMoviesClosureAndUseCase() throws {
        let model = try dump([Fixtures.directory.appendingPathComponent("Specs/ListMovies.archgen").path])
        let fetch = try XCTUnwrap(((model["services"] as? [[String: Any]])?.first?["members"] as? [[String: Any]])?.first)
        let completion = try XCTUnwrap((fetch["parameters"] as? [[String: Any]])?.first)
        XCTAssertEqual(completion["type"] as? String, "@escaping (Result<[Movie], Error>) -> Void")
        let display = try XCTUnwrap((model["view"] as? [[String: Any]])?.first)
        XCTAssertEqual(display["selector"] as? String, "displayFetchMovies(viewModel:)")
        XCTAssertEqual(display["fromUseCase"] as? String, "FetchMovies")
    }

    func testDumpYAMLPrintsTheRawTreeInSourceOrder() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("tree.yml", "zeta: 1\nalpha:\n  - a\n  - 'b'\n  -\nevents:\n  - signIn(username: String)\n")
        let result = try BinaryRunner.run(["dump", "--yaml", "tree.yml"], in: scratch.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, """
            {
              "zeta": "1",
              "alpha": [
                "a",
                "b",
                null
              ],
              "events": [
                "signIn(username: String)"
              ]
            }

            """)
    }

    func testDumpOfAnInvalidSpecPrintsItsDiagnostics() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Bad.archgen", "module: SignIn\nstyle: vipr\n")
        let result = try BinaryRunner.run(["dump", "Bad.archgen"], in: scratch.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, """
            Bad.archgen:2:8: error: unknown style 'vipr'
            style: vipr
                   ^
            hint: did you mean 'viper'?

            """)
    }

    private func dump(_ arguments: [String]) throws -> [String: Any] {
        let result = try BinaryRunner.run(["dump"] + arguments)
        XCTAssertEqual(result.status, 0, result.standardError)
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        return try XCTUnwrap(json as? [String: Any])
    }
}
