import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// What only a project shows: the types its Swift files declare
/// (`DeclaredTypeScanner`), test doubles named like one of them, and a type
/// two specs of one app module declare. Errors asserted verbatim.
final class ProjectLintTests: XCTestCase {
    func testTheScannerFindsTypesAtAnyNesting() {
        let text = """
            import struct Foundation.Date
            // class Commented {}
            /* struct AlsoCommented { } */
            let text = "enum InAString {}"
            let raw = #"actor InARawString"#
            public final class Outer: NSObject {
                class func make() -> Outer { Outer() }
                class override var name: String { "" }
                private struct Inner { enum Kind { case a } }
                typealias Handler = () -> Void
                @MainActor protocol Delegate: AnyObject {}
                actor Counter {}
                enum `Type` {}
            }
            indirect enum Tree { case leaf }
            let multiline = \"\"\"
                struct InAMultilineString {}
                \"\"\"
            extension Outer {}
            """
        XCTAssertEqual(DeclaredTypeScanner.types(in: text).map { "\($0.name):\($0.line)" }, [
            "Outer:6", "Inner:9", "Kind:9", "Handler:10", "Delegate:11", "Counter:12", "Type:13", "Tree:15",
        ])
    }

    /// A literal left open does not hide the declarations on the lines after it.
    func testTheScannerReadsOnAfterAnUnterminatedLiteral() {
        XCTAssertEqual(DeclaredTypeScanner.types(in: "struct A {}\nlet s = \"open\nstruct B {}\n").map(\.name), ["A", "B"])
        XCTAssertEqual(DeclaredTypeScanner.types(in: "class `C` {}\n/* open\n").map(\.name), ["C"])
        XCTAssertEqual(DeclaredTypeScanner.types(in: ""), [])
    }

    func testADoubleNamedLikeAProjectTypeIsAnErrorAtItsSource() throws {
        let spec = try load("""
            module: Wallet
            view:
              - show(balance: Int)
            services:
              Storage:
                - save(_ value: String)
            """)
        let types = [
            ProjectLint.ProjectType(name: "StorageMock", place: "WalletTests/StorageMock.swift:3"),
            ProjectLint.ProjectType(name: "StorageMock", place: "WalletTests/Other.swift:9"),
            ProjectLint.ProjectType(name: "WalletViewSpy", place: "WalletTests/Spies.swift:1"),
            ProjectLint.ProjectType(name: "WalletInteractionSpy", place: "WalletTests/Spies.swift:7"),
            ProjectLint.ProjectType(name: "Storage", place: "App/Storage.swift:1"),
        ]
        XCTAssertEqual(render(ProjectLint.doubleClashes(of: spec, with: types), spec: spec), """
            Spec.archgen:1:9: error: test double 'WalletInteractionSpy' has the name of a type of the project (WalletTests/Spies.swift:7)
            module: Wallet
                    ^
            hint: archgen writes this spy of protocol 'WalletInteraction': rename your type (add a suffix, say); both would be compiled into the module's tests
            Spec.archgen:2:1: error: test double 'WalletViewSpy' has the name of a type of the project (WalletTests/Spies.swift:1)
            view:
            ^
            hint: archgen writes this spy of protocol 'WalletView': rename your type (add a suffix, say); both would be compiled into the module's tests
            Spec.archgen:5:3: error: test double 'StorageMock' has the name of a type of the project (WalletTests/StorageMock.swift:3)
              Storage:
              ^
            hint: archgen writes this mock of service 'Storage': rename your type (add a suffix, say) or the service; both would be compiled into the module's tests

            """)
    }

    /// A protocol the module does not declare (a role left out: routes, output, delegate) has no spy to clash with.
    func testTheSpyOfAProtocolTheModuleDoesNotDeclareClashesWithNothing() throws {
        let types = ["WalletRoutableSpy", "WalletInteractorOutputSpy", "WalletDelegateSpy"].map {
            ProjectLint.ProjectType(name: $0, place: "WalletTests/Spies.swift:1")
        }
        XCTAssertEqual(ProjectLint.doubleClashes(of: try load("module: Wallet\nview:\n  - show()\n"), with: types).map(\.message), [])
        let full = try load("module: Wallet\nroutes:\n  - close()\noutput:\n  - done()\ndelegate:\n  - walletDidClose()\n")
        XCTAssertEqual(ProjectLint.doubleClashes(of: full, with: types).count, 3)
    }

    /// The doubles are named by the style's naming (`StyleNaming`): VIPER-S's spies differ.
    func testTheDoublesAreTheStyles() throws {
        let spec = try load("module: Wallet\nstyle: viper-s\n")
        let types = [ProjectLint.ProjectType(name: "Wallet_DisplayUISpy", place: "a.swift:1"),
                     ProjectLint.ProjectType(name: "WalletViewSpy", place: "b.swift:1")]
        XCTAssertEqual(ProjectLint.doubleClashes(of: spec, with: types).map(\.message),
                       ["test double 'Wallet_DisplayUISpy' has the name of a type of the project (a.swift:1)"])
    }

