import ArchGenKit
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// The modules `IsolationBuildTests` builds (`IsolationBuild.variants`), rendered: each follows
/// its isolation, its names and its links, without a build.
final class IsolationRenderingTests: XCTestCase {
    func testTheRenderedModulesFollowTheirIsolation() throws {
        for variant in IsolationBuild.variants {
            let files = try variant.render()
            XCTAssertEqual(files.contains { $0.contents.contains("@preconcurrency") }, variant.isolation == .preconcurrency, variant.name)
            // Nonisolated tests but the assembly's, which makes the view (on the main actor) with its factory,
            // and a SwiftUI screen model's, which is the view.
            let tests = files.filter { $0.path.hasSuffix("Tests.swift") }
            let isolatedTests = tests.filter { $0.contents.contains("@MainActor") }.map { String($0.path.split(separator: "/").last!) }
            let naming = StyleNaming(style: variant.style, module: "Album", patterns: variant.names)
            let screenModels = naming.actorKinds.filter { $0.hasSuffix("Model") }.map { naming.actorName($0) + "Tests.swift" }
            let assemblyTests = tests.filter { $0.contents.contains(".\(variant.style.assembly.function)(") }
                .map { String($0.path.split(separator: "/").last!) }
                + tests.map { String($0.path.split(separator: "/").last!) }.filter { screenModels.contains($0) }
            XCTAssertEqual(isolatedTests, variant.isolation.isMainActor ? tests.map { String($0.path.split(separator: "/").last!) } : assemblyTests,
                           variant.name)
            let contract = try XCTUnwrap(files.first { $0.path.hasSuffix("Contract.swift") || $0.path.hasSuffix("Protocols.swift") })
            XCTAssertEqual(contract.contents.contains("@MainActor\nprotocol"), variant.isolation.isMainActor, variant.name)
            for name in naming.protocolNames {
                XCTAssertTrue(contract.contents.contains("\nprotocol \(name): AnyObject"), "\(variant.name): \(name)")
            }
            for kind in naming.actorKinds where variant.names.actors[StyleNaming.actorKey(kind)] != nil {
                // A SwiftUI view's model is written beside its view, in the view's file.
                let name = naming.actorName(kind), isModel = kind.hasSuffix("Model")
                XCTAssertEqual(files.contains { $0.path.hasSuffix("/" + name + ".swift") }, !isModel, "\(variant.name): \(name).swift")
                XCTAssertTrue(files.contains { $0.contents.contains("final class \(name)") || $0.contents.contains("struct \(name)") },
                              "\(variant.name): \(name)")
            }
            // A link is declared where its manifest (or archgen.yml) says: VIPER's but the router's view; the other styles' none.
            for (key, link) in variant.wiring.links {
                let property = link.property ?? String(key.split(separator: ".")[1])
                let declared = link.isDeclared ?? (variant.style.links.first { $0.key == key }?.declaredIn != nil)
                XCTAssertEqual(contract.contents.contains("    var \(property): "), declared, "\(variant.name): \(key)")
            }
            let sources = files.filter { !$0.path.hasPrefix("Tests/") }.map(\.contents).joined()
            for (key, link) in variant.wiring.links {
                let property = link.property ?? String(key.split(separator: ".")[1])
                XCTAssertTrue(sources.contains(" var \(property): ") || sources.contains(" let \(property): "), "\(variant.name): \(key)")
                if link.optionality == .nonOptional {
                    XCTAssertTrue(sources.contains("init(") && sources.contains("\(property): any "), "\(variant.name): \(key)")
                }
            }
            let doubles = try XCTUnwrap(files.first { $0.path.hasSuffix("TestDoubles.swift") })
            for name in naming.protocolNames + ["PhotoStore"] {
                let double = name == "PhotoStore" ? naming.mockName(forService: name) : naming.spyName(forProtocol: name)
                XCTAssertTrue(doubles.contents.contains("final class \(double): \(name)"), "\(variant.name): \(double)")
            }
        }
    }

    /// A Swift actor's interactor (`isolation: actor`): declared `actor`, its protocol and spy `Sendable`,
    /// awaited by the presenter, or called in the task a synchronous event starts.
    func testASwiftActorsProtocolIsSendableAndItsCallersAwait() throws {
        let variant = try XCTUnwrap(IsolationBuild.variants.first { $0.tag == "Actor" })
        let files = try variant.render()
        func file(_ name: String) throws -> String { try XCTUnwrap(files.first { $0.path.hasSuffix("/" + name) }).contents }
        let contract = try file("AlbumContract.swift")
        XCTAssertTrue(contract.contains("requests.\nprotocol AlbumInteraction: AnyObject, Sendable {\n"), contract)
        XCTAssertTrue(contract.contains("@MainActor\nprotocol AlbumPresentation: AnyObject {\n"), contract)
        XCTAssertTrue(try file("AlbumInteractor.swift").contains("\nactor AlbumInteractor: AlbumInteraction {\n"))
        let presenter = try file("AlbumPresenter.swift")
        XCTAssertTrue(presenter.contains("        refreshTask = Task { [interactor] in\n            await interactor.refresh()\n"), presenter)
        XCTAssertTrue(presenter.contains("        return try await interactor.load(id: id)\n"), presenter)
        XCTAssertTrue(try file("AlbumTestDoubles.swift").contains("final class AlbumInteractionSpy: AlbumInteraction, @unchecked Sendable {"))
        XCTAssertTrue(try file("AlbumInteractorTests.swift").contains("let result = try await sut.load(id: id)"))
        // A service the actor keeps is passed into it: `Sendable`, though none of its members is `async`.
        var synchronous = variant
        synchronous.spec = variant.spec.replacingOccurrences(of: "services:\n", with: "services:\n  Clock:\n    - now() -> Int\n")
        let rendered = try synchronous.render()
        XCTAssertTrue(try XCTUnwrap(rendered.first { $0.path.hasSuffix("/AlbumContract.swift") }).contents.contains("\nprotocol Clock: Sendable {\n"))
        XCTAssertTrue(try XCTUnwrap(rendered.first { $0.path.hasSuffix("/AlbumTestDoubles.swift") }).contents
            .contains("final class ClockMock: Clock, @unchecked Sendable {"))
    }
}
