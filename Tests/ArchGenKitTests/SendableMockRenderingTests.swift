import ArchGenKit
import ArchGenTemplates
import XCTest

/// Whole `Sendable` mocks rendered through the real template, byte for byte:
/// `@unchecked Sendable`, their state behind a lock, argument tuples, optionals.
final class SendableMockRenderingTests: XCTestCase {
    func testNetworkDataFetcherMockIsUncheckedSendableWithStoredOptionalProperties() throws {
        let model = try TestDoubleRendering.model(
            "NetworkDataFetcherMock", "NetworkDataFetcher",
            ["var response: NetworkDataFetcherResponse! { get set }", "var request: URLRequest! { get set }", "start()"],
            isolation: .sendable)
        XCTAssertEqual(try TestDoubleRendering.render(model), """
            /// Thread-safe: the protocol is `Sendable`, so the mock may be called from
            /// many tasks at once; what it records and is stubbed with is behind a lock.
            final class NetworkDataFetcherMock: NetworkDataFetcher, @unchecked Sendable {
                // MARK: - response

                var response: NetworkDataFetcherResponse! {
                    get { withLockedState { $0.response } }
                    set { withLockedState { $0.response = newValue } }
                }

                // MARK: - request

                var request: URLRequest! {
                    get { withLockedState { $0.request } }
                    set { withLockedState { $0.request = newValue } }
                }

                // MARK: - start()

                var startCallsCount: Int {
                    get { withLockedState { $0.startCallsCount } }
                    set { withLockedState { $0.startCallsCount = newValue } }
                }
                var startCalled: Bool {
                    startCallsCount > 0
                }
                var startClosure: (() -> Void)? {
                    get { withLockedState { $0.startClosure } }
                    set { withLockedState { $0.startClosure = newValue } }
                }

                func start() {
                    let startClosure = withLockedState {
                        $0.startCallsCount += 1
                        return $0.startClosure
                    }
                    startClosure?()
                }

                // MARK: - reset()

                /// Forgets the recorded calls; stubbed return values, errors and closures stay.
                func reset() {
                    withLockedState {
                        $0.startCallsCount = 0
                    }
                }

                // MARK: - Locking

                private struct LockedState {
                    var response: NetworkDataFetcherResponse!
                    var request: URLRequest!
                    var startCallsCount = 0
                    var startClosure: (() -> Void)?
                }

                private let stateLock = NSLock()
                private var lockedState = LockedState()

                private func withLockedState<Value>(_ body: (inout LockedState) throws -> Value) rethrows -> Value {
                    stateLock.lock()
                    defer { stateLock.unlock() }
                    return try body(&lockedState)
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
            /// Thread-safe: the protocol is `Sendable`, so the mock may be called from
            /// many tasks at once; what it records and is stubbed with is behind a lock.
            final class StorageMock: Storage, @unchecked Sendable {
                // MARK: - set(_:forKey:)

                var setForKeyCallsCount: Int {
                    get { withLockedState { $0.setForKeyCallsCount } }
                    set { withLockedState { $0.setForKeyCallsCount = newValue } }
                }
                var setForKeyCalled: Bool {
                    setForKeyCallsCount > 0
                }
                var setForKeyReceivedArguments: (value: Any?, defaultName: String)? {
                    get { withLockedState { $0.setForKeyReceivedArguments } }
                    set { withLockedState { $0.setForKeyReceivedArguments = newValue } }
                }
                var setForKeyReceivedInvocations: [(value: Any?, defaultName: String)] {
                    get { withLockedState { $0.setForKeyReceivedInvocations } }
                    set { withLockedState { $0.setForKeyReceivedInvocations = newValue } }
                }
                var setForKeyClosure: ((Any?, String) -> Void)? {
                    get { withLockedState { $0.setForKeyClosure } }
                    set { withLockedState { $0.setForKeyClosure = newValue } }
                }

                func set(_ value: Any?, forKey defaultName: String) {
                    let setForKeyClosure = withLockedState {
                        $0.setForKeyCallsCount += 1
                        $0.setForKeyReceivedArguments = (value: value, defaultName: defaultName)
                        $0.setForKeyReceivedInvocations.append((value: value, defaultName: defaultName))
                        return $0.setForKeyClosure
                    }
                    setForKeyClosure?(value, defaultName)
                }

                // MARK: - string(forKey:)

                var stringForKeyCallsCount: Int {
                    get { withLockedState { $0.stringForKeyCallsCount } }
                    set { withLockedState { $0.stringForKeyCallsCount = newValue } }
                }
                var stringForKeyCalled: Bool {
                    stringForKeyCallsCount > 0
                }
                var stringForKeyReceivedDefaultName: String? {
                    get { withLockedState { $0.stringForKeyReceivedDefaultName } }
                    set { withLockedState { $0.stringForKeyReceivedDefaultName = newValue } }
                }
                var stringForKeyReceivedInvocations: [String] {
                    get { withLockedState { $0.stringForKeyReceivedInvocations } }
                    set { withLockedState { $0.stringForKeyReceivedInvocations = newValue } }
                }
                var stringForKeyReturnValue: String? {
                    get { withLockedState { $0.stringForKeyReturnValue } }
                    set { withLockedState { $0.stringForKeyReturnValue = newValue } }
                }
                var stringForKeyClosure: ((String) -> String?)? {
                    get { withLockedState { $0.stringForKeyClosure } }
                    set { withLockedState { $0.stringForKeyClosure = newValue } }
                }

                func string(forKey defaultName: String) -> String? {
                    let (stringForKeyClosure, stringForKeyReturnValue) = withLockedState {
                        $0.stringForKeyCallsCount += 1
                        $0.stringForKeyReceivedDefaultName = defaultName
                        $0.stringForKeyReceivedInvocations.append(defaultName)
                        return ($0.stringForKeyClosure, $0.stringForKeyReturnValue)
                    }
                    if let stringForKeyClosure {
                        return stringForKeyClosure(defaultName)
                    }
                    return stringForKeyReturnValue
                }

                // MARK: - reset()

                /// Forgets the recorded calls; stubbed return values, errors and closures stay.
                func reset() {
                    withLockedState {
                        $0.setForKeyCallsCount = 0
                        $0.setForKeyReceivedArguments = nil
                        $0.setForKeyReceivedInvocations = []
                        $0.stringForKeyCallsCount = 0
                        $0.stringForKeyReceivedDefaultName = nil
                        $0.stringForKeyReceivedInvocations = []
                    }
                }

                // MARK: - Locking

                private struct LockedState {
                    var setForKeyCallsCount = 0
                    var setForKeyReceivedArguments: (value: Any?, defaultName: String)?
                    var setForKeyReceivedInvocations: [(value: Any?, defaultName: String)] = []
                    var setForKeyClosure: ((Any?, String) -> Void)?
                    var stringForKeyCallsCount = 0
                    var stringForKeyReceivedDefaultName: String?
                    var stringForKeyReceivedInvocations: [String] = []
                    var stringForKeyReturnValue: String?
                    var stringForKeyClosure: ((String) -> String?)?
                }

                private let stateLock = NSLock()
                private var lockedState = LockedState()

                private func withLockedState<Value>(_ body: (inout LockedState) throws -> Value) rethrows -> Value {
                    stateLock.lock()
                    defer { stateLock.unlock() }
                    return try body(&lockedState)
                }
            }

            """)
    }
}
