import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// `access`: the spec's, else archgen.yml's `defaults: access:`, else
/// `public` in a package project and `internal` outside one; a value that is
/// neither is an error at it.
final class AccessSettingsTests: XCTestCase {
    private func spec(_ text: String, defaults: SpecDefaults = SpecDefaults()) -> SpecLoadResult {
        SpecLoader(defaults: defaults).load(bytes: Array(text.utf8), path: "A.archgen")
    }

    func testTheSpecWinsOverTheDefaultsAndInternalIsTheBuiltInDefault() throws {
        XCTAssertEqual(try XCTUnwrap(spec("module: A\n").spec).access, .internal)
        var defaults = SpecDefaults()
        defaults.access = .public
        XCTAssertEqual(try XCTUnwrap(spec("module: A\n", defaults: defaults).spec).access, .public)
        XCTAssertEqual(try XCTUnwrap(spec("module: A\naccess: internal\n", defaults: defaults).spec).access, .internal)
    }

    /// archgen.yml: `public` in a package project unless `defaults` says; the shared target's declarations with it.
    func testAPackageProjectIsPublicUnlessItsDefaultsSay() throws {
        func settings(_ text: String) throws -> ProjectSettings {
            let loader = ProjectSettingsLoader(files: TestDisk.holding(files: ["Package.swift"]))
            let result = loader.load(SourceText(path: "archgen.yml", text: text))
            return try XCTUnwrap(result.settings, DiagnosticRenderer().render(result.diagnostics))
        }
        let shared = "shared:\n  entities:\n    - Item(id: String)\n"
        let package = try settings("package: {manifest: Package.swift, sharedTarget: Core}\n" + shared)
        XCTAssertEqual(package.defaults.access, .public)
        XCTAssertEqual(package.shared.access, .public)
        let internalPackage = try settings("package: {manifest: Package.swift, sharedTarget: Core}\ndefaults: {access: internal}\n" + shared)
        XCTAssertEqual(internalPackage.defaults.access, .internal)
        XCTAssertEqual(internalPackage.shared.access, .internal)
        XCTAssertNil(try settings("defaults: {appModule: App}\n" + shared).defaults.access)
        XCTAssertEqual(try settings("defaults: {appModule: App}\n" + shared).shared.access, .internal, "no shared target: one app module")
    }

    func testAValueThatIsNeitherIsAnErrorAtIt() {
        let result = spec("module: A\naccess: open\n")
        XCTAssertNil(result.spec)
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), """
            A.archgen:2:9: error: unknown access 'open'
            access: open
                    ^
            hint: use one of: public, internal

            """)
    }
}
