@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// The generic recognition run on the built-in styles' own manifests, beside
/// their Swift recognitions, on the modules of their tests: how far the
/// built-in styles could be recognised as data too. VIPER's and MVVM's parts
/// are the same; VIPER-S's too, and the generic one finds the navigator's
/// link to the scene besides; VIP's too, the router held as a composition
/// (`(NSObjectProtocol & MRoutingLogic & MDataPassing)?`) and the input its data store requires.
final class ManifestRecognitionParityTests: XCTestCase {
    private struct Parts: Equatable {
        var actors: [String: String]
        var protocols: [String: String]
        var links: [String: String]
        var services: [String]
        var input: [String]

        init(_ shape: ModuleShape?) throws {
            let shape = try XCTUnwrap(shape)
            actors = shape.actors.mapValues(\.name)
            protocols = shape.protocols.mapValues(\.name)
            links = shape.links.mapValues(\.name)
            services = shape.services.map(\.name)
            input = shape.input.map(\.name)
        }
    }

    private func parts(of module: ReadModule, style: String) throws -> (builtIn: Parts, generic: Parts) {
        let definition = try XCTUnwrap(BuiltinStyles.definition(style))
        let builtIn = try Parts(StyleRecognition.builtIn(module, registry: .builtIn))
        return (builtIn, try Parts(ManifestRecognition.recognise(module, style: definition)))
    }

    func testVIPERAndMVVMAreTheSame() throws {
        for (style, module) in [("viper", try AdoptionInferenceTests.module()), ("mvvm", try MVVMAdoptionTests.feed())] {
            let (builtIn, generic) = try parts(of: module, style: style)
            XCTAssertEqual(generic, builtIn, style)
        }
    }

    func testVIPERSIsTheSameAndTheNavigatorsLinkToTheSceneIsFoundBesides() throws {
        var (builtIn, generic) = try parts(of: try ViperSAdoptionTests.module(), style: "viper-s")
        XCTAssertEqual(generic.links.removeValue(forKey: "navigator.scene"), "scene")
        XCTAssertEqual(generic, builtIn)
    }

    func testVIPsAreTheSameTheRouterHeldAsACompositionAndTheInputTheDataStoreRequires() throws {
        let (builtIn, generic) = try parts(of: try VIPAdoptionTests.module(), style: "vip")
        XCTAssertEqual(generic.links["viewController.router"], "router")
        XCTAssertEqual(generic.input, ["customerID"])
        XCTAssertEqual(generic, builtIn)
    }
}

extension ManifestRecognitionParityTests {
    /// A module of a fixture app written by hand (`Fixtures/<fixture>/<folder>`, its tests in `<Module>Tests`), read from disk.
    private func fixtureModule(_ fixture: String, _ folder: String) throws -> ReadModule {
        let root = Fixtures.directory.appendingPathComponent(fixture)
        let name = Path.lastComponent(of: folder)
        let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
        let files = try paths.filter { $0.hasPrefix(folder + "/") || $0.contains("/\(name)Tests/") }.sorted().map { path in
            try ReadSourceFile(path: path, text: String(contentsOf: root.appendingPathComponent(path), encoding: .utf8),
                               isTest: !path.hasPrefix(folder + "/"))
        }
        return ReadModule(name: name, sourcesFolder: folder, testsFolder: nil, files: files)
    }

    /// The adopt fixtures' nine modules: the same parts, but for what the generic one finds besides
    /// (VIP's configurator, the assembly's holder; VIPER-S's navigator's link to the scene).
    func testTheAdoptFixturesModulesAreTheSame() throws {
        let modules = [
            ("AdoptViperTeam", "App/Modules/Login", "viper"), ("AdoptViperTeam", "App/Modules/Profile", "viper"),
            ("AdoptViperTeam", "App/Modules/Settings", "viper"), ("AdoptMVVMTeam", "Shop/Features/Catalog", "mvvm"),
            ("AdoptMVVMTeam", "Shop/Features/ProductDetail", "mvvm"), ("AdoptVIPTeam", "Store/Scenes/OrderList", "vip"),
            ("AdoptVIPTeam", "Store/Scenes/OrderDetail", "vip"), ("AdoptViperSTeam", "Notes/Modules/NoteList", "viper-s"),
            ("AdoptViperSTeam", "Notes/Modules/NoteEditor", "viper-s"),
        ]
        for (fixture, folder, style) in modules {
            var (builtIn, generic) = try parts(of: try fixtureModule(fixture, folder), style: style)
            if style == "vip" {
                XCTAssertEqual(generic.actors.removeValue(forKey: "configurator"), Path.lastComponent(of: folder) + "Configurator")
            }
            if folder.hasSuffix("NoteList") { XCTAssertEqual(generic.links.removeValue(forKey: "navigator.scene"), "scene") }
            XCTAssertEqual(generic, builtIn, folder)
        }
    }
}