    /// A project's own names for doubles (archgen.yml's `styles: <style>: doubles:`) are the ones looked for.
    func testTheDoublesFollowTheProjectsNaming() throws {
        var spec = try load("module: Wallet\nservices:\n  Storage:\n    - save(_ value: String)\n")
        spec.names = NamePatterns(spy: "Mock{protocol}", mock: "{service}Stub")
        let types = ["WalletViewSpy", "StorageMock", "MockWalletView", "StorageStub"].map {
            ProjectLint.ProjectType(name: $0, place: $0 + ".swift:1")
        }
        XCTAssertEqual(ProjectLint.doubleClashes(of: spec, with: types).map(\.message).sorted(), [
            "test double 'MockWalletView' has the name of a type of the project (MockWalletView.swift:1)",
            "test double 'StorageStub' has the name of a type of the project (StorageStub.swift:1)",
        ])
    }

    func testATypeTwoSpecsOfOneAppModuleDeclareIsAnErrorInEach() throws {
        let wallet = try load("""
            module: Wallet
            appModule: App
            services:
              Storage:
                - save(_ value: String)
            entities:
              - Item(id: Int)
              - extension Item: Sendable {}
            """, path: "Specs/Wallet.archgen")
        let home = try load("module: Home\nappModule: App\nentities:\n  - struct Item {}\nservices:\n  Storage:\n",
                            path: "Specs/Home.archgen")
        let elsewhere = try load("module: Cart\nentities:\n  - Item(id: Int)\n", path: "Specs/Cart.archgen")
        XCTAssertEqual(render(ProjectLint.redeclarations(in: wallet, among: SpecNeighbours([wallet, home, elsewhere])), spec: wallet), """
            Specs/Wallet.archgen:4:3: error: service 'Storage' is declared by Specs/Home.archgen too (line 6), in the same app module 'App'
              Storage:
              ^
            hint: declare it once, under archgen.yml's 'shared: services:', and use it by name in both specs ('Storage:' under 'services')
            Specs/Wallet.archgen:7:5: error: entity 'Item' is declared by Specs/Home.archgen too (line 4), in the same app module 'App'
              - Item(id: Int)
                ^
            hint: declare it once, under archgen.yml's 'shared: entities:', and use it by name in both specs

            """)
        XCTAssertEqual(ProjectLint.redeclarations(in: elsewhere, among: SpecNeighbours([wallet, home, elsewhere])), [])
        // Two specs of one module (a copy, say) are another error (`check`'s), not a redeclaration.
        let copy = try load("module: Wallet\nappModule: App\nentities:\n  - Item(id: Int)\n", path: "Copy/Wallet.archgen")
        XCTAssertEqual(ProjectLint.redeclarations(in: copy, among: SpecNeighbours([wallet, copy])), [])
    }

    /// A `files:` pattern without `{module}` or `{type}` in its file name gives every
    /// module one file name, which one target (one app module) cannot compile twice.
    func testAFileNamedLikeAnotherModulesOfOneAppModuleIsAnError() throws {
        var names = NamePatterns(files: ["interactor": "Interactor.swift", "presenter": "Presenter/{type}.swift",
                                         "interactorTests": "Interactor/Tests.swift"])
        names.files["contract"] = "Contract/{module}Contract.swift"
        func spec(_ module: String, appModule: String = "App", platform: String = "none") throws -> Spec {
            var spec = try load("module: \(module)\nappModule: \(appModule)\nplatform: \(platform)\n", path: "Specs/\(module).archgen")
            spec.names = names
            return spec
        }
        let one = try spec("One"), two = try spec("Two"), elsewhere = try spec("Three", appModule: "Other")
        XCTAssertEqual(render(ProjectLint.fileNameClashes(in: one, among: SpecNeighbours([one, two, elsewhere])), spec: one), """
            Specs/One.archgen:1:9: error: file 'Interactor.swift' of module 'One' has the name of a file of module 'Two' (Specs/Two.archgen), in the same app module 'App'
            module: One
                    ^
            hint: Swift compiles a file name once per target: put {module} or {type} in the file name of archgen.yml's 'files: interactor:' pattern
            Specs/One.archgen:1:9: error: file 'Tests.swift' of module 'One' has the name of a file of module 'Two' (Specs/Two.archgen), in the same app module 'App'
            module: One
                    ^
            hint: Swift compiles a file name once per target: put {module} or {type} in the file name of archgen.yml's 'files: interactorTests:' pattern

            """)
        // Each module its own target, or no pattern of the project's: nothing to compare.
        XCTAssertEqual(ProjectLint.fileNameClashes(in: elsewhere, among: SpecNeighbours([one, two, elsewhere])), [])
        let plain = try load("module: Four\nappModule: App\n", path: "Specs/Four.archgen")
        XCTAssertEqual(ProjectLint.fileNameClashes(in: plain, among: SpecNeighbours([one, plain])), [])
        // A file one module does not write (a view on another platform) clashes with nothing.
        names.files = ["viewController": "View.swift"]
        XCTAssertEqual(ProjectLint.fileNameClashes(in: try spec("Five", platform: "uikit"), among: SpecNeighbours([try spec("Six", platform: "swiftui")])), [])
        XCTAssertEqual(ProjectLint.fileNameClashes(in: try spec("Five", platform: "uikit"), among: SpecNeighbours([try spec("Six", platform: "uikit")])).count, 1)
    }

