import ArchGenSpec

/// The `body` of a module's SwiftUI screen: a row per value of the state
/// its model publishes (`ViewState`), in a `List`, read from the model
/// (`model.photos`); the module's name alone when there is none; then the
/// lifecycle events forwarded (`ScreenLifecycle`). An array is a row per
/// element (`ForEach`), identified by its offset, which any element type
/// has (an element need not be `Identifiable` or `Hashable`).
struct ScreenBody: Equatable {
    /// The body's lines, indented from the body's own.
    private(set) var lines: [String]

    init(state: ViewState, module: String, lifecycle: [String], model: String = "model") {
        let rows = state.properties.flatMap { Self.rows(of: $0, on: model) }
        lines = rows.isEmpty ? ["Text(\"\(module)\")"] : ["List {"] + rows.map { "    " + $0 } + ["}"]
        lines += lifecycle.map { (rows.isEmpty ? "    " : "") + $0 }
    }

    /// `Text(model.message)`; for an array, a `ForEach` of its elements' texts.
    static func rows(of property: ViewState.Property, on model: String) -> [String] {
        let value = "\(model).\(property.name)"
        guard case .array(let element) = property.storedType else { return [text(of: value, type: property.storedType)] }
        return ["ForEach(Array(\(value).enumerated()), id: \\.offset) { row in", "    " + text(of: "row.element", type: element), "}"]
    }

    /// `Text(value)` for a string, else `value` described.
    static func text(of value: String, type: TypeSyntax) -> String {
        switch type {
        case let type where type.description == "String":
            return "Text(\(value))"
        case .optional(let wrapped) where wrapped.description == "String":
            return "Text(\(value) ?? \"\")"
        case .optional:
            return "Text(\(value).map { String(describing: $0) } ?? \"\")"
        default:
            return "Text(String(describing: \(value)))"
        }
    }
}

/// The spec's lifecycle events a SwiftUI screen forwards, each as its
/// modifier: `onAppear()` and `viewDidLoad()` (SwiftUI has no load: the
/// screen appearing is the nearest) on `.onAppear`, `onDisappear()` on
/// `.onDisappear`, and `task()` or any of them that is `async` on `.task`,
/// which SwiftUI cancels when the screen disappears. An event that takes
/// parameters, throws or returns a value is the team's to call.
enum ScreenLifecycle {
    static let events = ["onAppear", "viewDidLoad", "task", "onDisappear"]

    /// Whether `event` is one a screen forwards (UIKit's view controller forwards `viewDidLoad()`).
    static func isLifecycleEvent(_ event: MethodDeclaration) -> Bool {
        events.contains(event.name) && event.parameters.isEmpty && event.genericParameters.isEmpty && !event.isStatic
            && event.throwsClause == nil && (event.returnType?.isVoid ?? true)
    }

    /// `.onAppear`, `.onDisappear` or `.task`: the modifier that forwards a lifecycle event.
    static func modifierName(of event: MethodDeclaration) -> String {
        if event.isAsync || event.name == "task" { return ".task" }
        return event.name == "onDisappear" ? ".onDisappear" : ".onAppear"
    }

    /// `.onAppear { model.presenter.onAppear() }`: the modifiers forwarding each event (`calls`, in order), every
    /// statement run on appearing in one `.onAppear`, the first of them, `handover`'s (the dismiss action handed
    /// over) before the events' calls: two `.onAppear`s would run in turn, an order no reader should have to know.
    static func modifiers(of calls: [(event: MethodDeclaration, call: String)], handover: String?) -> [String] {
        let appears = calls.filter { modifierName(of: $0.event) == ".onAppear" }
        let appearing = (handover.map { [$0] } ?? []) + appears.map(\.call)
        let onAppear = appearing.count > 1
            ? [".onAppear {"] + appearing.map { "    " + $0 } + ["}"]
            : appearing.map { ".onAppear { \($0) }" }
        let others = calls.filter { modifierName(of: $0.event) != ".onAppear" }
        return onAppear + others.map { "\(modifierName(of: $0.event)) { \($0.call) }" }
    }
}
