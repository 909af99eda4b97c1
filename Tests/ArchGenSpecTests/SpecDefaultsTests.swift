import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml's defaults in a spec: they fill the keys a spec leaves out,
/// the spec's own values win, and `--style` wins over both.
final class SpecDefaultsTests: XCTestCase {
    private let projectDefaults = SpecDefaults(styleName: "vip", platform: .swiftui, tests: .swiftTesting, appModule: "MyApp")

    func testWithoutDefaultsTheBuiltInOnesApply() throws {
        let spec = try load("module: Home\n")
        XCTAssertEqual(spec.style, .viper)
        XCTAssertEqual(spec.platform, .uikit)
        XCTAssertEqual(spec.tests, .xctest)
        XCTAssertEqual(spec.appModule, "Home")
    }

    func testDefaultsFillTheKeysASpecLeavesOut() throws {
        let spec = try load("module: Home\n", defaults: projectDefaults)
        XCTAssertEqual(spec.style, .vip)
        XCTAssertEqual(spec.platform, .swiftui)
        XCTAssertEqual(spec.tests, .swiftTesting)
        XCTAssertEqual(spec.appModule, "MyApp")
    }

    func testTheSpecsOwnValuesWin() throws {
        let spec = try load("""
            module: Home
            style: viper-s
            platform: none
            tests: xctest
            appModule: Shop
            """, defaults: projectDefaults)
        XCTAssertEqual(spec.style, .viperS)
        XCTAssertEqual(spec.platform, Platform.none)
        XCTAssertEqual(spec.tests, .xctest)
        XCTAssertEqual(spec.appModule, "Shop")
    }

    func testTheStyleOptionWinsOverTheSpecAndTheDefaults() throws {
        XCTAssertEqual(try load("module: Home\nstyle: viper-s\n", style: .viper, defaults: projectDefaults).style, .viper)
        XCTAssertEqual(try load("module: Home\n", style: .viperS, defaults: projectDefaults).style, .viperS)
    }

    func testOnlySomeDefaults() throws {
        let spec = try load("module: Home\n", defaults: SpecDefaults(platform: Platform.none))
        XCTAssertEqual(spec.style, .viper)
        XCTAssertEqual(spec.platform, Platform.none)
        XCTAssertEqual(spec.appModule, "Home")
    }

    /// A spec's invalid value is its error, never hidden by a default.
    func testAnInvalidValueIsStillAnError() {
        let result = SpecLoader(defaults: projectDefaults).load(SourceText(path: "Home.archgen", text: "module: Home\nstyle: vipr\n"))
        XCTAssertNil(result.spec)
        XCTAssertEqual(DiagnosticRenderer().render(result.errors), """
            Home.archgen:2:8: error: unknown style 'vipr'
            style: vipr
                   ^
            hint: did you mean 'viper'?

            """)
    }

    private func load(_ text: String, style: StyleDefinition? = nil, defaults: SpecDefaults = SpecDefaults()) throws -> Spec {
        let result = SpecLoader(styleOverride: style, defaults: defaults).load(SourceText(path: "Home.archgen", text: text))
        XCTAssertEqual(result.diagnostics, [])
        return try XCTUnwrap(result.spec)
    }
}
