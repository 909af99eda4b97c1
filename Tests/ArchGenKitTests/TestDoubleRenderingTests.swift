import ArchGenKit
import ArchGenTemplates
import XCTest

/// Whole doubles rendered through the real template, byte for byte.
final class TestDoubleRenderingTests: XCTestCase {
    func testSignInInteractorOutputSpy() throws {
        let model = try TestDoubleRendering.model(
            "SignInInteractorOutputSpy", "SignInInteractorOutput", ["success()", "failed(error: Error)"])
        XCTAssertEqual(try TestDoubleRendering.render(model), """
            final class SignInInteractorOutputSpy: SignInInteractorOutput {
                // MARK: - success()

                var successCallsCount = 0
                var successCalled: Bool {
                    successCallsCount > 0
                }
                var successClosure: (() -> Void)?

                func success() {
                    successCallsCount += 1
                    successClosure?()
                }

                // MARK: - failed(error:)

                var failedErrorCallsCount = 0
                var failedErrorCalled: Bool {
                    failedErrorCallsCount > 0
                }
                var failedErrorReceivedError: Error?
                var failedErrorReceivedInvocations: [Error] = []
                var failedErrorClosure: ((Error) -> Void)?

                func failed(error: Error) {
                    failedErrorCallsCount += 1
                    failedErrorReceivedError = error
                    failedErrorReceivedInvocations.append(error)
                    failedErrorClosure?(error)
                }

                // MARK: - reset()

                /// Forgets the recorded calls; stubbed return values, errors and closures stay.
                func reset() {
                    successCallsCount = 0
                    failedErrorCallsCount = 0
                    failedErrorReceivedError = nil
                    failedErrorReceivedInvocations = []
                }
            }

            """)
    }

    func testMainActorSpyOfAPropertyOnlyProtocol() throws {
        let model = try TestDoubleRendering.model(
            "EmptySpy", "Empty", ["var name: String { get }"], isolation: .mainActor)
        XCTAssertEqual(try TestDoubleRendering.render(model), """
            @MainActor
            final class EmptySpy: Empty {
                // MARK: - name

                var name: String {
                    get {
                        guard let underlyingName else {
                            fatalError("EmptySpy.name is not stubbed: set underlyingName")
                        }
                        return underlyingName
                    }
                    set { underlyingName = newValue }
                }
                var underlyingName: String?

                // MARK: - reset()

                /// Forgets the recorded calls; stubbed return values, errors and closures stay.
                func reset() {}
            }

            """)
    }

    func testIncludedAtAnIndentationIndentsEveryLine() throws {
        let model = try TestDoubleRendering.model("StartSpy", "Start", ["start()"])
        let template = try Template(name: "Nested", text: "enum Doubles {\n    {% include \"shared/TestDouble\" with double %}\n}\n")
        let rendered = try template.render(["double": .object(model.templateContext)], loader: TestDoubleRendering.loader)
        let expected = "enum Doubles {\n" + (try TestDoubleRendering.render(model)).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map { $0.isEmpty ? "\n" : "    " + $0 + "\n" }.joined() + "}\n"
        XCTAssertEqual(rendered, expected)
        XCTAssertFalse(rendered.contains(" \n"), "no trailing whitespace")
    }
}
