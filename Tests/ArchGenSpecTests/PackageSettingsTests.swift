import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml's `package` key: read, and every error verbatim.
final class PackageSettingsTests: XCTestCase {
    private func load(_ text: String, files: Set<String> = ["Package.swift", "ios/Package.swift"]) -> ProjectSettingsLoadResult {
        ProjectSettingsLoader(files: TestDisk.holding(files: files, folders: ["App.xcodeproj"])).load(SourceText(path: "archgen.yml", text: text))
    }

    private func lint(_ text: String) -> String {
        let result = load(text)
        XCTAssertEqual(result.settings == nil, !result.errors.isEmpty)
        return DiagnosticRenderer().render(result.errors)
    }

    func testTheMinimalFormAndItsDefaults() throws {
        let settings = try XCTUnwrap(load("package: {manifest: Package.swift}\n").settings)
        XCTAssertEqual(settings.package, PackageSettings(manifest: "Package.swift", manifestLocation: SourceLocation(line: 1, column: 21)))
        XCTAssertEqual(settings.package?.target(of: "Cart"), "Cart")
        XCTAssertEqual(settings.package?.testTarget(of: "Cart"), "CartTests")
        XCTAssertNil(try XCTUnwrap(load("specs: Specs\n").settings).package)
    }

    func testEveryKey() throws {
        let settings = try XCTUnwrap(load("""
            package:
              manifest: ios/Package.swift
              target: "{module}Feature"
              testTarget: "{module}FeatureTests"
              dependencies:
                - Core
                - {product: ArgumentParser, package: swift-argument-parser}
              testDependencies: [TestSupport]
              library: true
              sharedTarget: Core
              sharedTestTarget: CoreMocks

            """).settings)
        XCTAssertEqual(settings.package, PackageSettings(
            manifest: "ios/Package.swift", targetPattern: "{module}Feature", testTargetPattern: "{module}FeatureTests",
            dependencies: [.byName("Core"), .product(name: "ArgumentParser", package: "swift-argument-parser")],
            testDependencies: [.byName("TestSupport")], library: true, sharedTarget: "Core", sharedTestTarget: "CoreMocks",
            manifestLocation: SourceLocation(line: 2, column: 13)))
        XCTAssertEqual(settings.package?.target(of: "Cart"), "CartFeature")
        // Tests @testable import the module's target.
        XCTAssertEqual(settings.defaults.appModule(of: "Cart"), "CartFeature")
    }

    func testTheManifestIsRequiredAndMustExist() {
        XCTAssertEqual(lint("package:\n  target: \"{module}\"\n"), """
            archgen.yml:1:1: error: 'package' needs 'manifest'
            package:
            ^
            hint: write 'manifest: Package.swift', relative to archgen.yml

            """)
        XCTAssertEqual(lint("package:\n  manifest: App/Package.swift\n"), """
            archgen.yml:2:13: error: no such manifest 'App/Package.swift'
              manifest: App/Package.swift
                        ^
            hint: 'manifest' is relative to the folder holding archgen.yml

            """)
        XCTAssertEqual(lint("package:\n  manifest: App.xcodeproj\n"), """
            archgen.yml:2:13: error: 'manifest' must be a Package.swift, found 'App.xcodeproj'
              manifest: App.xcodeproj
                        ^
            hint: write the package's manifest, like 'Package.swift' or 'Modules/Package.swift', relative to archgen.yml

            """)
    }

    func testNamePatternsAndDependencies() {
        XCTAssertEqual(lint("""
            package:
              manifest: Package.swift
              target: Feature
              testTarget: "{module}"
              dependencies: [Core, "Core", "Bad Name", {product: X}]
              library: yes

            """), """
            archgen.yml:3:11: error: 'target' must contain '{module}'
              target: Feature
                      ^
            hint: without it every target would be named 'Feature'; write '{module}Feature'
            archgen.yml:4:15: error: 'testTarget' names the module's target
              testTarget: "{module}"
                          ^
            hint: a module's tests need a target of their own; write '{module}Tests'
            archgen.yml:5:24: error: 'Core' is listed twice
              dependencies: [Core, "Core", "Bad Name", {product: X}]
                                   ^
            hint: remove this one
            archgen.yml:5:32: error: a dependency 'Bad Name' is not a target's name
              dependencies: [Core, "Core", "Bad Name", {product: X}]
                                           ^
            hint: use letters, digits, '_', '-' and '.', as the manifest's names do
            archgen.yml:5:44: error: a product dependency needs 'package'
              dependencies: [Core, "Core", "Bad Name", {product: X}]
                                                       ^
            hint: write '{product: ArgumentParser, package: swift-argument-parser}': the product, and the package that has it
            archgen.yml:6:12: error: 'library' must be true or false, found 'yes'
              library: yes
                       ^

            """)
    }

    func testSharedTargetsAndXcodeTogether() {
        XCTAssertEqual(lint("""
            xcode: {project: App.xcodeproj, target: App}
            package: {manifest: Package.swift, sharedTarget: Core, sharedTestTarget: Core}

            """), """
            archgen.yml:2:1: error: 'package' and 'xcode' both say where the modules are compiled
            package: {manifest: Package.swift, sharedTarget: Core, sharedTestTarget: Core}
            ^
            hint: a module is a target of the package or compiled by the Xcode project's target, not both: keep one
            archgen.yml:2:74: error: 'sharedTestTarget' is the target 'sharedTarget' names
            package: {manifest: Package.swift, sharedTarget: Core, sharedTestTarget: Core}
                                                                                     ^
            hint: the shared mocks need a target of their own; write 'CoreMocks'

            """)
    }
}
