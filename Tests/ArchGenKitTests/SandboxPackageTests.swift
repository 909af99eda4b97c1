@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// The sandbox package's manifest and files, and how compiler locations in
/// it map back to the user's files and the spec.
final class SandboxPackageTests: XCTestCase {
    private let spec = """
        module: SignIn
        appModule: MyApp
        external:
          - Item(name: String)
          - Clock.swift
        """

    private func module() throws -> SandboxModule {
        let spec = try XCTUnwrap(SpecLoader().load(bytes: Array(self.spec.utf8), path: "Specs/SignIn.archgen").spec)
        let external = ExternalSources.source(of: spec) { _ in "protocol Clock {\n    func now() -> Int\n}\n" }
        return SandboxModule(
            name: "SignIn", appModule: "MyApp",
            sources: [.init(path: "App/SignIn/SignInPresenter.swift", name: "SignInPresenter.swift", contents: "let a = 1\nlet b = c\n")],
            tests: [.init(path: "App/SignInTests/Cases/PresenterTests.swift", name: "Cases/PresenterTests.swift",
                          contents: "import XCTest\n@testable import MyApp\n\nlet t = u\n")],
            external: external)
    }

    func testManifestHasATargetAndATestTargetPerModule() throws {
        let package = SandboxPackage(modules: [try module()], languageMode: 5)
        XCTAssertEqual(package.manifest, """
            // swift-tools-version:6.0
            // archgen's build check: every module with its tests, as they are on disk. Rewritten by each check.
            import PackageDescription

            let package = Package(
                name: "ArchGenSandbox",
                platforms: [.macOS(.v13), .iOS(.v16)],
                targets: [
                    .target(name: "SignIn", path: "Sources/SignIn", swiftSettings: [.swiftLanguageMode(.v5)]),
                    .testTarget(name: "SignInTests", dependencies: ["SignIn"], path: "Tests/SignInTests", swiftSettings: [.swiftLanguageMode(.v5)]),
                ]
            )

            """)
    }

    func testFilesKeepTheirFoldersAndTestsImportTheTarget() throws {
        let files = SandboxPackage(modules: [try module()]).files
        XCTAssertEqual(files.map(\.path), [
            "Package.swift", "Sources/SignIn/SignInPresenter.swift", "Sources/SignIn/archgen-external.swift",
            "Tests/SignInTests/Cases/PresenterTests.swift",
        ])
        XCTAssertEqual(files[3].contents, "import XCTest\n@testable import SignIn\n\nlet t = u\n")
        XCTAssertEqual(files[3].origin, .userFile("App/SignInTests/Cases/PresenterTests.swift"))
    }

    /// A module using the shared declarations has their files in both its targets, under names of
    /// their own, the mocks retargeted to it; a shared file's error in two modules is reported once.
    func testSharedCodeIsInEachTargetOfAModuleUsingIt() throws {
        let shared = SandboxModule.SharedCode(
            sources: [.init(path: "App/Shared/SharedDeclarations.swift", name: "SharedDeclarations.swift", contents: "protocol Cart {}\n"),
                      .init(path: "App/Shared/Live/LiveCart.swift", name: "Live/LiveCart.swift", contents: "let c = d\n")],
            tests: [.init(path: "AppTests/Shared/SharedTestDoubles.swift", name: "SharedTestDoubles.swift",
                          contents: "@testable import MyApp\n\nfinal class CartMock: Cart {}\n")])
        var signIn = try module()
        signIn.shared = shared
        let home = SandboxModule(name: "Home", appModule: "MyApp", sources: [], tests: [], shared: shared)
        let files = SandboxPackage(modules: [signIn, home]).files
        XCTAssertEqual(files.map(\.path).filter { $0.contains("archgen-shared") }, [
            "Sources/SignIn/archgen-shared-SharedDeclarations.swift", "Sources/SignIn/archgen-shared-Live-LiveCart.swift",
            "Tests/SignInTests/archgen-shared-SharedTestDoubles.swift",
            "Sources/Home/archgen-shared-SharedDeclarations.swift", "Sources/Home/archgen-shared-Live-LiveCart.swift",
            "Tests/HomeTests/archgen-shared-SharedTestDoubles.swift",
        ])
        XCTAssertEqual(files.first { $0.path == "Tests/HomeTests/archgen-shared-SharedTestDoubles.swift" }?.contents,
                       "@testable import Home\n\nfinal class CartMock: Cart {}\n")
        let map = SandboxSourceMap(files: files, packageFolders: ["/cache/package"]) { _ in nil }
        let output = ["SignIn", "Home"].map { "/cache/package/Sources/\($0)/archgen-shared-Live-LiveCart.swift:1:9: error: cannot find 'd' in scope" }
        let diagnostics = BuildChecker.diagnostics(
            in: ProcessResult(status: 1, output: output.joined(separator: "\n") + "\n"), map: map, failure: "swift build")
        XCTAssertEqual(diagnostics.map(\.path), ["App/Shared/Live/LiveCart.swift"])
    }

