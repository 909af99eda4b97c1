import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml's `styles: <style>: files:` (where a module's files live) and
/// VIP's `protocols: dataStore:`/`dataPassing:`: what each reads into, the
/// names and paths that follow, and every error verbatim.
final class FileNameSettingsTests: XCTestCase {
    func testVIPNamesItsDataStoreAndDataPassing() throws {
        let settings = try loadProjectSettings("""
            styles:
              vip:
                protocols: {dataStore: "{module}DataStoreProtocol", dataPassing: "{module}RouterDataPassing"}
            """)
        let names = try XCTUnwrap(settings.defaults.styles[.vip]?.names)
        XCTAssertEqual(names, NamePatterns(protocols: ["dataStore": "{module}DataStoreProtocol", "dataPassing": "{module}RouterDataPassing"]))
        let naming = StyleNaming(style: .vip, module: "Cart", patterns: names)
        XCTAssertEqual([naming.protocolName(key: "dataStore"), naming.protocolName(key: "dataPassing")],
                       ["CartDataStoreProtocol", "CartRouterDataPassing"])
        XCTAssertTrue(naming.generatedTypeNames(services: []).isSuperset(of: ["CartDataStoreProtocolSpy", "CartRouterDataPassingSpy"]))
        let plain = StyleNaming(style: .vip, module: "Cart")
        XCTAssertEqual([plain.protocolName(key: "dataStore"), plain.protocolName(key: "dataPassing")], ["CartDataStore", "CartDataPassing"])
    }

