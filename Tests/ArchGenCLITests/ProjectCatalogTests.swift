@testable import ArchGenCLI
import ArchGenKit
import ArchGenSource
import Foundation
import TestSupport
import XCTest

/// Every project met from a folder, each spec governed by its nearest
/// archgen.yml, in-process against listed files.
final class ProjectCatalogTests: XCTestCase {
    private let files = [
        "ios/archgen.yml", "ios/Specs/Home.archgen", "ios/Specs/Sub/Cart.archgen", "ios/Tests/Fixtures/Broken.archgen",
        "web/archgen.yml", "web/Specs/Landing.archgen", "loose/Loose.archgen", "ios/Sources/Home/HomePresenter.swift",
    ]

    /// A system of `files` (each archgen.yml saying `specs: Specs`) seen from `folder` below the root `/repo`.
    private func catalog(from folder: String = ".") -> ProjectCatalog {
        let prefix = folder == "." ? "" : folder + "/"
        let visible = files.map { StagedTree.path($0, from: prefix) }
        let system = SystemEnvironment(
            standardOutput: { _ in }, standardError: { _ in }, stderrIsTerminal: false, variables: [:],
            fileSystem: InMemoryFileSystem(files: Dictionary(uniqueKeysWithValues: visible.map { ($0, "specs: Specs\n") })),
            findFiles: { folder, suffix in
                let key = Path.normalized(folder)
                return visible.filter { $0.hasSuffix(suffix) && (key == "." ? !$0.hasPrefix("../") : $0.hasPrefix(key + "/")) }
                    .map { key == "." ? $0 : Path.join(folder, String($0.dropFirst(key.count + 1))) }.sorted()
            },
            currentDirectory: "/repo/" + prefix)
        return ProjectCatalog(CommandContext(system: system))
    }

    func testFromTheTopLevelEveryProjectBelowIsFound() {
        let catalog = catalog()
        XCTAssertEqual(catalog.everySpec().map { "\($0.path) \($0.project.settingsPath ?? "-")" }, [
            "ios/Specs/Home.archgen ios/archgen.yml", "ios/Specs/Sub/Cart.archgen ios/archgen.yml",
            "loose/Loose.archgen -", "web/Specs/Landing.archgen web/archgen.yml",
        ], "a project with spec folders owns only their specs: the fixture is left out")
        XCTAssertEqual(catalog.project(governing: "ios/Tests/Fixtures/Broken.archgen")?.settingsPath, "ios/archgen.yml")
        XCTAssertEqual(catalog.project(governing: "ios/Sources/Home/HomePresenter.swift")?.root, "ios")
        XCTAssertNil(catalog.project(governing: "loose/Loose.archgen")?.settingsPath)
        XCTAssertEqual(catalog.diagnostics, [])
    }

    /// Inside a project, its specs outside the current folder count too, and paths stay relative to it.
    func testFromInsideAProjectItsWholeProjectIsFound() {
        let catalog = catalog(from: "ios/Sources")
        XCTAssertEqual(catalog.current?.settingsPath, "../archgen.yml")
        XCTAssertEqual(catalog.everySpec().map(\.path), ["../Specs/Home.archgen", "../Specs/Sub/Cart.archgen"])
        XCTAssertEqual(catalog.project(governing: "../../web/Specs/Landing.archgen")?.settingsPath, "../../web/archgen.yml")
    }

    /// The disk search passes over hidden folders and other tools' copies of code.
    func testTheDiskSearchSkipsOtherToolsFolders() throws {
        let scratch = try ScratchDirectory()
        for path in ["App/Home.archgen", "Pods/Lib/Pod.archgen", ".build/x/Built.archgen", "DerivedData/D.archgen",
                     "Carthage/Checkouts/C.archgen", "node_modules/n/N.archgen", "App/.Hidden.archgen"] {
            try scratch.write(path, "module: X\n")
        }
        XCTAssertEqual(SystemEnvironment.findFilesOnDisk(scratch.url.path, ".archgen"), [scratch.url.path + "/App/Home.archgen"])
    }
}
