/// The reference's variables of the test cases (`<actor>.tests`, `assembly.tests`) and the doubles.
extension TemplateContextReference {
    static let tests: [Entry] = [
        E("<actor>.tests.className", "string", "SignInPresenterTests", "The test case's name."),
        E("<actor>.tests.isMainActor", "bool", "true", "Whether the case is on the main actor."),
        E("<actor>.tests.properties", "[object]", "", "The case's properties: the subject's doubles and values."),
        E("<actor>.tests.properties[].name", "string", "view", "The property's name."),
        E("<actor>.tests.properties[].type", "string", "SignInViewSpy", "Its type."),
        E("<actor>.tests.properties[].value", "string", "SignInViewSpy()", "What it starts as."),
        E("<actor>.tests.properties[].isBuiltFromOthers", "bool", "true", "Whether its value uses other properties (set in `init`/`setUp`, not inline)."),
        E("<actor>.tests.setUp", "[string]", "sut.view = view", "The set-up lines after the properties: the links set on the subject."),
        E("<actor>.tests.initialization", "[string]", "sut = SignInPresenter(interactor: interactor, router: router)",
          "A Swift Testing suite's `init`: the properties built from others, then `setUp`."),
        E("<actor>.tests.note", "string or null", "Nothing to test yet: no link, no service, and no call the scaffold forwards.",
          "Why the case has no test, when it has none; else null."),
        E("<actor>.tests.tests", "[object]", "", "The tests, each in given/when/then lines."),
        E("<actor>.tests.tests[].name", "string", "testSignInUsernameIsForwardedToTheInteractor", "The test's name in the test kit's form."),
        E("<actor>.tests.tests[].effects", "string", " async throws", "` async`, ` throws`, both, or empty."),
        E("<actor>.tests.tests[].attribute", "string", "@MainActor ", "`@MainActor ` for a main-actor test of a case off it, else empty."),
        E("<actor>.tests.tests[].given", "[string]", "let username: String = \"username\"", "The arrange lines."),
        E("<actor>.tests.tests[].when", "[string]", "sut.signIn(username: username)", "The act lines."),
        E("<actor>.tests.tests[].then", "[string]", "XCTAssertEqual(interactor.signInUsernameCallsCount, 1)", "The assert lines."),
    ]
}
