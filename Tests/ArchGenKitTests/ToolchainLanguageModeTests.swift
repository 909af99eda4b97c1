import ArchGenKit
import XCTest

/// The language mode `archgen init` writes for the toolchain it finds, from `swift --version`.
final class ToolchainLanguageModeTests: XCTestCase {
    func testTheModeFollowsTheToolchainsMajorVersion() {
        XCTAssertEqual(ToolchainLanguageMode.parse(versionOutput: """
            Swift version 6.3.1 (swift-6.3.1-RELEASE)
            Target: x86_64-unknown-linux-gnu
            """), 6)
        XCTAssertEqual(ToolchainLanguageMode.parse(versionOutput: """
            swift-driver version: 1.90.11.1 Apple Swift version 5.10 (swiftlang-5.10.0.13 clang-1500.3.9.4)
            Target: arm64-apple-macosx14.0
            """), 5)
        XCTAssertEqual(ToolchainLanguageMode.parse(versionOutput: "Apple Swift version 6.2 (swiftlang-6.2.0.19.9 clang-1700.3.19.1)"), 6)
        XCTAssertEqual(ToolchainLanguageMode.parse(versionOutput: "Swift version 10.0-dev (LLVM abc)"), 6)
        XCTAssertNil(ToolchainLanguageMode.parse(versionOutput: "bash: swift: command not found"))
        XCTAssertNil(ToolchainLanguageMode.parse(versionOutput: "Swift version x"))
    }
}
