import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// A spec's `external` entries rendered as the one Swift file the build check
/// compiles beside the module.
final class ExternalSourcesTests: XCTestCase {
    private struct Missing: Error {}

    func testDeclarationsShorthandsAndFilesInSpecOrder() throws {
        let spec = try load("""
            module: Login
            external:
              - protocol NetworkDataFetcherResponse: AnyObject { func fetcherResponseSuccess(); func fetcherResponseFailed(error: Error) }
              - ../Shared/Clock.swift
              - Item(name: String, tags: [String])
              - /opt/app/Session.swift
              - typealias UserID = String   # a comment is not part of it
            """, path: "Specs/Feature/Login.archgen")
        var read: [String] = []
        let text = try ExternalSources.contents(of: spec) { path in
            read.append(path)
            switch path {
            case "Specs/Shared/Clock.swift": return "import Dispatch\n\nprotocol Clock { func now() -> Int }\n"
            case "/opt/app/Session.swift": return "final class Session {}"
            default: throw Missing()
            }
        }
        XCTAssertEqual(read, ["Specs/Shared/Clock.swift", "/opt/app/Session.swift"], "paths tidied, as diagnostics show them")
        XCTAssertEqual(text, """
            // The external types of Login.archgen: defined by the app, compiled beside the module.
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif

            protocol NetworkDataFetcherResponse: AnyObject { func fetcherResponseSuccess(); func fetcherResponseFailed(error: Error) }

            // ../Shared/Clock.swift
            import Dispatch

            protocol Clock { func now() -> Int }

            struct Item {
                var name: String
                var tags: [String]
            }

            // /opt/app/Session.swift
            final class Session {}

            typealias UserID = String

            """)
    }

    func testNoExternalEntriesIsOnlyTheImports() throws {
        let spec = try load("module: Login\n", path: "Login.archgen")
        XCTAssertEqual(ExternalSources.contents(of: spec) { _ in "" }, """
            // The external types of Login.archgen: defined by the app, compiled beside the module.
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif

            """)
    }

    func testAnUnreadableFileIsThrown() throws {
        let spec = try load("module: Login\nexternal:\n  - Missing.swift\n", path: "Login.archgen")
        XCTAssertThrowsError(try ExternalSources.contents(of: spec) { _ in throw Missing() }) { error in
            XCTAssertTrue(error is Missing)
        }
    }

    func testPathsResolveAgainstTheSpecFolder() {
        XCTAssertEqual(ExternalSources.path(of: "Net.swift", inSpecAt: "Specs/SignIn.archgen"), "Specs/Net.swift")
        XCTAssertEqual(ExternalSources.path(of: "Net.swift", inSpecAt: "SignIn.archgen"), "Net.swift")
        XCTAssertEqual(ExternalSources.path(of: "/abs/Net.swift", inSpecAt: "Specs/SignIn.archgen"), "/abs/Net.swift")
    }

    private func load(_ text: String, path: String) throws -> Spec {
        let result = SpecLoader().load(SourceText(path: path, text: text))
        return try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
    }
}
