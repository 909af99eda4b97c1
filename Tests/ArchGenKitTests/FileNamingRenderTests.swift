@testable import ArchGenKit
import ArchGenSpec
import XCTest

/// A module rendered with a project's file paths and VIP's data store and
/// data passing names: where each file goes, what it is called inside, and
/// the same contents as under the style's own names but for those names.
final class FileNamingRenderTests: XCTestCase {
    private let renderer = ModuleRenderer(loader: BuiltinTemplates.loader(overridingWith: nil))
    private let layout = ModuleLayout(sources: "Sources/Shop", tests: "Tests/ShopTests")

    private func spec(_ names: NamePatterns, style: String = "vip") throws -> Spec {
        var spec = try XCTUnwrap(SpecLoader().load(bytes: Array("""
            module: Shop
            style: \(style)
            input: (shopID: String)
            useCases:
              FetchProducts:
                request: ()
                response: (names: [String])
                viewModel: (names: [String])
            routes:
              - close()

            """.utf8), path: "Shop.archgen").spec)
        spec.names = names
        return spec
    }

    func testFilesGoWhereTheProjectSaysAndNamesFollow() throws {
        let names = NamePatterns(
            protocols: ["dataStore": "{module}DataStoreProtocol", "dataPassing": "{module}DataPassingProtocol"],
            files: ["protocols": "Contract/{module}Protocols.swift", "interactor": "Interactor/{type}.swift",
                    "presenter": "Presenter.swift", "testDoubles": "Mocks/{module}Mocks.swift",
                    "interactorTests": "Interactor/{type}.swift"])
        let files = try renderer.render(try spec(names), layout: layout)
        XCTAssertEqual(files.map(\.path), [
            "Sources/Shop/Contract/ShopProtocols.swift", "Sources/Shop/ShopModels.swift", "Sources/Shop/Interactor/ShopInteractor.swift",
            "Sources/Shop/Presenter.swift", "Sources/Shop/ShopRouter.swift", "Sources/Shop/ShopWorker.swift",
            "Sources/Shop/ShopConfigurator.swift", "Sources/Shop/ShopViewController.swift", "Tests/ShopTests/Mocks/ShopMocks.swift",
            "Tests/ShopTests/Interactor/ShopInteractorTests.swift", "Tests/ShopTests/ShopPresenterTests.swift",
            "Tests/ShopTests/ShopViewControllerTests.swift",
            "Tests/ShopTests/ShopConfiguratorTests.swift",
        ])
        XCTAssertEqual(ModuleRenderer.generatedPaths(of: try spec(names), layout: layout), [
            "Sources/Shop/Contract/ShopProtocols.swift", "Sources/Shop/ShopModels.swift", "Tests/ShopTests/Mocks/ShopMocks.swift",
        ])
        // Every file holds what the style's own names give, with the two protocols renamed.
        let plain = try renderer.render(try spec(NamePatterns()), layout: layout)
        XCTAssertEqual(plain.count, files.count)
        for (renamed, file) in zip(files, plain) {
            let expected = file.contents.replacing("ShopDataStore", with: "ShopDataStoreProtocol")
                .replacing("ShopDataPassing", with: "ShopDataPassingProtocol")
            // The digest in a generated file's header follows its contents.
            func withoutDigest(_ text: String) -> String {
                let first = text.prefix { $0 != "\n" }
                return FileOrigin.withoutDigest(String(first)) + text.dropFirst(first.count)
            }
            // Longer names may wrap a signature that fits otherwise: the text is compared without its layout.
            XCTAssertEqual(withoutDigest(renamed.contents).filter { !$0.isWhitespace }, withoutDigest(expected).filter { !$0.isWhitespace },
                           renamed.path)
        }
        let protocols = files[0].contents
        XCTAssertTrue(protocols.contains("protocol ShopDataStoreProtocol: AnyObject {\n    var shopID: String { get set }\n}"), protocols)
        XCTAssertTrue(files[8].contents.contains("final class ShopDataPassingProtocolSpy: ShopDataPassingProtocol {"), files[8].contents)
    }

    func testATestCasesFileFollowsItsTypesName() throws {
        let names = NamePatterns(actors: ["presenter": "{module}ViewPresenter"],
                                 files: ["presenter": "Presenter/{type}.swift", "presenterTests": "{module}/{type}.swift"])
        let paths = try renderer.render(try spec(names, style: "viper"), layout: layout).map(\.path)
        XCTAssertTrue(paths.contains("Sources/Shop/Presenter/ShopViewPresenter.swift"), "\(paths)")
        XCTAssertTrue(paths.contains("Tests/ShopTests/Shop/ShopViewPresenterTests.swift"), "\(paths)")
        XCTAssertTrue(paths.contains("Sources/Shop/ShopContract.swift"), "\(paths)")
    }
}
