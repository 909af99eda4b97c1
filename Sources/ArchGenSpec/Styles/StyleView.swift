/// A style's view layer: the type that implements the view's protocol on
/// each platform (created by UIKit, SwiftUI or the caller, never by the
/// assembly), the SwiftUI screen that owns it, and its links.
package struct StyleView: Equatable, Sendable {
    /// The holder of its links in archgen.yml's `wiring:` (`view`, `scene`, `viewController`).
    package var holder: String
    package var implements: [String]
    /// The type implementing the view on each platform that has one (`uikit: viewController`).
    package var types: [Platform: String]
    /// SwiftUI's `View` that owns the model (`screen`), and its comment.
    package var screen: String?
    package var screenDoc: String
    package var links: [StyleLink]
    /// The TODO of a display command.
    package var todo: StyleText
    /// The actor a platform's screen observes itself (`observes: {swiftui: viewModel}`): on that platform
    /// the view has no type and its protocols are not declared; the actor keeps the state the view's
    /// commands would set (`ViewState`), and the screen keeps the actor that the assembly returns.
    package var observed: [Platform: String] = [:]
    /// How the actor the view holds may tell a view that is not observed what to show
    /// (`bindings: [output, closures]`); the first is the default. Empty: the view implements its protocols.
    package var bindings: [ViewBinding] = []

    package init(
        holder: String, implements: [String], types: [Platform: String], screen: String?, screenDoc: String,
        links: [StyleLink], todo: StyleText
    ) {
        self.holder = holder
        self.implements = implements
        self.types = types
        self.screen = screen
        self.screenDoc = screenDoc
        self.links = links
        self.todo = todo
    }

    /// The view as a holder of links, beside the other actors.
    package var asActor: StyleActor {
        StyleActor(key: holder, typeKey: types[.uikit] ?? types.values.sorted().first ?? holder, implements: implements,
                   links: links, forwarding: Dictionary(uniqueKeysWithValues: implements.map { ($0, StyleForwarding(todo: todo)) }))
    }
}

/// How a style's module is built: the actor whose type has the assembly, the
/// function, what it creates and returns, its entry point on a platform with
/// a view, and the names of its tests.
package struct StyleAssembly: Equatable, Sendable {
    /// The actor whose type declares the assembly (`router`).
    package var holder: String
    /// `assemble`, `configure`.
    package var function: String
    /// The view's parameter: by platform, with `nil` for every other (`view`; VIP's `viewController`, `model` on SwiftUI).
    package var viewParameter: [Platform?: String]
    /// The actors it creates, in order (one not needed is left out: a router without routes).
    package var creates: [String]
    /// What it returns: one actor, or several as a tuple kept in a local named `returnName` (`scene`).
    package var returns: [String]
    package var returnName: String?
    /// The entry point on a platform with a view (`create`, `makeModule`).
    package var entryPoint: String
    /// The first input's label in the entry point (VIPER-S's `with`), if it has one.
    package var entryPointInputLabel: String?
    /// What the entry point returns, by platform: a type's key or a Swift type (`UIViewController`);
    /// without one, the view's type on UIKit and the screen on SwiftUI.
    package var entryPointReturns: [Platform: String] = [:]
    /// The names of the assembly's tests: `{function}LinksEveryActor`, `moduleIsReleasedWithItsView`
    /// (`{View}` is the view's parameter, capitalised).
    package var linkTestPattern: String
    package var releaseTestPattern: String

    package init(
        holder: String, function: String, viewParameter: [Platform?: String], creates: [String], returns: [String],
        returnName: String? = nil, entryPoint: String, entryPointInputLabel: String? = nil, linkTestPattern: String,
        releaseTestPattern: String
    ) {
        self.holder = holder
        self.function = function
        self.viewParameter = viewParameter
        self.creates = creates
        self.returns = returns
        self.returnName = returnName
        self.entryPoint = entryPoint
        self.entryPointInputLabel = entryPointInputLabel
        self.linkTestPattern = linkTestPattern
        self.releaseTestPattern = releaseTestPattern
    }

    /// The view's parameter on `platform`.
    package func viewParameter(on platform: Platform) -> String {
        viewParameter[platform] ?? viewParameter[nil] ?? "view"
    }
}
