@testable import ArchGenCLI
import XCTest

/// The package manifest `adopt` reads when archgen.yml names none: the
/// `Package.swift` in the first module's folder or the nearest folder above
/// it, up to the current folder.
final class AdoptionManifestSearchTests: XCTestCase {
    private func manifest(above folder: String, among files: Set<String>) -> String? {
        CommandContext.nearestManifest(above: folder, exists: files.contains)
    }

    func testTheNearestManifestAboveTheModulesFolderIsFound() {
        XCTAssertEqual(manifest(above: "Sources/Login", among: ["Package.swift"]), "Package.swift")
        XCTAssertEqual(manifest(above: "Modules/Sources/Login", among: ["Package.swift", "Modules/Package.swift"]), "Modules/Package.swift")
        XCTAssertEqual(manifest(above: "./Sources/Login/", among: ["Package.swift"]), "Package.swift")
    }

    func testNoManifestUpToTheCurrentFolderIsNone() {
        XCTAssertNil(manifest(above: "App/Modules/Login", among: ["Other/Package.swift"]))
        XCTAssertNil(manifest(above: "../App/Login", among: ["../Package.swift"]))
        XCTAssertNil(manifest(above: "/work/App/Login", among: []))
    }
}
