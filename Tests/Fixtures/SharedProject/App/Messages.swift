// The app's messages: anything the app can show in its message bar.
protocol MessageProtocol {
    var text: String { get }
}
