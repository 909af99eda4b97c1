import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// A spec's errors about archgen.yml's `shared` declarations: a shared service
/// named as a word, declared twice, its mock declared, the app module, a near miss.
final class SharedDeclarationSpecErrorTests: XCTestCase, SharedDeclarationLoading {
    func testASharedServiceGivenAWordIsAnErrorThatSaysHowToReferToIt() {
        XCTAssertEqual(lintSpec("""
            module: Wallet
            services:
              FinanceService: shared
              Ledger: yes
            """), """
            Spec.archgen:3:19: error: service 'FinanceService' must list its members, found a string
              FinanceService: shared
                              ^
            hint: 'FinanceService' is archgen.yml's shared service: refer to it as 'FinanceService:' with nothing after it
            Spec.archgen:4:11: error: service 'Ledger' must list its members, found a string
              Ledger: yes
                      ^
            hint: write '- member' lines under it, or 'property:' and 'members:'

            """)
    }

    func testATypeDeclaredInASpecAndInTheSharedListIsAnError() {
        XCTAssertEqual(lintSpec("""
            module: Wallet
            services:
              FinanceService:
                - balance() -> Money
              Analytics:
                members:
                  - track(_ event: String)
            entities:
              - Money(amount: Decimal)
            external:
              - struct Account {}
            """), """
            Spec.archgen:3:3: error: service 'FinanceService' is declared in archgen.yml's shared services too (line 8)
              FinanceService:
              ^
            hint: declare it once: remove its members here, and refer to it as 'FinanceService:' (with 'property:' if you like)
            Spec.archgen:5:3: error: service 'Analytics' is declared in archgen.yml's shared services too (line 12)
              Analytics:
              ^
            hint: declare it once: remove its members here, and refer to it as 'Analytics:' (with 'property:' if you like)
            Spec.archgen:9:5: error: entity 'Money' is declared in archgen.yml's shared declarations too (line 15)
              - Money(amount: Decimal)
                ^
            hint: declare it once: remove it here; the module uses the shared one by its name
            Spec.archgen:11:5: error: external type 'Account' is declared in archgen.yml's shared declarations too (line 16)
              - struct Account {}
                ^
            hint: declare it once: remove it here; the module uses the shared one by its name

            """)
    }

    /// A test double archgen writes for a shared service is a generated name in every module.
    func testASpecCannotDeclareASharedServicesMock() {
        XCTAssertEqual(lintSpec("module: Wallet\nservices:\n  FinanceService:\nentities:\n  - FinanceServiceMock(id: Int)\n"), """
            Spec.archgen:5:5: error: entity 'FinanceServiceMock' has the name of a type archgen generates for module 'Wallet'
              - FinanceServiceMock(id: Int)
                ^
            hint: rename it; archgen names a test double 'FinanceServiceMock' in module 'Wallet'

            """)
    }

    func testAModuleUsingSharedDeclarationsIsInTheirAppModule() {
        XCTAssertEqual(lintSpec("module: Wallet\nappModule: WalletKit\nservices:\n  FinanceService:\n"), """
            Spec.archgen:2:12: error: module 'Wallet' uses archgen.yml's shared declarations (FinanceService), which belong to app module 'App', not 'WalletKit'
            appModule: WalletKit
                       ^
            hint: remove 'appModule' here, so archgen.yml's defaults.appModule applies

            """)
        XCTAssertEqual(loadSpec("module: Wallet\nappModule: WalletKit\nevents:\n  - didLoad()\n").errors, [])
    }

    func testAnEmptyServiceNamedLikeASharedOneIsAWarning() {
        XCTAssertEqual(lintSpec("module: Wallet\nservices:\n  FinanceSevice:\n"), """
            Spec.archgen:3:3: warning: service 'FinanceSevice' has no members and is not a shared service
              FinanceSevice:
              ^
            hint: did you mean the shared service 'FinanceService'?

            """)
    }
}
