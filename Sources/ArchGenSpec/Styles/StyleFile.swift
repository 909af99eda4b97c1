/// A file of a style's modules: its kind (named after a type, `Presenter`,
/// or a test case, `PresenterTests`, or the module, `Contract`), the template
/// that renders it, its owner and folder, and when a module has it.
package struct StyleFile: Equatable, Sendable {
    package var kind: String
    /// The template's name below `Templates/` (`viper/Presenter`, `shared/Entities`).
    package var template: String
    /// archgen's, rewritten on every run (contract, entities, doubles), rather than the team's scaffold.
    package var isGenerated: Bool
    /// In the module's tests folder rather than its sources.
    package var isTest: Bool
    package var condition: StyleCondition?

    package init(kind: String, template: String, isGenerated: Bool = false, isTest: Bool = false, condition: StyleCondition? = nil) {
        self.kind = kind
        self.template = template
        self.isGenerated = isGenerated
        self.isTest = isTest
        self.condition = condition
    }
}

/// What a manifest's `when:` can test of a module: a closed list.
package indirect enum StyleCondition: Equatable, Sendable {
    /// The module declares this protocol (`routes`: the spec has routes, or the style keeps them).
    case declares(String)
    /// It has entities or use cases (`models`).
    case models
    /// Its platform (`uikit`, `swiftui`, `none`), or any platform with a view (`view`).
    case platform(Platform)
    case hasView
    /// The UIKit view starts the cycle when it loads (`starts`: `Spec.cycleStart`).
    case starts
    /// It has an input (`input`), services (`services`).
    case input
    case services
    /// `not routes`.
    case not(StyleCondition)

    /// The condition as a manifest writes it.
    package var text: String {
        switch self {
        case .declares(let key): key
        case .models: "models"
        case .platform(let platform): platform.rawValue
        case .hasView: "view"
        case .starts: "starts"
        case .input: "input"
        case .services: "services"
        case .not(let condition): "not " + condition.text
        }
    }

    /// The words a manifest may write besides protocol keys.
    package static let words = ["models", "uikit", "swiftui", "none", "view", "starts", "input", "services"]

    /// `text` read back, with `protocolKeys` as the protocols it may name; nil when it is none of them.
    package init?(_ text: String, protocolKeys: [String]) {
        if text.hasPrefix("not "), let inner = StyleCondition(String(text.dropFirst(4)), protocolKeys: protocolKeys) {
            self = .not(inner)
            return
        }
        switch text {
        case "models": self = .models
        case "view": self = .hasView
        case "starts": self = .starts
        case "input": self = .input
        case "services": self = .services
        default:
            if let platform = Platform(rawValue: text) {
                self = .platform(platform)
            } else if protocolKeys.contains(text) {
                self = .declares(text)
            } else {
                return nil
            }
        }
    }
}

/// How a use case's methods call each other (spec-format.md, "Use cases"):
/// its request goes into `request`'s lists, `present<UseCase>(response:)`
/// into `response`'s, `display<UseCase>(viewModel:)` into `viewModel`'s.
package struct StyleUseCases: Equatable, Sendable {
    package var request: [Role]
    package var response: Role?
    package var viewModel: Role

    package init(request: [Role], response: Role?, viewModel: Role) {
        self.request = request
        self.response = response
        self.viewModel = viewModel
    }
}
