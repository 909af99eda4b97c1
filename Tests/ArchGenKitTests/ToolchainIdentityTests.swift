@testable import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// What tells one toolchain from another without running it.
final class ToolchainIdentityTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
        for name in ["swift-driver", "swift-frontend", "swift-package"] { try write(name, "#!/bin/sh\n") }
        try FileManager.default.createSymbolicLink(atPath: path("swift"), withDestinationPath: "swift-driver")
    }

    private func path(_ name: String) -> String { scratch.url.path + "/bin/" + name }

    private func write(_ name: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: scratch.url.path + "/bin", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: path(name))
    }

    private var identity: String { ToolchainIdentity.of(swift: path("swift"), variables: [:]) }

    func testTheSameToolchainHasTheSameIdentity() {
        XCTAssertEqual(identity, identity)
        XCTAssertTrue(identity.contains(path("swift-driver") + " 10 "), identity)
    }

    func testAnyChangedFileOfTheToolchainChangesIt() throws {
        for name in ["swift-driver", "swift-frontend", "swift-package"] {
            let before = identity
            try write(name, "#!/bin/sh\n# \(name) 6.4\n")
            XCTAssertNotEqual(identity, before, "a new \(name)")
        }
        let before = identity
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 2_000_000)], ofItemAtPath: path("swift-frontend"))
        XCTAssertNotEqual(identity, before, "a reinstalled compiler of the same size")
    }

    func testALinkToADifferentDriverChangesIt() throws {
        let before = identity
        try write("swift-driver-6.4", "#!/bin/sh\n")
        try FileManager.default.removeItem(atPath: path("swift"))
        try FileManager.default.createSymbolicLink(atPath: path("swift"), withDestinationPath: "swift-driver-6.4")
        XCTAssertNotEqual(identity, before)
    }

    func testTheVariablesThatPickAToolchainChangeIt() {
        for variable in ["DEVELOPER_DIR", "SDKROOT", "TOOLCHAINS"] {
            XCTAssertNotEqual(ToolchainIdentity.of(swift: path("swift"), variables: [variable: "/other"]), identity, variable)
        }
        XCTAssertEqual(ToolchainIdentity.of(swift: path("swift"), variables: ["HOME": "/other"]), identity)
    }
}
