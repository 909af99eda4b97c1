/// The reference's variables every file of a module shares: its headers,
/// platform and test kit, isolation, protocols, services, entities and names.
extension TemplateContextReference {
    /// The context of a module's templates, in the order `archgen help templates` prints it.
    public static let module = TemplateContextReference(header + contract + actors + assembly + tests + doubles)

    typealias E = Entry

    static let header: [Entry] = [
        E("module", "string", "SignIn", "The module's name."),
        E("spec", "string", "SignIn.archgen", "The spec's file name (no folder), as headers print it."),
        E("generated", "bool", "true", "Whether the file being rendered is archgen's (rewritten on every run) rather than a scaffold."),
        E("imports", "[string]", "import Foundation", "The import lines of a scaffold: the spec's imports and what its members need."),
        E("importsUIKit", "bool", "true", "Whether `imports` has `import UIKit` already."),
        E("descriptionLines", "[string]", "", "Empty at the top: the spec's description heads the contract only (`contractHeader`)."),
        E("contractHeader", "object", "", "The contract's header."),
        E("contractHeader.imports", "[string]", "import Foundation", "The contract's import lines."),
        E("contractHeader.descriptionLines", "[string]", "Signs a user in with a username.", "The spec's description, line by line."),
        E("entitiesHeader", "object", "", "The entities file's header."),
        E("entitiesHeader.imports", "[string]", "import Foundation", "The entities file's import lines."),
        E("testHeader", "object", "", "A test file's header."),
        E("testHeader.imports", "[string]", "import XCTest", "A test file's import lines (the test kit, `@testable import` of the app module)."),
        E("doublesHeader", "object", "", "The test doubles file's header."),
        E("doublesHeader.imports", "[string]", "@testable import App", "The test doubles file's import lines."),
        E("declarationsHeader", "object", "", "The header of archgen.yml's shared declarations (`shared/SharedDeclarations` only)."),
        E("declarationsHeader.imports", "[string]", "import Foundation", "Its import lines."),
        E("xctest", "bool", "true", "Whether the tests use XCTest (false: Swift Testing)."),
        E("uikit", "bool", "true", "Whether the module's platform is UIKit."),
        E("swiftui", "bool", "false", "Whether the module's platform is SwiftUI (both false: `platform: none`)."),
        E("observable", "bool", "true", "Whether SwiftUI models are `@Observable` (archgen.yml's `observation: observable`; false: `ObservableObject`)."),
        E("isolation", "object", "", "How the module is isolated (the spec's or archgen.yml's `isolation`)."),
        E("isolation.name", "string", "mainActor", "`mainActor`, `preconcurrency` or `none`."),
        E("isolation.attribute", "string", "@MainActor", "Written before each protocol and actor a template isolates; empty for `none`."),
        E("isolation.isMainActor", "bool", "true", "Whether the actors are on the main actor."),
        E("isolation.isPreconcurrency", "bool", "false", "Whether the protocols are `@preconcurrency @MainActor`."),
        E("isolation.viewConformance", "string", "@MainActor ", "Written before a protocol the view layer conforms to (`@MainActor ` for `none`)."),
    ]

    static let contract: [Entry] = [
        E("names", "object", "", "Each protocol the module declares, by the style's protocol key."),
        E("names.<protocol>", "string", "SignInView", "The protocol's name (`names.view`, `names.events`)."),
        E("types", "object", "", "Each scaffold type of the style, by its key."),
        E("types.<type>", "string", "SignInViewController", "The type's name (`types.presenter`, `types.viewController`)."),
        E("protocols", "[object]", "", "The module's protocols, in the contract's order."),
        E("protocols[].name", "string", "SignInView", "The protocol's name."),
        E("protocols[].access", "string", "public ", "Its access modifier with a space, or empty."),
        E("protocols[].doc", "string", "Presenter → view: display commands.", "Its doc comment, from the style's manifest."),
        E("protocols[].wiring", "[string]", "var presenter: (any SignInPresentation)! { get set }", "The links it declares (archgen.yml's `wiring: {declared: true}`)."),
        E("protocols[].members", "[string]", "func updateLoading(loading: Bool)", "Its requirements, from the spec's list."),
        E("protocols[].guarded", "[string]", "func show(_ controller: UIViewController)", "Requirements naming UIKit's types: written inside `#if canImport(UIKit)`."),
        E("protocols[].defaults", "[object]", "", "The methods of its extension that keep the spec's default arguments.", sameAs: "<actor>.methods.<protocol>"),
        E("services", "[object]", "", "The protocols of the module's own services (not archgen.yml's shared ones)."),
        E("services[].name", "string", "NetworkDataFetcher", "The service's protocol."),
        E("services[].access", "string", "public ", "Its access modifier with a space, or empty."),
        E("services[].inheritance", "string", ": Sendable", "`: Sendable` when the actors call it across isolation (an `async` member), or empty."),
        E("services[].properties", "[string]", "var request: URLRequest! { get set }", "Its property requirements."),
        E("services[].methods", "[string]", "func start()", "Its method requirements."),
        E("services[].defaults", "[object]", "", "The methods of its extension that keep default arguments.", sameAs: "<actor>.methods.<protocol>"),
        E("entities", "[string]", "enum SignInErrorCodes: Error { case empty, tooLong }", "The entities' and use-case models' declarations."),
        E("screen", "object", "", "The SwiftUI screen of the module (`shared/Screen`)."),
        E("screen.name", "string", "SignInScreen", "The screen's type."),
        E("screen.modelName", "string", "SignInScreenModel", "The type of the model it observes (MVVM's view model on SwiftUI)."),
        E("screen.module", "string", "SignIn", "The module's name."),
        E("screen.doc", "string", "The module's screen.", "Its doc comment, from the style's manifest."),
        E("screen.access", "string", "public ", "Its access modifier with a space (the entry point's), or empty."),
        E("screen.body", "[string]", "Text(model.title)", "The lines of its `body`: a `List` of the state the view commands set, with the lifecycle events forwarded."),
        E("screen.observable", "bool", "true", "Whether its model is `@Observable` (kept in `@State`; false: `@StateObject`)."),
    ]
}
