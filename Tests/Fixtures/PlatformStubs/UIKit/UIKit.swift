// A stand-in for the part of UIKit generated modules use, so that on Linux
// `#if canImport(UIKit)` code is compiled and type-checked too (end-to-end
// tests only; the signatures follow Apple's UIKit).

@MainActor
open class UIResponder {
    public init() {}
}

@MainActor
open class UIViewController: UIResponder {
    public override init() {}

    open func viewDidLoad() {}

    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}

    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}

    open var navigationController: UINavigationController? { nil }
}

@MainActor
open class UINavigationController: UIViewController {
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { nil }
}
