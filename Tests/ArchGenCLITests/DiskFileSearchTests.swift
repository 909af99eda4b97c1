import ArchGenCLI
import Foundation
import TestSupport
import XCTest

/// The disk search follows links, but searches each folder once, by the
/// path without a link where there is one: links to a folder above end
/// there, rather than multiplying the paths (two made the search hang).
final class DiskFileSearchTests: XCTestCase {
    func testLinksToAFolderAboveEndTheSearchThere() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Specs/Home.archgen", "module: Home\n")
        for (link, target) in [("self", "."), ("again", "."), ("Specs/up", ".."), ("Specs/round", "../Specs")] {
            try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent(link).path, withDestinationPath: target)
        }
        let started = ContinuousClock.now
        XCTAssertEqual(SystemEnvironment.findFilesOnDisk(scratch.url.path, ".archgen"), [scratch.url.path + "/Specs/Home.archgen"])
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5))
    }

    /// A folder reached by a link and by a path without one is named by the latter, whatever their order.
    func testAFolderReachedByALinkIsNamedByItsOwnPath() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Z/Specs/Home.archgen", "module: Home\n")
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("A").path, withDestinationPath: "Z/Specs")
        try scratch.write("B/Cart.archgen", "module: Cart\n")
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("Shared").path, withDestinationPath: "/nonexistent")
        let root = scratch.url.path
        XCTAssertEqual(SystemEnvironment.findFilesOnDisk(root, ".archgen"), [root + "/B/Cart.archgen", root + "/Z/Specs/Home.archgen"])
    }
}
