@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// What a module's doubles do when a test did not stub a value they must
/// return (guarantees.md): a member that may throw any error records a
/// failure and throws, another records a failure and returns a sample, and
/// only where no value can be made does it stop; the failure is recorded with
/// the module's test kit, by a function private to the doubles file.
final class UnstubbedDoubleRenderTests: XCTestCase {
    private static let spec = """
        module: Settings
        style: viper
        platform: none
        tests: xctest
        view:
          - show(title: String)
        events:
          - load()
        interactor:
          - theme() -> Preferences
        output:
          - loaded(title: String)
        routes:
          - close()
        entities:
          - Preferences(theme: String, volume: Int)
        services:
          SettingsStore:
            - load() throws -> Preferences
            - count() -> Int
            - pick<T>(from values: [T]) -> T
            - pickThrowing<T>(from values: [T]) throws -> T
            - "var current: Preferences { get }"
            - "var remote: Preferences { get async throws }"
            - typed() throws(CancellationError) -> Int
            - screen() -> any SettingsView
            - names() -> [String]

        """

    private func doubles(_ spec: String = spec) throws -> String {
        let result = SpecLoader().load(bytes: Array(spec.utf8), path: "Settings.archgen")
        let spec = try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
        let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "S", tests: "T"))
        return try XCTUnwrap(files.first { $0.path.hasSuffix("TestDoubles.swift") }?.contents)
    }

    private func assertContains(_ text: String, _ snippet: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(text.contains(snippet), "missing:\n\(snippet)\nin:\n\(text)", file: file, line: line)
    }

    func testAMemberThatMayThrowAnyErrorRecordsAFailureAndThrows() throws {
        let doubles = try doubles()
        assertContains(doubles, """
                    guard let loadReturnValue else {
                        throw notStubbed("SettingsStoreMock.load() is not stubbed: set loadReturnValue")
                    }
            """)
        assertContains(doubles, """
                        guard let underlyingRemote else {
                            throw notStubbed("SettingsStoreMock.remote is not stubbed: set underlyingRemote")
                        }
            """)
        assertContains(doubles, """
                    guard let pickThrowingFromReturnValue = pickThrowingFromReturnValue as? T else {
                        throw notStubbed("SettingsStoreMock.pickThrowing(from:) is not stubbed: set pickThrowingFromReturnValue")
                    }
            """)
    }

    func testAMemberThatCannotThrowRecordsAFailureAndReturnsASample() throws {
        let doubles = try doubles()
        assertContains(doubles, """
                    guard let themeReturnValue else {
                        notStubbed("SettingsInteractionSpy.theme() is not stubbed: set themeReturnValue")
                        return Preferences(theme: "theme", volume: 1)
                    }
            """)
        assertContains(doubles, """
                    guard let countReturnValue else {
                        notStubbed("SettingsStoreMock.count() is not stubbed: set countReturnValue")
                        return 1
                    }
            """)
        assertContains(doubles, """
                        guard let underlyingCurrent else {
                            notStubbed("SettingsStoreMock.current is not stubbed: set underlyingCurrent")
                            return Preferences(theme: "theme", volume: 1)
                        }
            """)
        // `throws(CancellationError)` may throw only a CancellationError: it returns a sample.
        assertContains(doubles, """
                    guard let typedReturnValue else {
                        notStubbed("SettingsStoreMock.typed() is not stubbed: set typedReturnValue")
                        return 1
                    }
            """)
    }

    /// A generic result has no value to make; nor has a main-actor spy for a mock off the main actor.
    func testWhereNoValueCanBeMadeAMemberThatCannotThrowStops() throws {
        let doubles = try doubles()
        assertContains(doubles, """
                    guard let pickFromReturnValue = pickFromReturnValue as? T else {
                        fatalError("SettingsStoreMock.pick(from:) is not stubbed: set pickFromReturnValue")
                    }
            """)
        assertContains(doubles, """
                    guard let screenReturnValue else {
                        fatalError("SettingsStoreMock.screen() is not stubbed: set screenReturnValue")
                    }
            """)
        XCTAssertFalse(doubles.contains("namesReturnValue else"), "a collection starts empty: nothing to stub")
    }

    /// A generic result with a neutral value (`T?`, `[V]`, `[K: V]`) starts as a non-generic one does:
    /// unstubbed, it returns nil or empty and nothing fails; a stub of another type stops, as the closure's cast does.
    func testAGenericResultWithANeutralValueReturnsItUnstubbed() throws {
        let doubles = try doubles(Self.spec.replacing("    - names() -> [String]\n", with: """
                - names() -> [String]
                - lookup<K: Hashable, V>(_ keys: [K], in table: [K: V]) -> [V]
                - first<T: Equatable>(of items: [T]) -> T?
                - index<K: Hashable, V>(_ values: [V], by key: K) throws -> [K: V]

            """))
        assertContains(doubles, """
                    if let lookupInClosure {
                        return lookupInClosure(keys, table) as! [V]
                    }
                    guard let lookupInReturnValue else {
                        return []
                    }
                    return lookupInReturnValue as! [V]
            """)
        assertContains(doubles, """
                    guard let firstOfReturnValue else {
                        return nil
                    }
                    return firstOfReturnValue as! T?
            """)
        assertContains(doubles, """
                    guard let indexByReturnValue else {
                        return [:]
                    }
                    return indexByReturnValue as! [K: V]
            """)
    }

    func testTheFailureIsRecordedWithTheModulesTestKitByAFunctionOfTheFile() throws {
        let xctest = try doubles()
        assertContains(xctest, "import Foundation\nimport XCTest\n@testable import Settings\n")
        XCTAssertTrue(xctest.hasSuffix("""
                }
            }

            /// What a double's member throws when a test did not stub it.
            private struct DoubleNotStubbed: Error, CustomStringConvertible {
                let description: String
            }

            /// Records a test failure for a member a test did not stub, and gives the error it throws.
            @discardableResult
            private func notStubbed(_ message: String, file: StaticString = #filePath, line: UInt = #line) -> DoubleNotStubbed {
                XCTFail(message, file: file, line: line)
                return DoubleNotStubbed(description: message)
            }

            """), xctest)

        let swiftTesting = try doubles(Self.spec.replacing("tests: xctest", with: "tests: swift-testing"))
        assertContains(swiftTesting, "import Foundation\nimport Testing\n@testable import Settings\n")
        XCTAssertTrue(swiftTesting.hasSuffix("""
            /// Records a test failure for a member a test did not stub, and gives the error it throws.
            @discardableResult
            private func notStubbed(
                _ message: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
            ) -> DoubleNotStubbed {
                Issue.record(
                    Comment(rawValue: message), sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
                return DoubleNotStubbed(description: message)
            }

            """), swiftTesting)
    }

    func testDoublesWithNothingToStubRecordNothing() throws {
        let doubles = try doubles("""
            module: Settings
            style: viper
            platform: none
            view:
              - show(title: String)
            events:
              - load()
            routes:
              - close()
            services:
              SettingsStore:
                - names() -> [String]
                - find(name: String) -> String?

            """)
        XCTAssertFalse(doubles.contains("notStubbed"), doubles)
        XCTAssertFalse(doubles.contains("import XCTest"), doubles)
    }
}