    /// A team's own presenter kept where archgen.yml does not say: archgen
    /// would write a second one, and the module would not compile.
    func testATypeOfANewScaffoldFileThatTheProjectHasIsAnError() throws {
        let home = try load("module: Home\nevents:\n  - load()\n", path: "Home.archgen")
        let types = [ProjectLint.ProjectType(name: "HomePresenter", place: "Home/Presenter/HomePresenter.swift:3")]
        let newFiles = [(type: "HomePresenter", fileKey: "presenter", path: "Home/HomePresenter.swift"),
                        (type: "HomeRouter", fileKey: "router", path: "Home/HomeRouter.swift")]
        XCTAssertEqual(render(ProjectLint.scaffoldClashes(of: home, newFiles: newFiles, with: types), spec: home), """
            Home.archgen:1:9: error: archgen would write 'HomePresenter' to Home/HomePresenter.swift, but the project has it already (Home/Presenter/HomePresenter.swift:3)
            module: Home
                    ^
            hint: tell archgen where yours is, with archgen.yml's 'styles: viper: files: presenter:' (its path below the module's folder), and it leaves it as it is

            """)
        XCTAssertEqual(ProjectLint.scaffoldClashes(of: home, newFiles: Array(newFiles.dropFirst()), with: types), [])
    }

    /// The module's protocols, services and entities against the app's types; what a file must mention to matter.
    func testDeclarationsNamedLikeAnAppTypeClash() throws {
        let spec = try load("""
            module: Home
            appModule: App
            services:
              Storage:
                members:
                  - save()
            entities:
              - User(name: String)
            view:
              - show()

            """)
        let types = [
            ProjectLint.ProjectType(name: "User", place: "App/User.swift:3"),
            ProjectLint.ProjectType(name: "HomeView", place: "App/Legacy/HomeView.swift:1"),
            ProjectLint.ProjectType(name: "Storage", place: "App/Storage.swift:2"),
        ]
        XCTAssertEqual(render(ProjectLint.declarationClashes(of: spec, with: types), spec: spec), """
            Spec.archgen:4:3: error: service 'Storage' has the name of a type of the project (App/Storage.swift:2)
              Storage:
              ^
            hint: rename your type or the spec's service, or declare it once under archgen.yml's 'shared:'; both would be compiled into app module 'App'
            Spec.archgen:8:5: error: entity 'User' has the name of a type of the project (App/User.swift:3)
              - User(name: String)
                ^
            hint: rename your type or the spec's entity, or declare it once under archgen.yml's 'shared:'; both would be compiled into app module 'App'
            Spec.archgen:9:1: error: protocol 'HomeView' has the name of a type of the project (App/Legacy/HomeView.swift:1)
            view:
            ^
            hint: name archgen's protocol otherwise (archgen.yml's 'protocols:'), or rename your type; both would be compiled into app module 'App'

            """)
        XCTAssertEqual(ProjectLint.checkedNames(of: spec, newFiles: [("HomePresenter", "presenter", "Home/HomePresenter.swift")]).sorted(), [
            "HomeInteraction", "HomeInteractionSpy", "HomePresentation", "HomePresentationSpy", "HomePresenter", "HomeView",
            "HomeViewSpy", "Storage", "StorageMock", "User",
        ])
    }

    private var sources: [String: SourceText] = [:]

    private func load(_ text: String, path: String = "Spec.archgen") throws -> Spec {
        let source = SourceText(path: path, text: text)
        sources[path] = source
        let result = SpecLoader(files: TestDisk.empty).load(source)
        return try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
    }

    private func render(_ errors: [SpecError], spec: Spec) -> String {
        DiagnosticRenderer().render(errors.sortedByLocation().map { Diagnostic($0, in: sources[spec.path]!) })
    }
}
