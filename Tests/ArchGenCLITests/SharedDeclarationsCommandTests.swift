import Foundation
import TestSupport
import XCTest

/// archgen.yml's shared declarations, conformances and doubles that do not
/// clash, through the real binary on `Fixtures/SharedProject` (a team's
/// project: two modules in two styles sharing a service, a payment's models
/// conforming to the app's `MessageProtocol`): the lint of what only the
/// project shows, `check --staged`'s selection, and the real build.
final class SharedDeclarationsCommandTests: XCTestCase {
    static let fixture = Fixtures.directory.appendingPathComponent("SharedProject")
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
        try Self.copyFixture(to: scratch.url)
    }

    /// The fixture's archgen.yml, specs and app file in `folder` (not its golden files), with the
    /// team's own code (`Team/`: an implementation in the shared folder, hand-written tests) when `teamCode`.
    static func copyFixture(to folder: URL, teamCode: Bool = false) throws {
        var files = ["archgen.yml", "App/Messages.swift", "Specs/Wallet.archgen", "Specs/Payments.archgen"].map { ($0, $0) }
        if teamCode {
            files += ["App/Shared/LiveFinanceService.swift", "AppTests/Modules/WalletTests/WalletBalanceTests.swift",
                      "AppTests/Modules/PaymentsTests/PaymentsMessageTests.swift"].map { ("Team/" + $0, $0) }
        }
        for (source, path) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: Self.fixture.appendingPathComponent(source)).write(to: url)
        }
    }

    private func run(_ arguments: String..., in folder: URL? = nil) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: folder ?? scratch.url, environment: ["NO_COLOR": "1"])
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent(path).path)
    }

    func testGenerateWritesTheSharedFilesOnceAndTheModulesDeclareNeither() throws {
        let result = try run("generate")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("create  App/Shared/SharedDeclarations.swift\n"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("create  AppTests/Shared/SharedTestDoubles.swift\n"), result.standardOutput)
        let every = try FileManager.default.subpathsOfDirectory(atPath: scratch.url.path).filter { $0.hasSuffix(".swift") }
        var declaring: [String] = [], mocking: [String] = []
        for path in every {
            let text = try String(contentsOf: scratch.url.appendingPathComponent(path), encoding: .utf8)
            if text.contains("protocol FinanceService") { declaring.append(path) }
            if text.contains("class FinanceServiceMock") { mocking.append(path) }
        }
        XCTAssertEqual(declaring, ["App/Shared/SharedDeclarations.swift"])
        XCTAssertEqual(mocking, ["AppTests/Shared/SharedTestDoubles.swift"])
        let again = try run("generate").standardOutput
        XCTAssertTrue(again.split(separator: "\n").last?.hasPrefix("21 unchanged (") == true, again)
    }

    /// A hand-written double with the name of one archgen writes stops every command, located at the spec.
    func testADoubleNamedLikeATeamsTypeIsAnErrorAndNothingIsWritten() throws {
        try scratch.write("AppTests/Modules/WalletTests/Fakes.swift", """
            @testable import App

            // The team's own doubles.
            final class AnalyticsMock: Analytics {
                func track(_ event: String, properties: [String: String]) {}
            }
            """)
        let expected = """
            Specs/Wallet.archgen:7:3: error: test double 'AnalyticsMock' has the name of a type of the project (AppTests/Modules/WalletTests/Fakes.swift:4)
              Analytics:
              ^
            hint: archgen writes this mock of service 'Analytics': rename your type (add a suffix, say) or the service; both would be compiled into the module's tests

            """
        let lint = try run("lint", "Specs/Wallet.archgen")
        XCTAssertEqual(lint.status, 2)
        XCTAssertEqual(lint.standardError, expected)
        XCTAssertEqual(lint.standardOutput, "linted 1 spec: 1 error, 0 warnings\n")
        let generate = try run("generate")
        XCTAssertEqual(generate.status, 2)
        XCTAssertEqual(generate.standardError, expected)
        XCTAssertFalse(exists("App/Shared/SharedDeclarations.swift"))
        XCTAssertFalse(exists("App/Modules/Wallet"))
        let check = try run("check", "--no-build")
        XCTAssertEqual(check.status, 2)
        XCTAssertTrue(check.standardError.hasPrefix(expected), check.standardError)
    }

    /// An app protocol an entity or a model conforms to is found in `external`; the doubles of a
    /// module are checked against its external files too.
    func testADoubleNamedLikeATypeOfAnExternalFileIsAnError() throws {
        try scratch.write("App/Messages.swift", "protocol MessageProtocol { var text: String { get } }\nfinal class ReceiptsMock {}\n")
        let lint = try run("lint", "Specs/Payments.archgen")
        XCTAssertEqual(lint.status, 2)
        XCTAssertTrue(lint.standardError.hasPrefix("""
            Specs/Payments.archgen:8:3: error: test double 'ReceiptsMock' has the name of a type of the project (App/Messages.swift:2)
            """), lint.standardError)
    }

    func testAServiceOrEntityTwoSpecsDeclareIsAnErrorInEach() throws {
        try scratch.write("Specs/Home.archgen", """
            module: Home
            style: viper-s
            services:
              Receipts:
                - store(_ receipt: Receipt) async throws
            entities:
              - Receipt(id: String, total: Money)
            view:
              - show(total: Money)
            events:
              - onAppear()
            interactor:
              - load()
            """)
        let result = try run("lint", "Specs/Home.archgen", "Specs/Payments.archgen")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, """
            Specs/Home.archgen:4:3: error: service 'Receipts' is declared by Specs/Payments.archgen too (line 8), in the same app module 'App'
              Receipts:
              ^
            hint: declare it once, under archgen.yml's 'shared: services:', and use it by name in both specs ('Receipts:' under 'services')
            Specs/Home.archgen:7:5: error: entity 'Receipt' is declared by Specs/Payments.archgen too (line 11), in the same app module 'App'
              - Receipt(id: String, total: Money)
                ^
            hint: declare it once, under archgen.yml's 'shared: entities:', and use it by name in both specs
            Specs/Payments.archgen:8:3: error: service 'Receipts' is declared by Specs/Home.archgen too (line 4), in the same app module 'App'
              Receipts:
              ^
            hint: declare it once, under archgen.yml's 'shared: services:', and use it by name in both specs ('Receipts:' under 'services')
            Specs/Payments.archgen:11:5: error: entity 'Receipt' is declared by Specs/Home.archgen too (line 7), in the same app module 'App'
              - Receipt(id: String, total: Money): MessageProtocol
                ^
            hint: declare it once, under archgen.yml's 'shared: entities:', and use it by name in both specs

            """)
        // Linted alone, a spec is still checked against the others of its project.
        XCTAssertEqual(try run("lint", "Specs/Home.archgen").status, 2)
    }

    /// A staged file of the shared folders selects the modules whose specs use a shared declaration.
    func testAStagedSharedFileSelectsTheModulesThatUseIt() throws {
        let repository = try ScratchGitRepository(git: try ScratchGitRepository.requireGit())
        try Self.copyFixture(to: repository.url)
        try repository.write("Specs/Home.archgen", "module: Home\nstyle: viper-s\nevents:\n  - didLoad()\n")
        XCTAssertEqual(try run("generate", in: repository.url).status, 0)
        try repository.run("add", "-A")
        try repository.run("commit", "--quiet", "-m", "Modules")
        try repository.write("AppTests/Shared/Helpers.swift", "@testable import App\n\nlet someMoney = Money(amount: 1, currency: \"EUR\")\n")
        try repository.run("add", "AppTests/Shared/Helpers.swift")
        let result = try BinaryRunner.run(["check", "--staged", "--no-build", "--format", "json"], in: repository.url,
                                          environment: ScratchGitRepository.isolation)
        XCTAssertEqual(result.status, 0, result.standardError)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let modules = try XCTUnwrap(report["modules"] as? [[String: Any]]).compactMap { $0["module"] as? String }
        XCTAssertEqual(modules, ["Payments", "Wallet"])
    }
}
