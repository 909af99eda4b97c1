/// The reference's variables of the actors, the view and the assembly.
extension TemplateContextReference {
    static let actors: [Entry] = [
        E("<actor>", "object", "", "Each actor of the style by its key (`presenter`, `interactor`, `router`, `builder`)."),
        E("<actor>.name", "string", "SignInPresenter", "Its type's name."),
        E("<actor>.access", "string", "public ", "`public ` for the type holding a public entry point, else empty."),
        E("<actor>.properties", "[string]", "weak var view: (any SignInView)?", "Its stored properties: its links, its services, the input it keeps."),
        E("<actor>.initializer", "[string]", "init(interactor: any SignInInteraction, router: any SignInRoutable) {",
          "Its `init`, line by line (empty when nothing is passed to it)."),
        E("<actor>.links", "object", "", "Its links, by the manifest's property name."),
        E("<actor>.links.<link>", "object", "", "One link (`links.view`, `links.interactor`)."),
        E("<actor>.links.<link>.name", "string", "view", "The property's name."),
        E("<actor>.links.<link>.stored", "string", "weak var view: (any SignInView)?", "The stored property's declaration."),
        E("<actor>.links.<link>.type", "string", "SignInView", "The type it holds."),
        E("<actor>.methods", "object", "", "Its implementations, by the key of each protocol it implements (empty when the module does not declare it)."),
        E("<actor>.methods.<protocol>", "[object]", "", "One protocol's implementations (`methods.events`)."),
        E("<actor>.methods.<protocol>[].declaration", "string", "func signIn(username: String)", "The method's declaration, without its body."),
        E("<actor>.methods.<protocol>[].body", "[string]", "interactor.signIn(username: username)", "Its body, line by line: a forwarded call, or a TODO."),
        E("<actor>.methods.<protocol>[].guard", "string", "UIKit", "The framework it is written inside `#if canImport(...)` for, or empty."),
        E("<actor>.tests", "object", "", "Its test case, when the manifest says `tested: true`."),
        E("view", "object", "", "The view layer (the view controller, or the SwiftUI screen's model): an actor's keys, and these.", sameAs: "<actor>"),
        E("view.state", "[string]", "@Published private(set) var loading: Bool = false", "The published state its commands set (SwiftUI)."),
        E("view.methodsSettingState", "object", "", "As `methods`, each command's body setting the state it carries.", sameAs: "<actor>.methods"),
        E("view.viewDidLoad", "string", "presenter.viewDidLoad()", "The call of the `viewDidLoad()` event, when the spec has one and the view reaches it."),
    ]

    static let assembly: [Entry] = [
        E("assembly", "object", "", "The function that assembles the module, and the entry point calling it."),
        E("assembly.signature", "[string]", "static func assemble<ViewType: SignInView>(", "The assembly function's signature, one parameter a line."),
        E("assembly.statements", "[string]", "let interactor = SignInInteractor(fetcher: fetcher)", "Its body: each actor created, then the links set."),
        E("assembly.entryPoint", "[string]", "static func create(fetcher: any NetworkDataFetcher) -> UIViewController {", "The entry point's signature."),
        E("assembly.viewCreation", "[string]", "let viewController = SignInViewController()", "The entry point's creation of the view (empty when the assembly builds it)."),
        E("assembly.call", "[string]", "let module = assemble(view: viewController, fetcher: fetcher)", "The entry point's call of the assembly."),
        E("assembly.viewAssignments", "[string]", "viewController.presenter = module.presenter", "The view's links the entry point sets after the call."),
        E("assembly.viewValue", "string", "module.view", "The view the entry point returns."),
        E("assembly.viewLocal", "string", "viewController", "The local holding the view."),
        E("assembly.viewFactory", "string or null", "makeView", "The parameter of a closure building the view, when the assembly builds it; else null."),
        E("assembly.resultIsDiscarded", "bool", "true", "Whether the entry point drops what the assembly returns (a template adds `@discardableResult`)."),
        E("assembly.tests", "object", "", "The assembly's test case, as an actor's `tests`.", sameAs: "<actor>.tests"),
    ]
}
