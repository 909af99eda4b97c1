import ArchGenSource

/// archgen.yml's `styles: <style>: binding:`: how the style's view is told
/// what to show (`ViewBinding`), one of those its manifest offers (`view: bindings:`).
extension ProjectSettingsBuilder {
    mutating func binding(_ pair: YAMLPair?, style: StyleDefinition) -> ViewBinding? {
        guard let pair, let text = scalar(pair) else { return nil }
        let offered = style.view.bindings.map(\.rawValue)
        guard !offered.isEmpty else {
            error("\(style.title) offers no binding: its view implements the protocols it is told through", at: pair.keyLocation,
                  hint: "remove 'binding'; a style's manifest offers bindings with 'view: bindings: [output, closures]'")
            return nil
        }
        if let binding = ViewBinding(rawValue: text), offered.contains(text) { return binding }
        let hint = text == "observable"
            ? "a SwiftUI screen observes its model whatever the binding; for UIKit, \(style.title) offers " + offered.joined(separator: ", ")
            : NearMiss.hint(for: text, in: offered) ?? "use one of: " + offered.joined(separator: ", ")
        error("unknown binding '\(text)'", at: pair.value.location, hint: hint)
        return nil
    }
}
