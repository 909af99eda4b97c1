// The app's own protocol, which shared models conform to.
protocol Titled {
    var name: String { get }
}
