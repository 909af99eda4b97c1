/// The equivalence corpus: broken variants of a small module, each a case
/// (one package, or two modules for the cases across modules) that the
/// fast proof and `swift build` must report alike. A case's added files
/// are independent of one another, so several can share a build.
enum EquivalenceCorpus {
    static let cases: [[BrokenModule]] = typeErrors + protocolErrors + isolationErrors + initialisationErrors
        + warnings + testErrors + acrossModules

    static let typeErrors: [[BrokenModule]] = [
        [BrokenModule(title: "a value of the wrong type", addedSources: ["Broken.swift": "func broken() -> Int {\n    let count: Int = \"three\"\n    return count\n}\n"])],
        [BrokenModule(title: "a wrong return type", addedSources: ["Broken.swift": "func title() -> Int {\n    return \"title\"\n}\n"])],
        [BrokenModule(title: "an unknown name", addedSources: ["Broken.swift": "func broken() {\n    undefinedHelper()\n}\n"])],
        [BrokenModule(title: "a wrong argument label", replacements: [
            "FeatureInteractor.swift": ("present(response:", "present(result:")])],
        [BrokenModule(title: "a missing argument", replacements: [
            "FeaturePresenter.swift": ("Feature.ViewModel(rows: response.items.map { $0.uppercased() })", "Feature.ViewModel()")])],
        [BrokenModule(title: "a member that does not exist", addedSources: ["Broken.swift": "func count(_ response: Feature.Response) -> Int {\n    response.count\n}\n"])],
        [BrokenModule(title: "an optional used as a value", addedSources: ["Broken.swift": "func name(_ names: [String: String]) -> String {\n    let name: String = names[\"a\"]\n    return name\n}\n"])],
        [BrokenModule(title: "a constant assigned", addedSources: ["Broken.swift": "func rename() {\n    let request = Feature.Request(query: \"a\")\n    request.query = \"b\"\n}\n"])],
        [BrokenModule(title: "a switch that is not exhaustive", addedSources: ["Broken.swift": "enum State { case idle, loading, failed }\nfunc label(_ state: State) -> String {\n    switch state {\n    case .idle: return \"idle\"\n    case .loading: return \"loading\"\n    }\n}\n"])],
        [BrokenModule(title: "a missing return", addedSources: ["Broken.swift": "func rows(_ count: Int) -> [String] {\n    if count > 0 { return [] }\n}\n"])],
        [BrokenModule(title: "an unmet generic constraint", addedSources: ["Broken.swift": "struct Opaque {}\nfunc same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }\nfunc compare() -> Bool { same(Opaque(), Opaque()) }\n"])],
        [BrokenModule(title: "type errors in three files at once", addedSources: [
            "BrokenA.swift": "func a() -> String { 1 }\n",
            "BrokenB.swift": "func b() { let x: Double = \"1\"; _ = x }\n",
            "BrokenC.swift": "func c() { Feature.Request(query: 1) }\n"])],
        [BrokenModule(title: "a type error in Swift 5 mode", languageMode: 5, addedSources: ["Broken.swift": "func broken() -> Int { \"five\" }\n"])],
    ]

    static let protocolErrors: [[BrokenModule]] = [
        [BrokenModule(title: "a missing protocol member", replacements: [
            "FeaturePresenter.swift": ("func present(response: Feature.Response) {", "func show(response: Feature.Response) {")])],
        [BrokenModule(title: "a protocol member with the wrong type", replacements: [
            "FeatureInteractor.swift": ("func load(request: Feature.Request) {", "func load(request: Feature.Response) {")])],
        [BrokenModule(title: "a conformance to Equatable it cannot synthesize", addedSources: ["Broken.swift": "final class Token {}\nstruct Session: Equatable {\n    var token: Token\n}\n"])],
    ]

    static let isolationErrors: [[BrokenModule]] = [
        [BrokenModule(title: "a non-Sendable value sent to the main actor and used after", addedSources: ["Broken.swift": "final class Counter { var value = 0 }\n\n@MainActor func show(_ counter: Counter) { _ = counter.value }\n\nfunc race() async {\n    let counter = Counter()\n    await show(counter)\n    counter.value += 1\n}\n"])],
        [BrokenModule(title: "a main-actor method called from a nonisolated context", addedSources: ["Broken.swift": "nonisolated func refresh(_ presenter: FeaturePresenter) {\n    presenter.present(response: Feature.Response(items: []))\n}\n"])],
        [BrokenModule(title: "global mutable state", addedSources: ["Broken.swift": "var requestCount = 0\n\nfunc countRequest() { requestCount += 1 }\n"])],
        [BrokenModule(title: "a Sendable class with mutable state", addedSources: ["Broken.swift": "final class Cache: Sendable {\n    var entries: [String] = []\n}\n"])],
        [BrokenModule(title: "a non-Sendable value captured by a detached task", addedSources: ["Broken.swift": "final class Box { var value = 0 }\n\nfunc start() {\n    let box = Box()\n    Task.detached { box.value += 1 }\n    box.value += 1\n}\n"])],
        [BrokenModule(title: "global mutable state in Swift 5 mode", languageMode: 5, addedSources: ["Broken.swift": "var requestCount = 0\nfunc countRequest() { requestCount += 1 }\nfunc broken() -> Int { \"x\" }\n"])],
    ]

