/// How an actor tells a UIKit view (or a module without a view) what to show,
/// archgen.yml's `styles: <style>: binding:`, among those its manifest's
/// `view: bindings:` offers (the first is its default). A SwiftUI screen
/// observes its view model whatever the binding: a view that is a value can
/// be neither an output nor hold closures.
package enum ViewBinding: String, CaseIterable, Equatable, Sendable {
    /// The view implements the `view` list's protocol, which the actor holds weakly.
    case output
    /// Each command of the `view` list is a closure property of the actor's
    /// protocol (`show(photos: [Photo])` → `var show: (([Photo]) -> Void)? { get set }`),
    /// which the view sets when it loads; the view list's protocol is not declared.
    case closures
}
