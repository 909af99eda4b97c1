// The app's own protocol, which shared models conform to.
protocol Describable {
    var title: String { get }
}