    func testDataStoreErrorsAreLocated() {
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              viper:
                protocols: {dataStore: "{module}Store"}
              vip:
                protocols:
                  dataStore: "{module}BusinessLogic"
                  dataPassing: "{module}Router"
                  output: "{module}DataStoreLogic"
              viper-s:
                protocols: {dataPassing: "{module}Passing"}
            """), """
            archgen.yml:3:17: error: viper has no 'dataStore' protocol
                protocols: {dataStore: "{module}Store"}
                            ^
            hint: its protocols are 'view', 'events', 'interactor', 'output', 'routes', 'delegate'
            archgen.yml:6:18: error: 'dataStore' and 'interactor' would both be named 'ModuleBusinessLogic' (for a module 'Module')
                  dataStore: "{module}BusinessLogic"
                             ^
            hint: give each protocol a name of its own
            archgen.yml:7:20: error: 'dataPassing' would be named 'ModuleRouter' (for a module 'Module'), a type archgen writes
                  dataPassing: "{module}Router"
                               ^
            hint: a protocol needs a name of its own: '{module}RouterProtocol'
            archgen.yml:10:17: error: viper-s has no 'dataPassing' protocol
                protocols: {dataPassing: "{module}Passing"}
                            ^
            hint: its protocols are 'view', 'events', 'interactor', 'output', 'routes', 'delegate'

            """)
    }

    /// A role named like the data store archgen writes is reported at the role's pattern.
    func testARoleNamedLikeTheDataStore() {
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              vip:
                protocols: {view: "{module}DataPassing"}
            """), """
            archgen.yml:3:23: error: 'view' and 'dataPassing' would both be named 'ModuleDataPassing' (for a module 'Module')
                protocols: {view: "{module}DataPassing"}
                                  ^
            hint: give each protocol a name of its own

            """)
    }

    /// A team's files keep their places: the type's name, a file of its own name, a subfolder.
    func testAStyleSaysWhereEachFileLives() throws {
        let settings = try loadProjectSettings("""
            styles:
              viper:
                actors: {presenter: "{module}ViewPresenter"}
                files:
                  presenter: "Presenter/{type}.swift"
                  interactor: Interactor.swift
                  contract: "Contract/{module}Protocols.swift"
                  testDoubles: "Doubles/{module}Mocks.swift"
                  presenterTests: "Presenter/{type}.swift"
            """)
        let naming = StyleNaming(style: .viper, module: "Cart", patterns: try XCTUnwrap(settings.defaults.styles[.viper]?.names))
        XCTAssertEqual(StyleNaming.fileKinds(of: .viper).map { naming.filePath($0.name) }, [
            "Contract/CartProtocols.swift", "CartEntities.swift", "Presenter/CartViewPresenter.swift", "Interactor.swift",
            "CartRouter.swift", "CartViewController.swift", "CartScreen.swift", "Doubles/CartMocks.swift",
            "Presenter/CartViewPresenterTests.swift", "CartInteractorTests.swift", "CartRouterTests.swift", "CartScreenModelTests.swift",
            "CartViewControllerTests.swift",
        ])
        XCTAssertEqual(StyleNaming.fileKinds(of: .vip).map(\.key), [
            "protocols", "models", "interactor", "presenter", "router", "worker", "configurator", "viewController", "screen",
            "testDoubles", "interactorTests", "presenterTests", "viewControllerTests", "screenModelTests", "configuratorTests",
        ])
        XCTAssertEqual(StyleNaming.fileKinds(of: .viperS).map { StyleNaming(style: .viperS, module: "Cart").filePath($0.name) }, [
            "CartContract.swift", "CartDirector.swift", "CartWorker.swift", "CartNavigator.swift", "CartScene.swift",
            "CartTestDoubles.swift", "CartDirectorTests.swift", "CartWorkerTests.swift", "CartNavigatorTests.swift", "CartSceneTests.swift",
            "CartSceneModelTests.swift",
        ])
    }

    func testAFilesPathIsCheckedWhereItIsWritten() {
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              viper:
                files:
                  presenter: "/Sources/{type}.swift"
                  interactor: "Interactor/../{type}.swift"
                  router: "Router//{type}.swift"
                  contract: "{type}Contract.swift"
                  entities: "Models/{module}Entities"
                  viewController: "View/"
                  presenterTests: "{Type}.swift"
                  configurator: Builder.swift
                  testDoubles: [Doubles.swift]
                  routerTests: "../{type}.swift"
                  interactorTests: "Interactor/.{type}.swift"
                  screen: ".Views/{type}.swift"
            """), """
            archgen.yml:4:18: error: 'presenter' must be a path below the module's sources folder, found an absolute path
                  presenter: "/Sources/{type}.swift"
                             ^
            hint: write it relative to that folder; 'paths: sources:' moves the folder itself
            archgen.yml:5:31: error: 'interactor' has '..' in its path
                  interactor: "Interactor/../{type}.swift"
                                          ^
            hint: a module's files stay below its sources folder; 'paths: sources:' moves the folder itself
            archgen.yml:6:23: error: 'router' has an empty folder name in its path
                  router: "Router//{type}.swift"
                                  ^
            hint: write each folder once, with a name: 'Presenter/{type}.swift'
            archgen.yml:7:18: error: 'contract' has no '{type}'
                  contract: "{type}Contract.swift"
                             ^
            hint: 'contract' holds several declarations, no one type; use '{module}'
            archgen.yml:8:17: error: 'entities' must name a Swift file, found '{module}Entities'
                  entities: "Models/{module}Entities"
                            ^
            hint: write 'Models/{module}Entities.swift'
            archgen.yml:9:23: error: 'viewController' names a folder, not a Swift file
                  viewController: "View/"
                                  ^
            hint: write 'View/{type}.swift'
            archgen.yml:10:24: error: unknown placeholder '{Type}'
                  presenterTests: "{Type}.swift"
                                   ^
            hint: did you mean '{type}'?
            archgen.yml:11:7: error: viper has no file 'configurator'
                  configurator: Builder.swift
                  ^
            hint: its files are 'contract', 'entities', 'presenter', 'interactor', 'router', 'viewController', 'screen', 'testDoubles', 'presenterTests', 'interactorTests', 'routerTests', 'screenModelTests', 'viewControllerTests'
            archgen.yml:12:20: error: 'testDoubles' must be a file path, found a list
                  testDoubles: [Doubles.swift]
                               ^
            archgen.yml:13:21: error: 'routerTests' has '..' in its path
                  routerTests: "../{type}.swift"
                                ^
            hint: a module's files stay below its tests folder; 'paths: tests:' moves the folder itself
            archgen.yml:14:36: error: 'interactorTests' has a hidden file '.{type}.swift'
                  interactorTests: "Interactor/.{type}.swift"
                                               ^
            hint: archgen's searches of a module's folders pass over names starting with '.' (as '.build'); drop the '.'
            archgen.yml:15:16: error: 'screen' has a hidden folder '.Views'
                  screen: ".Views/{type}.swift"
                           ^
            hint: archgen's searches of a module's folders pass over names starting with '.' (as '.build'); drop the '.'

            """)
    }

    /// Two files of one module on one path (case aside), a file where another's
    /// folder is, two files of one name in one target (Swift forbids it).
    func testTwoFilesOfAModuleNeverMeet() {
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              vip:
                files:
                  interactor: "Scene/{module}.swift"
                  router: "scene/module.swift"
                  presenter: "Presenter/{module}.swift"
                  worker: "{module}Worker.swift"
                  configurator: "Scene/{module}.swift/Configurator.swift"
                  interactorTests: "Scene/{module}.swift"
              viper-s:
                files: {director: "{module}Worker.swift"}
            """), """
            archgen.yml:5:15: error: 'router' and 'interactor' would both be written to 'scene/module.swift' (for a module 'Module')
                  router: "scene/module.swift"
                          ^
            hint: give each file a path of its own; file systems that ignore case see one file
            archgen.yml:6:18: error: 'presenter' and 'interactor' would both be named 'Module.swift' (for a module 'Module')
                  presenter: "Presenter/{module}.swift"
                             ^
            hint: Swift compiles a file name once per target; give each file a name of its own
            archgen.yml:8:21: error: 'configurator' and 'interactor' would be written to 'Scene/Module.swift/Configurator.swift' and 'Scene/Module.swift', a file and a folder of one name (for a module 'Module')
                  configurator: "Scene/{module}.swift/Configurator.swift"
                                ^
            hint: give each file a path of its own
            archgen.yml:11:23: error: 'worker' and 'director' would both be written to 'ModuleWorker.swift' (for a module 'Module')
                files: {director: "{module}Worker.swift"}
                                  ^
            hint: give each file a path of its own

            """)
    }
}
