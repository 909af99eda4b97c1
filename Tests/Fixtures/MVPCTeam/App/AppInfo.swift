/// The app's own code the modules may use.
enum AppInfo { static let name = "MVP-C Team" }
