/// The team's base class of every navigator: the view controller it navigates from.
@preconcurrency @MainActor
class BaseNavigator {
    /// What navigation starts from (a `UIViewController` in the app; any object in this package).
    weak var viewController: AnyObject?
}
