import Foundation
import TestSupport
import XCTest

/// A modular app as a Swift package (`Fixtures/ModularApp`): a `Core` target
/// holding archgen.yml's shared declarations, and two features, the list's
/// router building the detail through its public entry point (`import
/// ItemDetail` in the list's own router, its target depending on the detail's).
/// Through the real binary, in a copy: `generate`, then SwiftPM builds the
/// package without a warning and its tests pass in Swift 6 mode, and archgen's check passes in both;
/// with the detail `access: internal`, the list's call does not compile.
final class ModularAppBuildTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    /// The fixture, generated (after `edit`): with UIKit's stand-in as its
    /// `UIKit` target, so the UIKit code compiles here too.
    private func generatedApp(edit: (URL) throws -> Void = { _ in }) throws -> URL {
        let folder = scratch.url.appendingPathComponent("ModularApp")
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("ModularApp"), to: folder)
        let stub = Fixtures.directory.appendingPathComponent("PlatformStubs/UIKit/UIKit.swift")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/UIKit"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: stub, to: folder.appendingPathComponent("Sources/UIKit/UIKit.swift"))
        try edit(folder)
        let generate = try BinaryRunner.run(["generate"], in: folder, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(generate.status, 0, generate.standardError)
        XCTAssertTrue(generate.standardOutput.contains("skip") || generate.standardOutput.contains("skipped"),
                      "the list's own router is the team's: " + generate.standardOutput)
        return folder
    }

    private func setLanguageMode(_ mode: Int, in folder: URL) throws {
        let manifest = folder.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let edited = text.replacingOccurrences(of: #"swiftLanguageModes: \[\.v\d\]"#, with: "swiftLanguageModes: [.v\(mode)]",
                                               options: .regularExpression)
        XCTAssertNotEqual(text.contains("[.v\(mode)]") ? "" : text, edited, "the manifest names no language mode")
        try Data(edited.utf8).write(to: manifest)
    }

    private func source(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheListBuildsTheDetailThroughItsPublicEntryPointInSwift6() throws {
        let swift = try SwiftToolchain.requireSwift()
        let folder = try generatedApp()
        XCTAssertTrue(try source("Package.swift", in: folder).contains("""
                    .target(name: "ItemDetail", dependencies: ["Core", "UIKit"]),
            """))
        let configurator = try source("Sources/ItemDetail/ItemDetailConfigurator.swift", in: folder)
        XCTAssertTrue(configurator.contains("public enum ItemDetailConfigurator {"), configurator)
        XCTAssertTrue(configurator.contains("    public static func create(item: Item, delegate: (any ItemDetailDelegate)?) -> UIViewController {"))
        XCTAssertTrue(configurator.contains("\n    static func configure<"), "the assembly stays internal")
        XCTAssertTrue(try source("Sources/Core/SharedDeclarations.swift", in: folder).contains("""
            public struct Item: Equatable {
                public var id: String
                public var title: String

                public init(id: String, title: String) {
            """))

        // Swift 6 here; archgen's check below proves Swift 5 too (LanguageModeProof).
        try setLanguageMode(6, in: folder)
        let build = try SwiftToolchain.run(swift, ["build", "--build-tests"], in: folder)
        XCTAssertEqual(build.status, 0, build.output)
        let warnings = build.output.split(separator: "\n").filter { $0.contains("warning:") }
        XCTAssertEqual(warnings, [])
        let test = try SwiftToolchain.run(swift, ["test", "--skip-build"], in: folder)
        XCTAssertEqual(test.status, 0, test.output)
        XCTAssertTrue(test.output.contains("ItemDetailConfiguratorTests") && test.output.contains("ItemListPresenterTests"), test.output)
    }

    /// archgen's own build check of the modular app, in both language modes.
    func testCheckRunTestsPassesInSwift6And5() throws {
        _ = try SwiftToolchain.requireSwift()
        let folder = try generatedApp()
        let settings = folder.appendingPathComponent("archgen.yml")
        let written = try String(contentsOf: settings, encoding: .utf8)
        for mode in LanguageModeProof.modes {
            // The isolation said, so that both modes build the same modules (Swift 5's default is preconcurrency).
            try Data((written + "defaults:\n  isolation: mainActor\nbuild:\n  languageMode: \(mode)\n").utf8).write(to: settings)
            let check = try BinaryRunner.run(LanguageModeProof.checkArguments(mode), in: folder, environment: ["NO_COLOR": "1"])
            XCTAssertEqual(check.status, 0, "Swift \(mode): " + check.standardError + check.standardOutput)
        }
    }

    /// The same app with the detail `access: internal`: the list's call of its
    /// entry point is an error at the call, so the test above cannot pass without `public`.
    func testAnInternalDetailCannotBeBuiltByTheList() throws {
        let swift = try SwiftToolchain.requireSwift()
        let folder = try generatedApp { folder in
            let spec = folder.appendingPathComponent("Specs/ItemDetail.archgen")
            let text = try String(contentsOf: spec, encoding: .utf8)
            try Data(text.replacingOccurrences(of: "style: vip\n", with: "style: vip\naccess: internal\n").utf8).write(to: spec)
        }
        XCTAssertFalse(try source("Sources/ItemDetail/ItemDetailConfigurator.swift", in: folder).contains("public"))

        let build = try SwiftToolchain.run(swift, ["build"], in: folder)
        XCTAssertNotEqual(build.status, 0, build.output)
        let errors = build.output.split(separator: "\n").filter { $0.contains("error:") }
        XCTAssertTrue(errors.contains { $0.contains("ItemList/ItemListRouter.swift:34:") && $0.contains("'ItemDetailConfigurator'") },
                      errors.joined(separator: "\n"))
    }
}
