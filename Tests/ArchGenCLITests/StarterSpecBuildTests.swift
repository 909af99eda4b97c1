import Foundation
import TestSupport
import XCTest

/// The starter module of every built-in style, as `new` writes it (VIP's
/// with its use case, MVVM's with its service), builds and passes its tests
/// in Swift 6 and in Swift 5 language mode: `check --run-tests` through the
/// binary, the four modules of one project built together.
final class StarterSpecBuildTests: XCTestCase {
    func testEveryStylesStarterModuleBuildsAndPassesItsTestsInSwift6And5() throws {
        _ = try SwiftToolchain.requireSwift()
        for mode in LanguageModeProof.modes {
            let scratch = try ScratchDirectory()
            try scratch.write("archgen.yml", """
                specs: Specs
                paths:
                  sources: Sources/{module}
                  tests: Tests/{module}Tests
                defaults:
                  platform: none
                build:
                  languageMode: \(mode)

                """)
            for style in ["viper", "viper-s", "vip", "mvvm"] {
                let module = "Start" + style.filter(\.isLetter).uppercased()
                let new = try BinaryRunner.run(["new", module, "--style", style, "--no-build"], in: scratch.url)
                XCTAssertEqual(new.status, 0, new.standardError)
            }
            let check = try BinaryRunner.run(LanguageModeProof.checkArguments(mode), in: scratch.url)
            XCTAssertEqual(check.status, 0, "Swift \(mode):\n" + check.standardOutput + check.standardError)
            guard LanguageModeProof.runsTests(mode) else {
                XCTAssertTrue(check.standardOutput.hasPrefix("check: 4 modules up to date and built"), check.standardOutput)
                continue
            }
            XCTAssertTrue(check.standardOutput.contains("check: 4 modules up to date, built and tested: "), check.standardOutput)
            XCTAssertTrue(check.standardOutput.contains(" passed, 0 failed"), check.standardOutput)
        }
    }
}
