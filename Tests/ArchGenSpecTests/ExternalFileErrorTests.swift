import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// An `external` file that is a folder or not a regular file is an error at
/// its line, every one at once: `check` said only, unlocated, "cannot read
/// an external file of this spec", and lint accepted the spec.
final class ExternalFileErrorTests: XCTestCase {
    func testAFolderAndADeviceAreLocatedErrors() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("Models.swift"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("Zero.swift").path, withDestinationPath: "/dev/zero")
        try scratch.write("Item.swift", "struct Item {}\n")
        let path = scratch.url.appendingPathComponent("Spec.archgen").path
        let text = "module: SignIn\nexternal:\n  - Models.swift\n  - Zero.swift\n  - Item.swift\n"
        let result = SpecLoader(files: TestDisk.local).load(SourceText(path: path, text: text))
        let rendered = DiagnosticRenderer().render(result.errors).replacingOccurrences(of: scratch.url.path + "/", with: "")
        XCTAssertEqual(rendered, """
            Spec.archgen:3:5: error: external file 'Models.swift' is a folder
              - Models.swift
                ^
            hint: list each .swift file of it on a line of its own
            Spec.archgen:4:5: error: external file 'Zero.swift' cannot be read (not a regular file)
              - Zero.swift
                ^

            """)
    }
}
