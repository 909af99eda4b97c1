import ArchGenTemplates

/// One generated test class (XCTest) or suite (Swift Testing), rendered by
/// `Templates/shared/TestCase.stencil`: the subject and its spies as
/// properties, the links made before each test, and tests in
/// Given / When / Then form. Every test asserts something.
struct TestCaseModel {
    struct Property {
        var name: String
        var type: String
        /// The expression that creates it (`SignInViewSpy()`).
        var value: String
        /// Whether `value` reads the properties before it (`SignInPresenter(interactor: interactor)`):
        /// a Swift Testing suite then sets it in `init`.
        var isBuiltFromOthers = false
    }

    struct Test {
        /// `signInUsernameIsForwardedToTheInteractor` (XCTest adds `test`).
        var name: String
        var isAsync = false
        var isThrowing = false
        /// Whether the call it tests is on the main actor whatever the module's isolation (`@MainActor func load() async`).
        var callsTheMainActor = false
        var given: [String] = []
        var when: [String] = []
        var then: [String]
    }

    var className: String
    var properties: [Property] = []
    /// Statements run before each test (XCTest's `setUp`, Swift Testing's `init`).
    var setUp: [String] = []
    var tests: [Test] = []
    /// Why the case has no test, written in its body when it has none.
    var note: String?
    /// Whether the case runs on the main actor, like the module it tests (`Isolation`).
    var isMainActor = true

    /// The note of a case with nothing to test: an actor of a module leaving
    /// roles out (VIPER's interactor with no output and no service, say), or
    /// one whose doubles are set up for tests still to write.
    var nothingToTest: String {
        properties.count > 1
            ? "Nothing to test yet: no call the scaffold forwards; its doubles are set up for the tests you write."
            : "Nothing to test yet: no link, no service, and no call the scaffold forwards."
    }

    func templateContext(kit: TestKit) -> TemplateObject {
        [
            "className": .string(className),
            "isMainActor": .bool(isMainActor),
            "properties": .array(properties.map { property in
                .object(["name": .string(property.name), "type": .string(property.type), "value": .string(property.value),
                         "isBuiltFromOthers": .bool(property.isBuiltFromOthers)])
            }),
            "setUp": .array(setUp.map { .string($0) }),
            // A suite's `init`: the properties built from others, then the links.
            "initialization": .array((properties.filter(\.isBuiltFromOthers).map { "\($0.name) = \($0.value)" } + setUp)
                .map { .string($0) }),
            "note": TemplateValue(tests.isEmpty ? .string(note ?? nothingToTest) : nil),
            "tests": .array(tests.map { test in
                // XCTest runs a main-actor test method only when it is `async` (on Linux).
                let isAsync = test.isAsync || (kit.isXCTest && (isMainActor || test.callsTheMainActor))
                let effects = (isAsync ? " async" : "") + (test.isThrowing ? " throws" : "")
                return .object([
                    "name": .string(kit.testName(test.name)),
                    "effects": .string(effects),
                    // A case off the main actor calls a main-actor method from a main-actor test, not sending `sut` there.
                    "attribute": .string(test.callsTheMainActor && !isMainActor ? "@MainActor " : ""),
                    "given": .array(test.given.map { .string($0) }),
                    "when": .array(test.when.map { .string($0) }),
                    "then": .array(test.then.map { .string($0) }),
                ])
            }),
        ]
    }
}
