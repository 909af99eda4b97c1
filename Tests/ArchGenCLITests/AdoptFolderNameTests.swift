import Foundation
import TestSupport
import XCTest

/// adopt names a module after its folder: a folder whose name is no module
/// name (`.` was adopted as module '.', with none of its files) is a usage error.
final class AdoptFolderNameTests: XCTestCase {
    func testAFolderNamedLikeNoModuleIsAUsageError() throws {
        let scratch = try ScratchDirectory()
        for folder in ["Sign-In", "class"] {
            try scratch.write(folder + "/SignIn.swift", "protocol SignInView: AnyObject {}\n")
        }
        for folder in ["Sign-In", "class", "."] {
            let result = try BinaryRunner.run(["adopt", folder, "--dry-run"], in: scratch.url)
            XCTAssertEqual(result.status, 2, folder)
            XCTAssertTrue(result.standardError.hasPrefix("""
                error: '\(folder)' names no module: a module is named after its folder
                hint: give the folder named after the module, such as Sources/SignIn, from the project's folder

                """), result.standardError)
        }
        XCTAssertEqual(try scratch.snapshot().keys.sorted(), ["Sign-In/SignIn.swift", "class/SignIn.swift"])
    }
}