    private func map() throws -> SandboxSourceMap {
        let spec = self.spec
        return SandboxSourceMap(files: SandboxPackage(modules: [try module()]).files, packageFolders: ["/cache/package", "/private/cache/package"]) {
            $0 == "Specs/SignIn.archgen" ? spec : nil
        }
    }

    func testAUserFileKeepsItsLineAndColumn() throws {
        let diagnostic = try map().diagnostic(for: CompilerMessage(
            path: "/private/cache/package/Sources/SignIn/SignInPresenter.swift", line: 2, column: 9,
            severity: .error, message: "cannot find 'c' in scope"))
        XCTAssertEqual(DiagnosticRenderer().render(diagnostic), """
            App/SignIn/SignInPresenter.swift:2:9: error: cannot find 'c' in scope
            let b = c
                    ^
            """)
    }

    func testAnExternalDeclarationMapsToItsSpecEntry() throws {
        // `Item(name: String)` is printed as a struct over four lines; each maps to the entry.
        let external = try XCTUnwrap(SandboxPackage(modules: [try module()]).files.first { $0.path.hasSuffix("archgen-external.swift") })
        let line = try XCTUnwrap(external.contents.components(separatedBy: "\n").firstIndex(of: "    var name: String")) + 1
        let diagnostic = try map().diagnostic(for: CompilerMessage(
            path: "/cache/package/Sources/SignIn/archgen-external.swift", line: line, column: 15, severity: .error, message: "boom"))
        XCTAssertEqual(DiagnosticRenderer().render(diagnostic), """
            Specs/SignIn.archgen:4:5: error: boom
              - Item(name: String)
                ^
            """)
    }

    func testAnExternalFileMapsToItsOwnLines() throws {
        let external = try XCTUnwrap(SandboxPackage(modules: [try module()]).files.first { $0.path.hasSuffix("archgen-external.swift") })
        let line = try XCTUnwrap(external.contents.components(separatedBy: "\n").firstIndex(of: "    func now() -> Int")) + 1
        let diagnostic = try map().diagnostic(for: CompilerMessage(
            path: "/cache/package/Sources/SignIn/archgen-external.swift", line: line, column: 10, severity: .warning, message: "hm"))
        XCTAssertEqual(DiagnosticRenderer().render(diagnostic), """
            Specs/Clock.swift:2:10: warning: hm
                func now() -> Int
                     ^
            """)
    }

    func testAnXCTestFailureWithoutAColumnPointsAtTheLinesText() throws {
        let diagnostic = try map().diagnostic(for: CompilerMessage(
            path: "/cache/package/Tests/SignInTests/Cases/PresenterTests.swift", line: 4, column: nil, severity: .error, message: "failed"))
        XCTAssertEqual(diagnostic.path, "App/SignInTests/Cases/PresenterTests.swift")
        XCTAssertEqual(diagnostic.location, SourceLocation(line: 4, column: 1))
    }

    func testASwiftTestingFileNameMapsWhenOneTestFileHasIt() throws {
        let diagnostic = try map().diagnostic(for: CompilerMessage(
            path: "PresenterTests.swift", line: 4, column: 9, severity: .error, message: "Test t() failed: Expectation failed"))
        XCTAssertEqual(diagnostic.path, "App/SignInTests/Cases/PresenterTests.swift")
        XCTAssertEqual(diagnostic.location, SourceLocation(line: 4, column: 9))
    }

    func testAPathOutsideThePackageOrWithoutAFileStaysAsPrinted() throws {
        let outside = try map().diagnostic(for: CompilerMessage(path: "/usr/lib/x.swift", line: 1, column: 1, severity: .error, message: "m"))
        XCTAssertEqual(outside.path, "/usr/lib/x.swift")
        XCTAssertNil(outside.location)
        let none = try map().diagnostic(for: CompilerMessage(path: nil, line: nil, column: nil, severity: .error, message: "m"))
        XCTAssertEqual(DiagnosticRenderer().render(none), "swift: error: m")
    }
}
