import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml's `shared` declarations, and specs referring to them: read,
/// validated with a spec's rules, errors asserted verbatim.
final class SharedDeclarationTests: XCTestCase, SharedDeclarationLoading {
    static let settings = """
        defaults:
          appModule: App
        shared:
          sources: App/Shared
          tests: AppTests/Shared
          imports: [Foundation]
          services:
            FinanceService:
              property: finance
              members:
                - balance(of account: Account) async throws -> Money
            Analytics:
              - track(_ event: String)
          entities:
            - Money(amount: Decimal, currency: String): Sendable
            - Account(id: String)
            - extension Money: CustomStringConvertible { var description: String { "\\(amount) \\(currency)" } }
          external:
            - protocol Clock { func now() -> Date }
        """

    func testEveryKeyOfShared() throws {
        let shared = try XCTUnwrap(loadSettings(Self.settings).settings?.shared)
        XCTAssertEqual(shared.sources, "App/Shared")
        XCTAssertEqual(shared.tests, "AppTests/Shared")
        XCTAssertEqual(shared.imports, ["Foundation"])
        XCTAssertEqual(shared.services.map(\.name), ["FinanceService", "Analytics"])
        XCTAssertEqual(shared.services.map(\.property), ["finance", "analytics"])
        XCTAssertEqual(shared.services.map { $0.members.map(\.declaration.displayName) }, [["balance(of:)"], ["track(_:)"]])
        XCTAssertEqual(shared.entities.map(\.name), ["Money", "Account", "Money"])
        XCTAssertEqual(shared.declaredNames, ["Money", "Account", "FinanceService", "Analytics"])
        XCTAssertEqual(shared.external.count, 1)
        XCTAssertEqual(shared.location, SourceLocation(line: 3, column: 1))
        XCTAssertEqual(loadSettings(Self.settings).diagnostics, [])
    }

    func testNoSharedKeyIsNoSharedDeclarations() throws {
        XCTAssertEqual(try XCTUnwrap(loadSettings("shared:\n").settings).shared, SharedDeclarations())
        XCTAssertTrue(SharedDeclarations().isEmpty)
    }

    func testSharedDeclarationsNeedTheAppModule() {
        XCTAssertEqual(lintSettings("shared:\n  entities:\n    - Money(amount: Decimal)\n"), """
            archgen.yml:1:1: error: shared declarations need the app module they belong to
            shared:
            ^
            hint: set 'defaults: appModule:' to the module every spec's code is in (your app's target)

            """)
    }

    func testSharedDeclarationsAreCheckedAsASpecsAre() {
        XCTAssertEqual(lintSettings("""
            defaults:
              appModule: App
            shared:
              sources: Shared
              tests: Shared
              servics:
              services:
                Storage:
                  - load(key: String) -> Strng
                  - load(key: String) -> Data
                class:
                  - reset()
              entities:
                - StorageMock(id: Int)
                - Money(amount: Decimal)
                - Money(cents: Int)
                - extension Date: Sendable {}
            """), """
            archgen.yml:5:10: error: 'tests' is the folder 'sources' names
              tests: Shared
                     ^
            hint: the shared mocks would be written among the shared sources; write 'SharedTests'
            archgen.yml:6:3: error: unknown key 'servics'
              servics:
              ^
            hint: did you mean 'services'?
            archgen.yml:10:9: error: service 'Storage' declares 'load(key:)' twice
                  - load(key: String) -> Data
                    ^
            hint: first declared at line 9
            archgen.yml:11:5: error: service name 'class' is a Swift keyword
                class:
                ^
            hint: choose another name; generated types and files are named after it
            archgen.yml:14:7: error: shared entity 'StorageMock' has the name of a shared service's test double
                - StorageMock(id: Int)
                  ^
            hint: rename it; archgen names a shared service's test double 'StorageMock'
            archgen.yml:16:7: error: shared entity 'Money' is declared twice
                - Money(cents: Int)
                  ^
            hint: first declared at line 15
            archgen.yml:17:17: error: an entity extends a type declared here; 'Date' is not one
                - extension Date: Sendable {}
                            ^
            hint: extend an entity or a use-case model here; list extensions of other types under 'external'
            archgen.yml:9:30: warning: type 'Strng' is not declared in archgen.yml's shared declarations
                  - load(key: String) -> Strng
                                         ^
            hint: declare it under 'entities' or 'external', or import its module; the build check will fail otherwise

            """)
    }

