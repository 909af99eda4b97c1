@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// The generic recognition run on the built-in styles' own manifests, beside
/// their Swift recognitions, on the modules of their tests: how far the
/// built-in styles could be recognised as data too. VIPER's and MVVM's parts
/// are the same; VIPER-S's too, and the generic one finds the navigator's
/// link to the scene besides; VIP's but for what only its recognition reads
/// (the router held as a composition, the input its data store requires).
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

    func testVIPsRouterHeldAsACompositionAndItsDataStoresInputAreOnlyItsOwnRecognitions() throws {
        var (builtIn, generic) = try parts(of: try VIPAdoptionTests.module(), style: "vip")
        XCTAssertEqual(builtIn.links.removeValue(forKey: "viewController.router"), "router")
        XCTAssertEqual(builtIn.input, ["customerID"])
        builtIn.input = []
        XCTAssertEqual(generic, builtIn)
    }
}
