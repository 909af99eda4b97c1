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

    func testNetworkDataFetcherMockIsUncheckedSendableWithStoredOptionalProperties() throws {
        let model = try TestDoubleRendering.model(
            "NetworkDataFetcherMock", "NetworkDataFetcher",
            ["var response: NetworkDataFetcherResponse! { get set }", "var request: URLRequest! { get set }", "start()"],
            isolation: .sendable)
        XCTAssertEqual(try TestDoubleRendering.render(model), """
            /// `@unchecked Sendable`: the protocol is `Sendable`, but the double records
            /// calls in plain stored properties; a test drives it from one task at a time.
            final class NetworkDataFetcherMock: NetworkDataFetcher, @unchecked Sendable {
                // MARK: - response

                var response: NetworkDataFetcherResponse!

                // MARK: - request

                var request: URLRequest!

                // MARK: - start()

                var startCallsCount = 0
                var startCalled: Bool {
                    startCallsCount > 0
                }
                var startClosure: (() -> Void)?

                func start() {
                    startCallsCount += 1
                    startClosure?()
                }

                // MARK: - reset()

                /// Forgets the recorded calls; stubbed return values, errors and closures stay.
                func reset() {
                    startCallsCount = 0
                }
            }

            """)
    }

    func testStorageMockRecordsArgumentTuplesAndReturnsOptionals() throws {
        let model = try TestDoubleRendering.model(
            "StorageMock", "Storage",
            ["set(_ value: Any?, forKey defaultName: String)", "string(forKey defaultName: String) -> String?"],
            isolation: .sendable)
        XCTAssertEqual(try TestDoubleRendering.render(model), """
            /// `@unchecked Sendable`: the protocol is `Sendable`, but the double records
            /// calls in plain stored properties; a test drives it from one task at a time.
            final class StorageMock: Storage, @unchecked Sendable {
                // MARK: - set(_:forKey:)

                var setForKeyCallsCount = 0
                var setForKeyCalled: Bool {
                    setForKeyCallsCount > 0
                }
                var setForKeyReceivedArguments: (value: Any?, defaultName: String)?
                var setForKeyReceivedInvocations: [(value: Any?, defaultName: String)] = []
                var setForKeyClosure: ((Any?, String) -> Void)?

                func set(_ value: Any?, forKey defaultName: String) {
                    setForKeyCallsCount += 1
                    setForKeyReceivedArguments = (value: value, defaultName: defaultName)
                    setForKeyReceivedInvocations.append((value: value, defaultName: defaultName))
                    setForKeyClosure?(value, defaultName)
                }

                // MARK: - string(forKey:)

                var stringForKeyCallsCount = 0
                var stringForKeyCalled: Bool {
                    stringForKeyCallsCount > 0
                }
                var stringForKeyReceivedDefaultName: String?
                var stringForKeyReceivedInvocations: [String] = []
                var stringForKeyReturnValue: String?
                var stringForKeyClosure: ((String) -> String?)?

                func string(forKey defaultName: String) -> String? {
                    stringForKeyCallsCount += 1
                    stringForKeyReceivedDefaultName = defaultName
                    stringForKeyReceivedInvocations.append(defaultName)
                    if let stringForKeyClosure {
                        return stringForKeyClosure(defaultName)
                    }
                    return stringForKeyReturnValue
                }

                // MARK: - reset()

                /// Forgets the recorded calls; stubbed return values, errors and closures stay.
                func reset() {
                    setForKeyCallsCount = 0
                    setForKeyReceivedArguments = nil
                    setForKeyReceivedInvocations = []
                    stringForKeyCallsCount = 0
                    stringForKeyReceivedDefaultName = nil
                    stringForKeyReceivedInvocations = []
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
                    get { underlyingName }
                    set { underlyingName = newValue }
                }
                var underlyingName: String!

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