    func testAnExternalFileOfSharedIsRelativeToArchgenYml() {
        let result = ProjectSettingsLoader(files: TestDisk.holding(files: ["ios/App/Clock.swift"]))
            .load(SourceText(path: "ios/archgen.yml", text: "defaults:\n  appModule: App\nshared:\n  external:\n    - App/Clock.swift\n    - Nowhere.swift\n"))
        XCTAssertEqual(result.errors.map(\.message), ["external file 'Nowhere.swift' does not exist"])
    }

    func testASpecRefersToASharedServiceByName() throws {
        let spec = try XCTUnwrap(loadSpec("""
            module: Wallet
            services:
              FinanceService:
              Analytics: {property: tracker}
            view:
              - show(balance: Money)
            """).spec)
        XCTAssertEqual(spec.services.map(\.name), ["FinanceService", "Analytics"])
        XCTAssertEqual(spec.services.map(\.property), ["finance", "tracker"])
        XCTAssertEqual(spec.services.map(\.isShared), [true, true])
        XCTAssertEqual(spec.services[0].members.map(\.declaration.displayName), ["balance(of:)"])
        XCTAssertEqual(spec.services[0].location, SourceLocation(line: 3, column: 3))
        XCTAssertEqual(spec.sharedNames, ["Analytics", "FinanceService", "Money"])
        XCTAssertEqual(spec.appModule, "App")
    }

    /// In a package whose shared services' mocks have a target of their own
    /// (`sharedTestTarget`), a module using a shared service has its tests
    /// import that target; one using only shared entities does not.
    func testAModuleUsingASharedServiceHasItsTestsImportTheMocksTarget() throws {
        let result = loadSettings("package: {manifest: Package.swift, sharedTarget: Core, sharedTestTarget: CoreMocks}\n"
            + Self.settings.replacing("defaults:\n  appModule: App\n", with: ""), files: TestDisk.holding(files: ["Package.swift"]))
        let settings = try XCTUnwrap(result.settings, DiagnosticRenderer().render(result.diagnostics))
        func spec(_ text: String) throws -> Spec {
            try XCTUnwrap(SpecLoader(defaults: settings.defaults, shared: settings.shared, files: TestDisk.empty)
                .load(SourceText(path: "Spec.archgen", text: text)).spec)
        }
        let wallet = try spec("module: Wallet\nservices:\n  FinanceService:\nview:\n  - show(balance: Money)\n")
        XCTAssertEqual(wallet.imports, ["Foundation", "Core"])
        XCTAssertEqual(wallet.sharedMocksModule, "CoreMocks")
        let home = try spec("module: Home\nview:\n  - show(balance: Money)\n")
        XCTAssertEqual(home.imports, ["Foundation", "Core"])
        XCTAssertNil(home.sharedMocksModule)
    }

    /// A shared type a spec only mentions is used too; one it never names is not.
    func testWhatASpecUses() throws {
        XCTAssertEqual(try XCTUnwrap(loadSpec("module: Home\nentities:\n  - Row(total: Money)\n").spec).sharedNames, ["Money"])
        XCTAssertEqual(try XCTUnwrap(loadSpec("""
            module: Home
            useCases:
              Load:
                response: (account: Account)
            """).spec).sharedNames, ["Account"])
        let home = try XCTUnwrap(loadSpec("module: Home\nevents:\n  - didLoad()\n").spec)
        XCTAssertEqual(home.sharedNames, [])
        XCTAssertFalse(home.usesSharedDeclarations)
    }
}
