import ArchGenKit
import ArchGenSource
import TestSupport
import XCTest

/// A folder's names and the files below it, as every disk lists them: the
/// real one and the one in memory give the same answers.
final class FileReadingTests: XCTestCase {
    private let paths = ["Templates/Presenter.stencil", "Templates/.hidden", "Templates/viper/Router.stencil"]

    private func assertListing(_ disk: any FileReading, in folder: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(disk.names(inFolder: Path.join(folder, "Templates")), [".hidden", "Presenter.stencil", "viper"], file: file, line: line)
        XCTAssertEqual(
            disk.filesBelow(Path.join(folder, "Templates")), [".hidden", "Presenter.stencil", "viper/Router.stencil"], file: file, line: line)
        XCTAssertEqual(disk.names(inFolder: Path.join(folder, "Templates/Presenter.stencil")), [], "a file has no names", file: file, line: line)
        XCTAssertEqual(disk.names(inFolder: Path.join(folder, "Missing")), [], file: file, line: line)
        XCTAssertTrue(disk.isFile(at: Path.join(folder, "Templates/viper/Router.stencil")), file: file, line: line)
        XCTAssertFalse(disk.isFile(at: Path.join(folder, "Templates/viper")), file: file, line: line)
    }

    func testTheRealDiskListsAFoldersNamesAndTheFilesBelowIt() throws {
        let scratch = try ScratchDirectory()
        for path in paths { _ = try scratch.write(path, "") }
        assertListing(LocalFileSystem(), in: scratch.url.path)
    }

    /// Links to a folder above (two made 2^40 paths: `templates list` hung) add nothing.
    func testLinksToAFolderAboveAreEnteredOnce() throws {
        let scratch = try ScratchDirectory()
        for path in paths { _ = try scratch.write(path, "") }
        for (link, target) in [("Templates/a", "."), ("Templates/b", "."), ("Templates/viper/up", "..")] {
            try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent(link).path, withDestinationPath: target)
        }
        XCTAssertEqual(LocalFileSystem().filesBelow(scratch.url.appendingPathComponent("Templates").path),
                       [".hidden", "Presenter.stencil", "viper/Router.stencil"])
    }

    func testTheDiskInMemoryListsThemAlike() {
        let disk = InMemoryFileSystem(files: Dictionary(uniqueKeysWithValues: paths.map { ("Specs/" + $0, "") }))
        assertListing(disk, in: "Specs")
        XCTAssertEqual(disk.names(inFolder: "."), ["Specs"])
    }
}
