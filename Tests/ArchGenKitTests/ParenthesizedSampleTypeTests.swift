@testable import ArchGenKit
import ArchGenSpec
import XCTest

/// A sample of a type that only its optional needed parentheses around, such as the error of
/// `(any Error)?` or the closure of `(() -> Void)?`, is declared without them, as Swift is written.
final class ParenthesizedSampleTypeTests: XCTestCase {
    private static let spec = """
        module: Ticks
        style: mvvm
        platform: none
        tests: swift-testing
        services:
          Ticker:
            - load(_ handler: @escaping (Int?, (any Error)?) -> Void)
        events:
          - reload() calls Ticker.load
          - var value: Int? { get }
          - var errorMessage: String? { get }
          - var onClose: (() -> Void)? { get set }

        """

    func testTheErrorAndTheClosureAreDeclaredWithoutParentheses() throws {
        let result = SpecLoader().load(bytes: Array(Self.spec.utf8), path: "Ticks.archgen")
        let files = try GoldenFiles.renderer.render(try XCTUnwrap(result.spec), layout: ModuleLayout(sources: "S", tests: "T"))
        let tests = try XCTUnwrap(files.first { $0.path.hasSuffix("TicksViewModelTests.swift") }?.contents)
        for expected in [
            """
                @Test func loadReportsTheErrorOfTheTicker() {
                    // Given
                    let value0: Int? = 1
                    let value1: any Error = CancellationError()

                    // When
                    sut.reload()

                    // Then
                    #expect(ticker.loadCallsCount == 1)
                    ticker.loadReceivedHandler?(value0, value1)
                    #expect(sut.errorMessage == String(describing: value1))
                }
            """,
            """
                @Test func keepsTheOnCloseItIsGiven() {
                    // Given
                    let value: () -> Void = {}
            """,
        ] {
            XCTAssertTrue(tests.contains(expected), expected + "\nin:\n" + tests)
        }
    }

    func testOnlyASingleUnlabelledElementLosesItsParentheses() throws {
        let samples = ModuleFacts(spec: try XCTUnwrap(SpecLoader().load(bytes: Array(Self.spec.utf8), path: "T.archgen").spec)).samples
        for (text, expected) in [
            ("(any Error)", "let x: any Error = CancellationError()"), ("((Int) -> Int)", "let x: (Int) -> Int = { _ in 1 }"),
            ("(any Error)?", "let x: (any Error)? = CancellationError()"), ("(a: Int)", "let x: (a: Int) = (a: 1)"),
        ] {
            XCTAssertEqual(samples.declaration("x", of: try DeclarationParser.parseType(text))?.joined(), expected, text)
        }
    }
}
