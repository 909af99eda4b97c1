@testable import ArchGenCLI
import ArchGenKit
import XCTest

/// What `check --staged` reads: the staged files, from the current folder,
/// as the working tree would be read.
final class StagedViewTests: XCTestCase {
    private let tree = StagedTree(topLevel: "/repo", prefix: "ios/", files: [
        .init(path: "ios/archgen.yml", contents: Array("specs: Specs\n".utf8)),
        .init(path: "ios/Specs/Home.archgen", contents: Array("module: Home\n".utf8)),
        .init(path: "ios/Sources/Home/HomePresenter.swift", contents: Array("// staged\n".utf8)),
        .init(path: "ios/Sources/Home/.hidden.swift", contents: []),
        .init(path: "ios/Pods/Lib/Lib.swift", contents: []),
        .init(path: "ios/Assets/logo.png", contents: nil),
        .init(path: "web/Specs/Web.archgen", contents: Array("module: Web\n".utf8)),
    ])

    private var view: SystemEnvironment {
        SystemEnvironment(
            standardOutput: { _ in }, standardError: { _ in }, stderrIsTerminal: false, variables: [:],
            fileSystem: InMemoryFileSystem(files: ["Sources/Home/Untracked.swift": "// the working tree\n"]),
            findFiles: { _, _ in XCTFail("the working tree was searched"); return [] }, currentDirectory: "/repo/ios"
        ).viewing(tree)
    }

    func testFilesAreReadFromTheIndexFromTheCurrentFolder() throws {
        let view = view
        XCTAssertEqual(try view.readFile("Sources/Home/HomePresenter.swift"), Array("// staged\n".utf8))
        XCTAssertEqual(try view.readFile("./Specs/../Specs/Home.archgen"), Array("module: Home\n".utf8))
        XCTAssertEqual(try view.readFile("/repo/ios/archgen.yml"), Array("specs: Specs\n".utf8))
        XCTAssertEqual(try view.readFile("../web/Specs/Web.archgen"), Array("module: Web\n".utf8))
        XCTAssertEqual(try view.readFile("/repo/web/Specs/Web.archgen"), Array("module: Web\n".utf8))
        XCTAssertThrowsError(try view.readFile("Assets/logo.png"), "listed, never read")
        XCTAssertThrowsError(try view.readFile("Sources/Home/Untracked.swift"))
        XCTAssertTrue(view.fileExists("Assets/logo.png"))
        XCTAssertFalse(view.fileExists("Sources/Home/Untracked.swift"))
        XCTAssertTrue(view.isDirectory("Sources/Home"))
        XCTAssertTrue(view.isDirectory("../web"))
        XCTAssertFalse(view.isDirectory("Sources/Home/HomePresenter.swift"))
        XCTAssertEqual(try view.fileSystem.contents(at: "Sources/Home/HomePresenter.swift"), Array("// staged\n".utf8))
        XCTAssertThrowsError(try view.fileSystem.writeAtomically([], to: "Sources/Home/X.swift"))
    }

    /// As on disk: below the folder, hidden names and Pods skipped, joined to the folder as given.
    func testSearchesSeeTheStagedFiles() {
        let view = view
        XCTAssertEqual(view.findFiles(".", ".swift"), ["Sources/Home/HomePresenter.swift"])
        XCTAssertEqual(view.findFiles("./Sources", ".swift"), ["./Sources/Home/HomePresenter.swift"])
        XCTAssertEqual(view.findFiles("..", ".archgen"), ["../ios/Specs/Home.archgen", "../web/Specs/Web.archgen"])
        XCTAssertEqual(view.findFiles("/repo/web", ".archgen"), ["/repo/web/Specs/Web.archgen"])
        XCTAssertEqual(view.findFiles(".", "archgen.yml"), ["archgen.yml"])
    }
}
