@testable import ArchGenCLI
import ArchGenSource
import ArchGenSpec
import XCTest

/// Module names of one project compared as macOS's file system does,
/// ignoring case: `Home` and `HOME` would write into one folder there.
final class ModuleNameClashTests: XCTestCase {
    private func spec(_ module: String, at path: String) throws -> Spec {
        try XCTUnwrap(SpecLoader().load(bytes: Array("module: \(module)\n".utf8), path: path).spec)
    }

    func testNamesThatDifferOnlyInCaseClash() throws {
        let specs = try [spec("Home", at: "A.archgen"), spec("HOME", at: "B.archgen"), spec("HomeTESTS", at: "C.archgen"),
                         spec("Cart", at: "D.archgen")]
        XCTAssertEqual(DiagnosticRenderer().render(CommandContext.moduleNameClashes(specs)), """
            B.archgen: error: module 'HOME' clashes with the module of A.archgen
            hint: 'HOME' and 'Home' differ only in case: one folder on macOS, where their files would mix
            C.archgen: error: module 'HomeTESTS' clashes with the module of A.archgen
            hint: 'HomeTESTS' and 'HomeTests' differ only in case: one folder on macOS, where their files would mix

            """)
    }
}