    static let initialisationErrors: [[BrokenModule]] = [
        [BrokenModule(title: "an initializer that leaves a property uninitialised", addedSources: ["Broken.swift": "struct Page {\n    var size: Int\n    init(flag: Bool) {\n        if flag { size = 10 }\n    }\n}\n"])],
        [BrokenModule(title: "a constant read before it is set", addedSources: ["Broken.swift": "func limit(_ flag: Bool) -> Int {\n    let limit: Int\n    if flag { limit = 3 }\n    return limit\n}\n"])],
        [BrokenModule(title: "self used before every property is set", addedSources: ["Broken.swift": "final class Loader {\n    let name: String\n    init() {\n        prepare()\n        name = \"x\"\n    }\n    func prepare() {}\n}\n"])],
        [BrokenModule(title: "definite initialisation and isolation errors together", addedSources: [
            "BrokenA.swift": "struct Page {\n    var size: Int\n    init(flag: Bool) { if flag { size = 1 } }\n}\n",
            "BrokenB.swift": "final class Counter { var value = 0 }\n@MainActor func show(_ counter: Counter) { _ = counter.value }\nfunc race() async {\n    let counter = Counter()\n    await show(counter)\n    counter.value += 1\n}\n"])],
    ]

    static let warnings: [[BrokenModule]] = [
        [BrokenModule(title: "an unused value, a warning", addedSources: ["Noisy.swift": "func noisy() {\n    let unused = 1\n    var never = 2\n    _ = never\n}\n"], expectsError: false)],
        [BrokenModule(title: "a deprecated function, a warning", addedSources: ["Noisy.swift": "@available(*, deprecated, message: \"use load\")\nfunc fetch() {}\nfunc caller() { fetch() }\n"], expectsError: false)],
        [BrokenModule(title: "a warning in Swift 5 that Swift 6 treats as an error", addedSources: ["Broken.swift": "final class Box { var value = 0 }\nfunc start() {\n    let box = Box()\n    Task.detached { box.value += 1 }\n    box.value += 1\n}\nfunc noisy() { let unused = 1 }\n"])],
        [BrokenModule(title: "the same code in Swift 5 mode", languageMode: 5, addedSources: ["Noisy.swift": "final class Box { var value = 0 }\nfunc start() {\n    let box = Box()\n    Task.detached { box.value += 1 }\n    box.value += 1\n}\nfunc noisy() { let unused = 1 }\n"], expectsError: false)],
    ]

    static let testErrors: [[BrokenModule]] = [
        [BrokenModule(title: "an XCTest assertion of mismatched types", replacements: [
            "FeaturePresenterTests.swift": ("XCTAssertEqual(spy.shown, [Feature.ViewModel(rows: [\"A\"])])", "XCTAssertEqual(spy.shown, 1)")])],
        [BrokenModule(title: "a Swift Testing expectation of an unknown name", replacements: [
            "FeatureInteractorTests.swift": ("#expect(spy.responses == [Feature.Response(items: [\"q\"])])", "#expect(spy.answers.isEmpty)")])],
        // The test's line is touched too: an incremental `swift build` may keep an unchanged test's
        // object when only a private member of the module changed, and report nothing.
        [BrokenModule(title: "a test calling a private member", replacements: [
            "FeaturePresenter.swift": ("weak var view", "private weak var view"),
            "FeaturePresenterTests.swift": ("presenter.view = spy", "presenter.view = spy // now private")])],
        [BrokenModule(title: "errors in the module and in its tests (the tests are not compiled)", addedSources: ["Broken.swift": "func broken() -> Int { \"x\" }\n"],
                      addedTests: ["BrokenTests.swift": "func brokenTest() -> Int { \"y\" }\n"])],
        [BrokenModule(title: "a warning in the module and an error in its tests", addedSources: ["Noisy.swift": "func noisy() { let unused = 1 }\n"],
                      addedTests: ["BrokenTests.swift": "@testable import Feature\nfunc brokenTest() { _ = FeatureInteractor().missing }\n"])],
    ]

    static let acrossModules: [[BrokenModule]] = [
        [BrokenModule(title: "errors in two modules at once: the first", addedSources: ["Broken.swift": "func broken() -> Int { \"x\" }\n"]),
         BrokenModule(title: "errors in two modules at once: the second", name: "Checkout", addedSources: ["Broken.swift": "func broken() { let total: Double = \"1\"; _ = total }\n"])],
        [BrokenModule(title: "a module that references another module's type", addedSources: ["Next.swift": "func next() -> CheckoutPresenter { CheckoutPresenter() }\n"]),
         BrokenModule(title: "the module it references", name: "Checkout", expectsError: false)],
    ]
}
