// A stand-in for the part of UIKit generated modules use, so that on Linux
// `#if canImport(UIKit)` code is compiled and type-checked too (end-to-end
// tests only; the signatures follow Apple's UIKit).
//
// `@preconcurrency @MainActor`: Swift imports UIKit's main-actor annotations
// from Objective-C as preconcurrency, so Swift 5 code that predates
// concurrency (seed 001's tests) may still use view controllers outside the
// main actor; Swift 6 code gets the full checks.

import Foundation

@preconcurrency @MainActor
open class UIResponder {
    public init() {}
}

@preconcurrency @MainActor
open class UIViewController: UIResponder {
    public override init() {}

    public init(nibName: String?, bundle: Bundle?) {}

    public required init?(coder: NSCoder) {}

    open func viewDidLoad() {}

    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}

    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}

    open var navigationController: UINavigationController? { nil }

    open var presentingViewController: UIViewController? { nil }
}

@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { nil }
}
