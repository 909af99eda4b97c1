import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// `archgen init` writes the language mode of the toolchain a build check
/// would run (`ARCHGEN_SWIFT` here: a script that answers `--version` as
/// Swift 5.10's or 6.2's driver does), and the isolation that fits it, with
/// its reason on the line.
final class InitToolchainTests: XCTestCase {
    private func initialSettings(answering version: String) throws -> (text: String, settings: ProjectSettings) {
        let scratch = try ScratchDirectory()
        let swift = try scratch.write("bin/swift", "#!/bin/sh\necho '\(version)'\necho 'Target: arm64-apple-macosx14.0'\n")
        XCTAssertEqual(chmod(swift, 0o755), 0)
        let result = try BinaryRunner.run(["init"], in: scratch.url, environment: ["NO_COLOR": "1", "ARCHGEN_SWIFT": swift])
        XCTAssertEqual(result.status, 0, result.standardError)
        let text = try String(contentsOf: scratch.url.appendingPathComponent("archgen.yml"), encoding: .utf8)
        let loaded = ProjectSettingsLoader().load(SourceText(path: "archgen.yml", text: text))
        return (text, try XCTUnwrap(loaded.settings, DiagnosticRenderer().render(loaded.errors)))
    }

    func testASwift5ToolchainGetsSwift5ModeAndPreconcurrency() throws {
        let (text, settings) = try initialSettings(answering: "Apple Swift version 5.10 (swiftlang-5.10.0.13 clang-1500.3.9.4)")
        XCTAssertEqual(settings.languageMode, 5)
        XCTAssertEqual(settings.defaults.isolation, .preconcurrency)
        XCTAssertTrue(text.contains("""
              isolation: preconcurrency      # this toolchain's Swift 5 mode: code not yet checked for concurrency calls the actors as it is

            """), text)
        XCTAssertTrue(text.contains("  languageMode: 5                # 5 or 6: the Swift language mode modules are compiled in (this toolchain's)\n"),
                      text)
    }

    func testASwift6ToolchainGetsSwift6ModeAndMainActor() throws {
        let (text, settings) = try initialSettings(answering: "Apple Swift version 6.2 (swiftlang-6.2.0.19.9 clang-1700.3.19.1)")
        XCTAssertEqual(settings.languageMode, 6)
        XCTAssertEqual(settings.defaults.isolation, .mainActor)
        XCTAssertTrue(text.contains("""
              isolation: mainActor           # Swift 6 mode (build below) then rejects a call to a module's actors off the main actor

            """), text)
    }
}
