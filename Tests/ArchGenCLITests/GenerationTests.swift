import ArchGenCLI
import ArchGenKit
import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// The whole pipeline through its library call, `Generation`, without the
/// command line: specs in a scratch folder, the plan's files and
/// diagnostics as values, then the files written.
final class GenerationTests: XCTestCase {
    private var scratch: ScratchDirectory!
    private var output = OutputLines()
    private var folder = ""

    /// The generation reads the process's current folder, as the command line's: the scratch project's.
    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
        folder = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(scratch.url.path))
    }

    override func tearDown() {
        _ = FileManager.default.changeCurrentDirectoryPath(folder)
    }

    private func generation(_ options: GenerationOptions) -> Generation {
        var system = SystemEnvironment.live
        system.currentDirectory = scratch.url.path
        system.standardOutput = { [output] text in output.append(text) }
        system.standardError = { [output] text in output.append(text) }
        return Generation(system: system, options: options)
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent(path).path)
    }

    private let cartFiles = [
        "Specs/Cart/CartContract.swift", "Specs/Cart/CartPresenter.swift", "Specs/Cart/CartInteractor.swift",
        "Specs/Cart/CartRouter.swift", "Specs/CartTests/CartTestDoubles.swift", "Specs/CartTests/CartPresenterTests.swift",
        "Specs/CartTests/CartInteractorTests.swift", "Specs/CartTests/CartRouterTests.swift",
    ]

    func testAProjectsSpecsArePlannedAsTheirModulesFilesThenWritten() throws {
        try scratch.write("Specs/Cart.archgen", "module: Cart\nstyle: viper\nplatform: none\n")
        let generation = generation(GenerationOptions(input: .specs([])))
        let plan = generation.plan()
        XCTAssertNil(plan.failure)
        XCTAssertEqual(plan.diagnostics, [])
        XCTAssertEqual(plan.paths.map(Path.normalized), cartFiles)
        XCTAssertEqual(plan.files.filter { $0.ownership == .generated }.map(\.path).map(Path.normalized),
                       ["Specs/Cart/CartContract.swift", "Specs/CartTests/CartTestDoubles.swift"])
        XCTAssertTrue(plan.files[0].contents.contains("protocol CartPresentation: AnyObject"), plan.files[0].contents)
        XCTAssertFalse(exists("Specs/Cart/CartContract.swift"), "planning writes nothing")
        XCTAssertEqual(output.text, "", "planning prints nothing")

        XCTAssertEqual(generation.write(plan), .success)
        XCTAssertTrue(cartFiles.allSatisfy(exists))
        XCTAssertTrue(output.text.hasPrefix("create  Specs/Cart/CartContract.swift\n"), output.text)
    }

    func testAnInvalidSpecGivesItsDiagnosticsAndNothingToWrite() throws {
        try scratch.write("Specs/Cart.archgen", "module: Cart\nstyle: viper\nmodul: x\n")
        let generation = generation(GenerationOptions(input: .specs(["Specs/Cart.archgen"])))
        let plan = generation.plan()
        XCTAssertEqual(plan.failure, .invalidInput)
        XCTAssertTrue(plan.files.isEmpty)
        XCTAssertEqual(DiagnosticRenderer(colored: false).render(plan.diagnostics), """
            Specs/Cart.archgen:3:1: error: unknown key 'modul'
            modul: x
            ^
            hint: did you mean 'module'?

            """)
        XCTAssertEqual(generation.write(plan), .invalidInput)
        XCTAssertFalse(exists("Specs/Cart"))
    }

    func testLintingChecksTheSpecsAndCountsWithoutPlanningFiles() throws {
        try scratch.write("Specs/Cart.archgen", "module: Cart\nstyle: viper\nmodul: x\n")
        try scratch.write("Specs/Home.archgen", "module: Home\nstyle: viper\nplatform: none\n")
        let lint = generation(GenerationOptions(input: .specs([]))).lint()
        XCTAssertNil(lint.failure)
        XCTAssertEqual([lint.specs, lint.errors, lint.warnings], [2, 1, 0])
        XCTAssertEqual(lint.status, .invalidInput)
        XCTAssertEqual(lint.diagnostics.filter { $0.severity != .note }.map(\.message), ["unknown key 'modul'"])
        XCTAssertEqual(lint.diagnostics.filter { $0.severity == .note }.map(\.path), Array(repeating: "Specs/Home.archgen", count: 3))
        XCTAssertEqual(output.text, "")
        XCTAssertFalse(exists("Specs/Home"))
    }

    func testANewModuleIsPlannedOnceWithItsStarterSpecFirst() throws {
        let generation = generation(GenerationOptions(
            input: .newModule(name: "Cart", spec: nil), choices: SpecChoices(style: "viper", platform: Platform.none),
            folders: FolderOptions(sources: "Specs/Cart", tests: "Specs/CartTests")))
        let plan = generation.plan()
        XCTAssertNil(plan.failure)
        XCTAssertEqual(plan.diagnostics, [])
        XCTAssertEqual(plan.paths.map(Path.normalized), ["Specs/Cart.archgen"] + cartFiles)
        XCTAssertTrue(plan.files[0].contents.contains("module: Cart"), plan.files[0].contents)
        XCTAssertEqual(generation.write(plan), .success)
        XCTAssertTrue(exists("Specs/Cart.archgen"))
        XCTAssertTrue(cartFiles.allSatisfy(exists))
    }
}

/// What a generation printed, gathered from any thread.
private final class OutputLines: @unchecked Sendable {
    private let lock = NSLock()
    private var gathered = ""

    func append(_ text: String) { lock.withLock { gathered += text } }

    var text: String { lock.withLock { gathered } }
}
